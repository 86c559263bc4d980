import type { Db } from '../db/database.ts';
import { newId } from '../security/tokens.ts';
import { foldLogin } from '../accounts/login.service.ts';
import { judgeLabel } from './judge-label.ts';
import { insertAnonymousJudge, type MemberRow } from '../accounts/members.repository.ts';

/**
 * Deletes a named judge in one transaction, keeping their answers for the studies already
 * run: each of their runs passes to a new anonymous judge of its own, nameless like a
 * link's, so that the exports and analyses number it J001… by its rank in the publication
 * (a leader's exclusion of the judge follows the new number) and no two publications can be
 * linked back to one person. Their tokens, reset keys, connections, messages, individual
 * links, lock-outs and profile go with the member row, and the audit log forgets their login.
 */
export async function deleteJudgeKeepingAnswers(db: Db, judge: MemberRow, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const runs = await trx
      .selectFrom('judge_session')
      .select(['id', 'publication_id', 'judge_rank', 'previewed_by'])
      .where('member_id', '=', judge.id)
      .execute();
    const relabelled: Relabelled[] = [];
    for (const run of runs) {
      const anonymous = newId();
      await insertAnonymousJudge(trx, anonymous, judge.account_id, now);
      await trx.updateTable('judge_session').set({ member_id: anonymous }).where('id', '=', run.id).execute();
      const before = judgeLabel({ ...run, display_name: judge.display_name });
      const after = judgeLabel({ ...run, display_name: '' });
      await trx
        .updateTable('analysis_exclusion')
        .set({ judge: after })
        .where('publication_id', '=', run.publication_id)
        .where('judge', '=', before)
        .execute();
      relabelled.push({ publicationId: run.publication_id, before, after });
    }
    await trx.updateTable('terminal').set({ judge_member_id: null }).where('judge_member_id', '=', judge.id).execute();
    await trx.deleteFrom('judge_link').where('member_id', '=', judge.id).execute();
    await trx.deleteFrom('message_recipient').where('member_id', '=', judge.id).execute();
    await trx.deleteFrom('message_status').where('member_id', '=', judge.id).execute();
    await trx.deleteFrom('member_token').where('member_id', '=', judge.id).execute();
    await trx.deleteFrom('reset_key').where('member_id', '=', judge.id).execute();
    await trx.deleteFrom('member_connection').where('member_id', '=', judge.id).execute();
    if (judge.login_key !== null) {
      await trx
        .deleteFrom('login_attempt')
        .where('account_key', '=', judge.account_id)
        .where('login_key', '=', judge.login_key)
        .execute();
    }
    // Their profile (issue 31, part 1): every value kept about them.
    await trx.deleteFrom('profile_value').where('member_id', '=', judge.id).execute();
    await forgetInAuditLog(trx, judge, relabelled);
    await trx.deleteFrom('member').where('id', '=', judge.id).execute();
  });
}

/** A judge's label in a publication's analysis, before and after their deletion. */
interface Relabelled {
  publicationId: string;
  before: string;
  after: string;
}

/** The audit log's actions that name a judge: those on members, and a leader's exclusion from an analysis. */
const NAMING_ACTIONS = ['member.', 'publication.exclude', 'publication.include'];

/**
 * The audit log named the judge by login where a leader created, imported, changed or
 * unlocked them, and by label where a leader excluded them from an analysis: those entries
 * keep what was done, to the member's id (as the deletion's own entry names them) or to
 * their new label, so that their name leaves the log with them. Logins are compared as
 * logging in compares them (typed in a reset request, a login may differ in case); in
 * JavaScript, since the two databases fold case differently.
 */
async function forgetInAuditLog(trx: Db, judge: MemberRow, relabelled: Relabelled[]): Promise<void> {
  const login = judge.login_key;
  const renamed = (name: string) => (login !== null && foldLogin(name) === login ? judge.id : name);
  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'action', 'target', 'detail'])
    .where('account_id', '=', judge.account_id)
    .where((where) =>
      where.or(
        NAMING_ACTIONS.map((action) =>
          // A name ending in a dot is a prefix, as a range of names.
          action.endsWith('.')
            ? where.and([where('action', '>=', action), where('action', '<', `${action}\u{10ffff}`)])
            : where('action', '=', action),
        ),
      ),
    )
    .execute();
  for (const entry of entries) {
    const detail = JSON.parse(entry.detail) as { id?: unknown; judge?: unknown; logins?: unknown };
    let target = entry.target;
    const changed = { ...detail };
    if (entry.action.startsWith('member.')) {
      // An import's target lists its first logins, its detail all of them.
      target = entry.action === 'member.import' ? target.split(', ').map(renamed).join(', ') : renamed(target);
      if (Array.isArray(detail.logins))
        changed.logins = detail.logins.map((name) => (typeof name === 'string' ? renamed(name) : name));
    } else {
      const label = relabelled.find((run) => run.publicationId === detail.id && run.before === detail.judge);
      if (label) changed.judge = label.after;
    }
    if (target === entry.target && JSON.stringify(changed) === JSON.stringify(detail)) continue;
    await trx
      .updateTable('audit_log')
      .set({ target, detail: JSON.stringify(changed) })
      .where('id', '=', entry.id)
      .execute();
  }
  await trx.updateTable('audit_log').set({ actor_name: judge.id }).where('actor_id', '=', judge.id).execute();
}
