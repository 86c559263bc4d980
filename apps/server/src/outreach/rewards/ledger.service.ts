import {
  CallError,
  ErrorCode,
  type OwnRewardEntry,
  type PublicationReward,
  type RewardBalance,
  type RewardEntry,
} from '@palate/protocol';
import { recordAudit } from '../../accounts/audit.service.ts';
import type { Db } from '../../db/database.ts';
import { loadDefinition } from '../../publishing/definitions.ts';
import { findPublication } from '../../publishing/publications.repository.ts';
import { ownPublication } from '../../publishing/own-publication.ts';
import type { PublicationRow } from '../../publishing/publications.repository.ts';
import { newId } from '../../security/tokens.ts';
import { csv } from '../../shared/csv.ts';
import { requireCaller, type CallContext } from '../../shared/context.ts';
import { judgesTitleOf } from '../../shared/judges-title.ts';
import {
  adjustments,
  grants,
  insertAdjustment,
  isAccountMember,
  setPublicationReward,
  type GrantFilter,
} from './rewards.repository.ts';

/*
 * Why grants are derived rather than stored: a reward is due when a judge's run finishes
 * (not screened out, not stopped by a quota), once per judge and publication. Storing a
 * grant would have to happen in the run's finishing transaction to survive a crash between
 * the two writes, and judging may not import outreach. Read from the finished runs
 * themselves (one judge_session per judge and publication), a grant cannot be lost, nor
 * given twice by two processes finishing the same run at once: the run's state is the
 * grant. Only what a person decides — a leader's correction with its reason — is stored.
 */

/** pub/rewards: the publication's reward and its ledger, newest first. */
export async function publicationLedger(
  context: CallContext,
  publicationId: string,
): Promise<{ name: string; reward: PublicationReward | null; entries: RewardEntry[] }> {
  const publication = await ownPublication(context, publicationId);
  return {
    name: publication.name,
    reward: rewardOf(publication),
    entries: await ledgerEntries(context.db, { publicationId }),
  };
}

export function rewardOf(publication: PublicationRow): PublicationReward | null {
  if (publication.reward_kind === null || publication.reward_value === null) return null;
  return { kind: publication.reward_kind, value: publication.reward_value, currency: publication.reward_currency };
}

/** Grants and adjustments, newest first; an adjustment is in its publication's unit. */
async function ledgerEntries(db: Db, filter: GrantFilter): Promise<RewardEntry[]> {
  const granted = await grants(db, filter);
  const adjusted = await adjustments(db, filter);
  const unitOf = await publicationUnits(db, adjusted);
  const entries: RewardEntry[] = [
    ...granted.map((grant) => ({
      memberId: grant.member_id,
      publicationId: grant.publication_id,
      judge: grant.display_name,
      email: grant.email,
      source: 'grant' as const,
      amount: grant.reward_value,
      kind: grant.reward_kind,
      currency: grant.reward_currency,
      at: grant.finished_at,
      reason: null,
      actor: null,
    })),
    ...adjusted.map((adjustment) => ({
      memberId: adjustment.member_id,
      publicationId: adjustment.publication_id,
      judge: adjustment.display_name,
      email: adjustment.email,
      source: 'adjustment' as const,
      amount: adjustment.delta,
      ...unitOf(adjustment.publication_id),
      at: adjustment.at,
      reason: adjustment.reason,
      actor: adjustment.actor,
    })),
  ];
  return entries.sort((a, b) => b.at - a.at);
}

type Unit = Pick<RewardEntry, 'kind' | 'currency'>;

/** The unit of each adjustment's publication: its reward's, points when it has none (or no publication). */
async function publicationUnits(
  db: Db,
  adjusted: { publication_id: string | null }[],
): Promise<(publicationId: string | null) => Unit> {
  const ids = [...new Set(adjusted.flatMap((a) => (a.publication_id === null ? [] : [a.publication_id])))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('publication')
          .select(['id', 'reward_kind', 'reward_currency'])
          .where('id', 'in', ids)
          .execute();
  const units = new Map(
    rows.map((row) => [row.id, { kind: row.reward_kind ?? 'points', currency: row.reward_currency }]),
  );
  return (id) => (id === null ? undefined : units.get(id)) ?? { kind: 'points', currency: null };
}

/** pub/rewards/set: the reward of each judge who finishes; null: none. */
export async function setReward(
  context: CallContext,
  publicationId: string,
  reward: PublicationReward | null,
): Promise<void> {
  const publication = await ownPublication(context, publicationId);
  await setPublicationReward(context.db, publication.id, reward);
  await recordAudit(context, 'publication.reward', publication.name, { id: publication.id, reward });
}

/** pub/rewards/adjust: a leader's correction of a judge's rewards of the publication, with its reason, audited. */
export async function adjustReward(
  context: CallContext,
  publicationId: string,
  adjustment: { memberId: string; delta: number; reason: string },
): Promise<void> {
  const { member } = requireCaller(context);
  const publication = await ownPublication(context, publicationId);
  if (rewardOf(publication) === null) {
    throw new CallError(ErrorCode.invalidRequest, 'This publication carries no reward.');
  }
  if (!(await isAccountMember(context.db, publication.account_id, adjustment.memberId))) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such judge.');
  }
  await insertAdjustment(context.db, {
    id: newId(),
    account_id: publication.account_id,
    member_id: adjustment.memberId,
    publication_id: publication.id,
    delta: adjustment.delta,
    reason: adjustment.reason,
    actor: member.display_name,
    at: context.now,
  });
  await recordAudit(context, 'reward.adjust', publication.name, {
    id: publication.id,
    judge: adjustment.memberId,
    delta: adjustment.delta,
    reason: adjustment.reason,
  });
}

