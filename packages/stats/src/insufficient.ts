/**
 * Why a statistic could not be computed ("single judge", "all answers equal"…): the
 * results carry this instead of NaN, so that a report says why a figure is missing.
 */
export interface Insufficient {
  insufficient: string;
}

export function isInsufficient(value: unknown): value is Insufficient {
  return typeof value === 'object' && value !== null && 'insufficient' in value;
}
