import {
  CURRENT_SERVING_RULE,
  assignSymbols,
  buildPageSequence,
  drawOrderSeed,
  generateSampleCodes,
} from '@palate/engine';
import type { DefinitionFaultView, PageView } from '@palate/protocol';
import type { JudgeSessionRow } from './runs.repository.ts';
import type { PublicationRow } from '../publishing/publications.repository.ts';
import { secureRandom } from '../security/tokens.ts';
import { parseDefinitionFile } from '../publishing/definition-file.ts';
import { ordersForRow } from '../publishing/design.ts';
import { pageViewOf, type Run } from './run.ts';
import { judgePlan } from '../publishing/design.ts';

export interface DefinitionPreview {
  faults: DefinitionFaultView[];
  warnings: DefinitionFaultView[];
  /** Every screen a judge of that design row would see, in order; none while there are faults. */
  pages: PageView[];
}

/**
 * A definition being edited, as a judge of design row `judge` would be served it: blinded
 * with codes drawn for this preview alone, answers forced. Nothing is stored; the faults
 * are those of `palate check`.
 */
export function previewDefinition(text: string, judge: number): DefinitionPreview {
  const checked = parseDefinitionFile(text);
  if (!checked.ok) return { faults: checked.faults, warnings: [], pages: [] };
  const { definition, warnings } = checked;
  const symbols = assignSymbols(
    definition.products.map((_, index) => index),
    secureRandom,
  );
  const publication = {
    repetitions: definition.repetitions,
    design_symbols: JSON.stringify(symbols),
    samples_per_judge: definition.samplesPerJudge ?? null,
    serving_rule: CURRENT_SERVING_RULE,
    blinding_codes: JSON.stringify(generateSampleCodes(definition, definition.repetitions, secureRandom)),
    judge_codes_secret: null,
    order_seed: drawOrderSeed(secureRandom),
  } satisfies Partial<PublicationRow>;
  const session = {
    presentation_order: JSON.stringify(ordersForRow(definition, publication, judge - 1)),
    judge_rank: judge - 1,
    design_rank: judge - 1,
    // Shown as a simulation of that judge, with forced answers.
    previewed_by: 'preview',
    mandatory_answers: 1,
  } satisfies Partial<JudgeSessionRow>;
  const plan = judgePlan(session, publication);
  const sequence = buildPageSequence(definition, plan.orders);
  // pageViewOf reads only these fields of a run's session and publication.
  const run = {
    session,
    publication,
    definition,
    plan,
    sequence,
    block: { start: 0, end: sequence.length },
  } as unknown as Run;
  // As an offline download's pages: the console's preview decides conditions and pipes as the judge answers.
  const pages = sequence.map((_, position) => pageViewOf(run, position, [], { offline: true }));
  return { faults: [], warnings, pages };
}