/**
 * The ledger for payment, one line a judge: their total (grant and adjustments) in the
 * publication's unit and when they finished (empty when only adjusted). The console's export
 * and `palate rewards --publication` print the same text.
 */
export async function rewardsCsv(db: Db, publication: PublicationRow): Promise<string> {
  const granted = await grants(db, { publicationId: publication.id });
  const adjusted = await adjustments(db, { publicationId: publication.id });
  const reward = rewardOf(publication);
  const lines = new Map<string, { judge: string; email: string; value: number; finishedAt: string }>();
  const lineOf = (memberId: string, judge: string, email: string | null) => {
    let line = lines.get(memberId);
    if (!line) {
      line = { judge, email: email ?? '', value: 0, finishedAt: '' };
      lines.set(memberId, line);
    }
    return line;
  };
  for (const grant of granted) {
    const line = lineOf(grant.member_id, grant.display_name, grant.email);
    line.value += grant.reward_value;
    line.finishedAt = new Date(grant.finished_at).toISOString();
  }
  for (const adjustment of adjusted) {
    lineOf(adjustment.member_id, adjustment.display_name, adjustment.email).value += adjustment.delta;
  }
  return csv([
    ['judge', 'email', 'kind', 'value', 'currency', 'finished_at'],
    ...[...lines.values()].map((line) => [
      line.judge,
      line.email,
      reward?.kind ?? 'points',
      roundedValue(line.value),
      reward?.currency ?? '',
      line.finishedAt,
    ]),
  ]);
}

/** Sums of decimal amounts without binary noise (0.1 + 0.2), to a millionth. */
function roundedValue(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** pub/rewards/export: the CSV, named after the publication. */
export async function exportRewards(
  context: CallContext,
  publicationId: string,
): Promise<{ fileName: string; content: string }> {
  const publication = await ownPublication(context, publicationId);
  const safeName = publication.name.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 80) || 'publication';
  return { fileName: `${safeName}-rewards.csv`, content: await rewardsCsv(context.db, publication) };
}

/** A judge's totals, one per unit (points, or each currency). */
export function balancesOf(entries: readonly { amount: number; kind: 'points' | 'amount'; currency: string | null }[]) {
  const totals = new Map<string, RewardBalance>();
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.currency ?? ''}`;
    const total = totals.get(key) ?? { kind: entry.kind, currency: entry.currency, total: 0 };
    total.total = roundedValue(total.total + entry.amount);
    totals.set(key, total);
  }
  return [...totals.values()];
}

/** member/rewards: the caller's own totals and entries, each publication by its title for judges. */
export async function ownRewards(
  context: CallContext,
): Promise<{ balances: RewardBalance[]; entries: OwnRewardEntry[] }> {
  const { member } = requireCaller(context);
  const entries = await ledgerEntries(context.db, { memberId: member.id });
  const titles = await judgesTitles(context, entries);
  const own = entries.map((entry) => ({
    publication: titles.get(entry.publicationId ?? '') ?? '',
    source: entry.source,
    amount: entry.amount,
    kind: entry.kind,
    currency: entry.currency,
    at: entry.at,
    reason: entry.reason,
  }));
  return { balances: balancesOf(entries), entries: own };
}

/** Each publication's title for judges, in the caller's language. */
async function judgesTitles(
  context: CallContext,
  entries: readonly { publicationId: string | null }[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const id of new Set(entries.flatMap((entry) => (entry.publicationId === null ? [] : [entry.publicationId])))) {
    const publication = await findPublication(context.db, id);
    if (!publication) continue;
    const definition = await loadDefinition(context.db, publication.questionnaire_id);
    titles.set(id, judgesTitleOf(publication, definition, context.language));
  }
  return titles;
}
