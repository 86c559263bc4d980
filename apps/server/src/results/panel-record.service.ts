import { distanceToTarget, targetVerdict, type DiscriminationControl } from '@palate/engine';
import { median, type JudgePerformance } from '@palate/stats';
import type { Db } from '../db/database.ts';
import { listAdministeredMembers } from '../accounts/members.repository.ts';
import { namedJudgeRuns, type JudgeRunRow } from './panel.repository.ts';
import { findPublication } from '../publishing/publications.repository.ts';
import { analysePublication, type PublicationAnalysis } from './publication-analysis.service.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { isRightAnswer } from './discrimination-analysis.ts';
import { longResults, type LongResult } from './results.service.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import type { PanelFailure } from './panel-summary.ts';
import { targetAttributes } from '../publishing/training-targets.service.ts';
import { targetBasis, targetsOf, type TargetBasis, type TargetScale } from '../judging/training-targets.ts';

/** A judge's panel performance on one attribute, exactly as the publication's analysis gives it. */
export type JudgeFigures = Omit<JudgePerformance, 'judge' | 'fails'>;

/** The median of the publication's judges on an attribute, to read a judge's figures against. */
export interface PanelMedians {
  pValue: number | null;
  repeatability: number | null;
  agreement: number | null;
}

export interface PublicationRecord {
  publication: string;
  name: string;
  training: boolean;
  startedAt: number;
  /** When the judge finished, else their last answer. */
  answeredAt: number;
  finished: boolean;
  durationMs: number | null;
  /** Per scale control the analysis gives panel performance for (those with repetitions). */
  attributes: Record<string, { judge: JudgeFigures; panel: PanelMedians }>;
  /** Each discrimination test answered, in the questionnaire's order (a preference has no right answer). */
  discrimination: { control: string; method: DiscriminationControl['method']; correct: boolean }[];
  /** A training publication: the judge's scores that had a target; null for a study or when none had one. */
  targets: TrainingFigures | null;
  /** The judge's row of the publication's panel summary, in its order; empty when they fail nowhere. */
  fails: { control: string; fails: PanelFailure[] }[];
}

/** How close a judge's scores came to a training publication's targets. */
export interface TrainingFigures {
  rated: number;
  onTarget: number;
  /** The mean of distanceToTarget over the scores rated: 0 on the centres, 1 a whole scale away. */
  meanDistance: number;
}

export interface JudgeRecord {
  memberId: string;
  login: string;
  name: string;
  /** Oldest first. */
  publications: PublicationRecord[];
}

interface AnalysedPublication {
  analysis: PublicationAnalysis;
  results: LongResult[];
  discriminationControls: { page: string; control: DiscriminationControl }[];
  /** A training publication's targets as they stand now, with the scales and products they are for; null for a study. */
  training: { basis: TargetBasis; scales: Map<string, TargetScale>; products: Set<string> } | null;
}

/**
 * The records of an account's named judges (or of one): every publication they answered
 * with their figures from the publication's own analysis (`analysePublication`, the
 * results page's and `palate analyse`'s, with the judges its leaders left out), so that a
 * record never disagrees with the analysis it comes from. Each publication is analysed once.
 */
export async function judgeRecords(db: Db, accountId: string, memberId?: string): Promise<JudgeRecord[]> {
  const judges = (await listAdministeredMembers(db, accountId, { type: 'j' })).filter(
    (judge) => memberId === undefined || judge.id === memberId,
  );
  const runs = await namedJudgeRuns(db, accountId, memberId);
  const analysed = new Map<string, Promise<AnalysedPublication>>();
  const analysedOnce = (publicationId: string) => {
    let entry = analysed.get(publicationId);
    if (!entry) {
      entry = analyse(db, publicationId);
      analysed.set(publicationId, entry);
    }
    return entry;
  };
  return Promise.all(
    judges.map(async (judge) => ({
      memberId: judge.id,
      login: judge.login ?? '',
      name: judge.display_name,
      publications: await Promise.all(
        runs
          .filter((run) => run.member_id === judge.id)
          .map(async (run) => publicationRecord(run, await analysedOnce(run.publication_id))),
      ),
    })),
  );
}

