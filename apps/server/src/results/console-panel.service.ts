import { median } from '@palate/stats';
import { CallError, ErrorCode, type JudgeRecordView, type PanelJudgeView } from '@palate/protocol';
import { noShowCounts } from '../outreach/slots/slots.repository.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { judgeRecords, shownFigures, type JudgeRecord } from './panel-record.service.ts';

/** member/panel/list: each named judge of the account with their figures over their whole record. */
export async function panelJudges(context: CallContext): Promise<PanelJudgeView[]> {
  const records = await judgeRecords(context.db, requireCaller(context).member.account_id);
  return records.map((record) => {
    const figures = record.publications.flatMap((publication) =>
      Object.values(publication.attributes).map(({ judge }) => shownFigures(judge)),
    );
    const tests = record.publications.flatMap((publication) => publication.discrimination);
    const present = (values: (number | null | undefined)[]) => values.filter((value) => typeof value === 'number');
    return {
      id: record.memberId,
      login: record.login,
      name: record.name,
      publications: record.publications.length,
      lastAnswered: record.publications.reduce<number | null>(
        (last, publication) => Math.max(last ?? 0, publication.answeredAt),
        null,
      ),
      medianPValue: median(present(figures.map((f) => f.discrimination?.pValue))),
      repeatability: median(present(figures.map((f) => f.repeatability))),
      agreement: median(present(figures.map((f) => f.agreement))),
      correctShare: tests.length === 0 ? null : tests.filter((test) => test.correct).length / tests.length,
    };
  });
}

/** member/panel/record: a named judge's record, or 90422 as if there were none. */
export async function judgeRecordView(context: CallContext, memberId: string): Promise<JudgeRecordView> {
  const [record] = await judgeRecords(context.db, requireCaller(context).member.account_id, memberId);
  if (!record) throw new CallError(ErrorCode.invalidRequest, 'There is no such judge.');
  const noShows = await noShowCounts(context.db, [record.memberId], context.now);
  return { ...toView(record), noShows: noShows.get(record.memberId) ?? 0 };
}

function toView(record: JudgeRecord): Omit<JudgeRecordView, 'noShows'> {
  return {
    id: record.memberId,
    login: record.login,
    name: record.name,
    publications: record.publications.map((publication) => ({
      id: publication.publication,
      name: publication.name,
      training: publication.training,
      started: publication.startedAt,
      answered: publication.answeredAt,
      finished: publication.finished,
      durationMs: publication.durationMs,
      attributes: Object.entries(publication.attributes).map(([control, { judge, panel }]) => ({
        control,
        ...shownFigures(judge),
        panel,
      })),
      discrimination: publication.discrimination,
      targets: publication.targets,
      fails: publication.fails,
    })),
  };
}
