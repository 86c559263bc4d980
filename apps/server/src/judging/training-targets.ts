import {
  pageOf,
  panelTarget,
  setTarget,
  type PageInstance,
  type PanelTargetRule,
  type Questionnaire,
  type ScaleEnds,
  type TrainingTarget,
} from '@palate/engine';
import type { Db } from '../db/database.ts';
import { judgeLabel } from '../panel/judge-label.ts';
import type { PublicationRow } from '../publishing/publications.repository.ts';
import { targetsOfPublication, type TargetRow } from '../publishing/training-targets.repository.ts';
import { panelRuleOf, targetAttributes } from '../publishing/training-targets.service.ts';
import { judgeMeans, judgesLeftOut, type MeansWanted } from './training-targets.repository.ts';

// The targets a training publication's judge is shown their scores against after a sample
// (issue 43): per scale control of the sample's page, the leader's target, else under the
// publication's panel rule the mean ± k SD of the other judges' means, each judge's over
// their repetitions. Online they are computed as each screen is served, offline when the
// run is downloaded; the judges' records read them the same way (results/panel-record).

/** A scale control as a target needs it: its id and its ends. */
export interface TargetScale extends ScaleEnds {
  id: string;
}

/** What a publication's targets are computed from: its set targets, its panel rule and the judges' means. */
export interface TargetBasis {
  set: Map<string, TargetRow>;
  rule: PanelTargetRule | null;
  /** By product and attribute (`productAttributeKey`), each judge's mean by their session. */
  means: Map<string, Map<string, number>>;
}

type TrainingPublication = Pick<PublicationRow, 'id' | 'training' | 'panel_target_k' | 'panel_target_min_judges'>;

/** What of a judge's run (run.ts) its targets read. */
interface ServedRun {
  session: { id: string };
  publication: TrainingPublication;
  definition: Questionnaire;
  sequence: readonly PageInstance[];
}

const productAttributeKey = (productId: string, controlId: string) => `${productId}\u0000${controlId}`;

/**
 * The targets of a screen for a sample of `productId`, by control id, and undefined when
 * none of its scales has one. `exceptSession`'s own scores are left out of panel targets.
 */
export function targetsOf(
  basis: TargetBasis,
  scales: readonly TargetScale[],
  productId: string,
  exceptSession: string,
): Record<string, TrainingTarget> | undefined {
  const targets: Record<string, TrainingTarget> = {};
  for (const scale of scales) {
    const key = productAttributeKey(productId, scale.id);
    const set = basis.set.get(key);
    if (set) {
      targets[scale.id] = setTarget(set.value, set.tolerance, scale);
      continue;
    }
    if (basis.rule === null) continue;
    const others = [...(basis.means.get(key) ?? new Map<string, number>())]
      .filter(([session]) => session !== exceptSession)
      .map(([, mean]) => mean);
    const target = panelTarget(others, basis.rule, scale);
    if (target) targets[scale.id] = target;
  }
  return Object.keys(targets).length === 0 ? undefined : targets;
}

/**
 * A training publication's targets for some attributes, of one product or all: its set
 * targets in one read and, only under a panel rule, the judges' means in one aggregate read
 * (with the labels of the judges left out of analysis beside it). Null for a study.
 */
export async function targetBasis(
  db: Db,
  publication: TrainingPublication,
  wanted: Omit<MeansWanted, 'publicationId'>,
): Promise<TargetBasis | null> {
  if (publication.training !== 1 || wanted.controlIds.length === 0) return null;
  const rule = panelRuleOf(publication);
  const rows = await targetsOfPublication(db, publication.id, wanted.productId);
  const set = new Map(rows.map((row) => [productAttributeKey(row.product_id, row.control_id), row]));
  const unset = wanted.controlIds.filter(
    (controlId) => wanted.productId === undefined || !set.has(productAttributeKey(wanted.productId, controlId)),
  );
  const means = new Map<string, Map<string, number>>();
  if (rule === null || unset.length === 0) return { set, rule, means };
  const [judges, leftOut] = await Promise.all([
    judgeMeans(db, { ...wanted, publicationId: publication.id, controlIds: unset }),
    judgesLeftOut(db, publication.id),
  ]);
  for (const judge of judges) {
    if (leftOut.has(judgeLabel({ previewed_by: null, ...judge }))) continue;
    const key = productAttributeKey(judge.product_id, judge.control_id);
    const byJudge = means.get(key) ?? new Map<string, number>();
    byJudge.set(judge.session_id, judge.mean);
    means.set(key, byJudge);
  }
  return { set, rule, means };
}

/** The scale controls of a screen answered about a sample, with its product; null for any other screen. */
function sampleScales(run: ServedRun, instance: PageInstance | undefined) {
  if (!instance || instance.productId === null || instance.ideal) return null;
  const scales = pageOf(run.definition, instance).controls.flatMap((control) =>
    control.kind === 'scale' ? [{ id: control.id, min: control.min, max: control.max }] : [],
  );
  return scales.length === 0 ? null : { productId: instance.productId, scales };
}

/** The targets of the screen at `position` as it is served online now; none but on a training publication's sample. */
export async function screenTargets(
  db: Db,
  run: ServedRun,
  position: number,
): Promise<Record<string, TrainingTarget> | undefined> {
  if (run.publication.training !== 1) return undefined;
  const sample = sampleScales(run, run.sequence[position]);
  if (!sample) return undefined;
  const basis = await targetBasis(db, run.publication, {
    productId: sample.productId,
    controlIds: sample.scales.map((scale) => scale.id),
    exceptSession: run.session.id,
  });
  return basis ? targetsOf(basis, sample.scales, sample.productId, run.session.id) : undefined;
}

/** Every screen's targets of a run, read once (an offline download): by position. */
export async function runTargets(
  db: Db,
  run: ServedRun,
): Promise<(position: number) => Record<string, TrainingTarget> | undefined> {
  const basis = await targetBasis(db, run.publication, {
    controlIds: targetAttributes(run.definition).map((attribute) => attribute.control),
    exceptSession: run.session.id,
  });
  if (!basis) return () => undefined;
  return (position) => {
    const sample = sampleScales(run, run.sequence[position]);
    return sample ? targetsOf(basis, sample.scales, sample.productId, run.session.id) : undefined;
  };
}
