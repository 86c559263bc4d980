/** The role names Palate gives (spec section 6); a leader has user or admin. */
export const ROLES = ['user', 'admin', 'judge', 'debug'] as const;
export type Role = (typeof ROLES)[number];

export function isLeader(roles: readonly string[]): boolean {
  return roles.includes('user') || roles.includes('admin');
}
