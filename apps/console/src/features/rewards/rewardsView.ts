import type { PublicationReward, RewardEntry } from '@palate/protocol';

/** The reward form as typed: `none` removes the reward. */
export interface RewardForm {
  kind: 'none' | 'points' | 'amount';
  value: string;
  currency: string;
}

export function rewardOfForm(form: RewardForm): PublicationReward | null {
  if (form.kind === 'none') return null;
  const value = Number(form.value);
  return form.kind === 'points'
    ? { kind: 'points', value, currency: null }
    : { kind: 'amount', value, currency: form.currency.trim().toUpperCase() };
}

/** Each judge of the ledger once, by name, for the adjustment's choice. */
export function judgesOf(entries: readonly RewardEntry[]): { memberId: string; name: string }[] {
  const judges = new Map<string, string>();
  for (const entry of entries) if (!judges.has(entry.memberId)) judges.set(entry.memberId, entry.judge);
  return [...judges].map(([memberId, name]) => ({ memberId, name })).sort((a, b) => a.name.localeCompare(b.name));
}
