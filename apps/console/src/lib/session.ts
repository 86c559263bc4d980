/** The signed-in leader, kept apart from the judges' app's storage (its fzj_ keys are the spec's, for judges). */
export interface LeaderSession {
  token: string;
  name: string;
  account: string;
  /** An administrator of the account (role admin): the audit log is theirs to read. */
  admin: boolean;
}

const STORAGE_KEY = 'palate_console_session';

export function readSession(): LeaderSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { token, name, account, admin } = value as Record<string, unknown>;
    return typeof token === 'string' && typeof name === 'string' && typeof account === 'string'
      ? { token, name, account, admin: admin === true }
      : null;
  } catch {
    return null;
  }
}

export function saveSession(session: LeaderSession | null): void {
  if (session === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
}