async function analyse(db: Db, publicationId: string): Promise<AnalysedPublication> {
  const publication = await findPublication(db, publicationId);
  const definition = publication ? await loadDefinition(db, publication.questionnaire_id) : null;
  const scales = new Map(
    (definition ? targetAttributes(definition) : []).map(({ control, min, max }) => [
      control,
      { id: control, min, max },
    ]),
  );
  const basis = publication ? await targetBasis(db, publication, { controlIds: [...scales.keys()] }) : null;
  return {
    training:
      basis && definition
        ? { basis, scales, products: new Set(definition.products.map((product) => product.id)) }
        : null,
    analysis: await analysePublication(db, publicationId),
    results: await longResults(db, publicationId),
    discriminationControls: (definition?.pages ?? []).flatMap((page) =>
      page.controls.flatMap((control) => (control.kind === 'discrimination' ? [{ page: page.id, control }] : [])),
    ),
  };
}

function publicationRecord(
  run: JudgeRunRow,
  { analysis, results, discriminationControls, training }: AnalysedPublication,
) {
  const label = judgeLabel({ previewed_by: null, judge_rank: run.judge_rank, display_name: run.display_name });
  const attributes: PublicationRecord['attributes'] = {};
  for (const question of analysis.questions) {
    if (question.kind !== 'scale' || !question.panel) continue;
    const own = question.panel.find((entry) => entry.judge === label);
    if (!own) continue;
    const { discrimination, repeatability, agreement } = own;
    attributes[question.control] = {
      judge: { discrimination, repeatability, agreement },
      panel: panelMedians(question.panel),
    };
  }
  const own = results.filter((row) => row.judge === label);
  const discrimination = discriminationControls.flatMap(({ page, control }) =>
    own
      .filter((row) => row.page === page && row.attribute === control.id)
      .flatMap((row) => {
        const correct = isRightAnswer(control, row);
        return correct === null ? [] : [{ control: control.id, method: control.method, correct }];
      }),
  );
  const finishedAt = run.status === 'finished' ? run.finished_at : null;
  return {
    publication: run.publication_id,
    name: run.publication_name,
    training: run.training === 1,
    startedAt: Number(run.started_at),
    answeredAt: Number(finishedAt ?? run.updated_at),
    finished: finishedAt !== null,
    durationMs: finishedAt === null ? null : Number(finishedAt) - Number(run.started_at),
    attributes,
    discrimination,
    targets: training && trainingFigures(training, own, run.session_id),
    fails: (analysis.panelSummary.find((summary) => summary.judge === label)?.failures ?? []).map(
      ({ control, fails }) => ({ control, fails }),
    ),
  } satisfies PublicationRecord;
}

/**
 * A judge's scores against the targets they had: the leader's, else the panel's from the
 * other judges' answers as they stand now (judging/training-targets.ts, as a screen would
 * be served them today), each repetition's score counted.
 */
function trainingFigures(
  { basis, scales, products }: NonNullable<AnalysedPublication['training']>,
  own: readonly LongResult[],
  sessionId: string,
): TrainingFigures | null {
  let rated = 0;
  let onTarget = 0;
  let distances = 0;
  for (const row of own) {
    const scale = scales.get(row.attribute);
    if (row.kind !== 'scale' || row.value === null || !scale || !products.has(row.product)) continue;
    const target = targetsOf(basis, [scale], row.product, sessionId)?.[scale.id];
    if (!target) continue;
    rated += 1;
    if (targetVerdict(row.value, target) === 'onTarget') onTarget += 1;
    distances += distanceToTarget(row.value, target, scale);
  }
  return rated === 0 ? null : { rated, onTarget, meanDistance: distances / rated };
}

function figure(value: number | { insufficient: string }): number | null {
  return typeof value === 'number' ? value : null;
}

function panelMedians(panel: JudgePerformance[]): PanelMedians {
  const values = (pick: (entry: JudgePerformance) => number | null) =>
    panel.map(pick).filter((value) => value !== null);
  return {
    pValue: median(values((entry) => ('pValue' in entry.discrimination ? entry.discrimination.pValue : null))),
    repeatability: median(values((entry) => figure(entry.repeatability))),
    agreement: median(values((entry) => figure(entry.agreement))),
  };
}

/** A judge's figures with null for each the data cannot give, as the console shows them. */
export function shownFigures(figures: JudgeFigures) {
  return {
    discrimination: 'insufficient' in figures.discrimination ? null : figures.discrimination,
    repeatability: figure(figures.repeatability),
    agreement: figure(figures.agreement),
  };
}
