import type { Db } from '../db/database.ts';
import { newId } from '../security/tokens.ts';
import { judgeLabel } from '../services/results.service.ts';
import { insertAnonymousJudge, type MemberRow } from './members.repository.ts';

/**
 * Deletes a named judge in one transaction, keeping their answers for the studies already
 * run: each of their runs passes to a new anonymous judge of its own, nameless like a
 * link's, so that the exports and analyses number it J001… by its rank in the publication
 * (a leader's exclusion of the judge follows the new number) and no two publications can be
 * linked back to one person. Their tokens, reset keys, connections, messages, individual
 * links, lock-outs and profile go with the member row.
 */
export async function deleteJudgeKeepingAnswers(db: Db, judge: MemberRow, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const runs = await trx
      .selectFrom('judge_session')
      .select(['id', 'publication_id', 'judge_rank', 'previewed_by'])
      .where('member_id', '=', judge.id)
      .execute();
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
    await trx.deleteFrom('member').where('id', '=', judge.id).execute();
  });
}
