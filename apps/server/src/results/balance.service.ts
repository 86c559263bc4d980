import { balancedBlockSize, panelBalance, type PanelBalance, type Questionnaire } from '@palate/engine';
import type { Db } from '../db/database.ts';
import type { PublicationRow } from '../publishing/publications.repository.ts';
import { type JudgeSessionRow } from '../judging/runs.repository.ts';
import { panelRuns } from '../judging/panel-runs.repository.ts';
import { describeIncompleteBlocks, incompleteBlocksOf, servedProducts } from '../publishing/design.ts';
import { loadDefinition } from '../publishing/definitions.ts';

/**
 * How far a publication's judges are from whole blocks of its design (the least number of
 * judges whose orders, blocks and serving sequences balance), from its runs; null when
 * the design has nothing to balance. What the balance note and the monitor report.
 */
export function designBalance(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols' | 'samples_per_judge'>,
  runs: readonly Pick<JudgeSessionRow, 'judge_rank' | 'design_rank' | 'status'>[],
): PanelBalance | null {
  const blockSize = balancedBlockSize(
    definition,
    servedProducts(definition, publication).length,
    publication.samples_per_judge ?? undefined,
  );
  if (blockSize === 1) return null;
  return panelBalance(
    blockSize,
    runs.map((run) => ({ rank: run.design_rank ?? run.judge_rank, finished: run.status === 'finished' })),
  );
}

/**
 * What a panel leader must know of a publication's balance, where they look at its
 * design (the publications listing, the export): Williams and discrimination orders are
 * balanced over whole blocks of judges only. Null when the design has nothing to balance.
 */
export async function balanceNote(
  db: Db,
  publication: PublicationRow,
): Promise<{ balanced: boolean; text: string } | null> {
  const definition = await loadDefinition(db, publication.questionnaire_id);
  const incomplete = incompleteBlocksOf(definition, publication);
  const design = incomplete === null ? '' : `${describeIncompleteBlocks(incomplete)}; `;
  const balance = designBalance(definition, publication, await panelRuns(db, publication.id));
  if (balance === null) return null;
  const blockSize = balance.blockSize;
  const blocks = `blocks of ${blockSize} judges`;
  const caveat = pooledOnly(definition, publication)
    ? '; its discrimination tests keep serving rule 1, balanced over the repetitions pooled, not within each'
    : '';
  if (balance.nextBlock === null) {
    const text =
      balance.completeBlocks === 0
        ? `balanced over ${blocks}; no judge yet`
        : `balanced: ${balance.completeBlocks} complete ${blocks}`;
    return { balanced: true, text: design + text + caveat };
  }
  const missing = balance.judgesToCompleteNextBlock;
  const unfinished =
    balance.unfinishedRanks.length === 0
      ? ''
      : `; started without finishing: ${balance.unfinishedRanks.map((rank) => `rank ${rank + 1}`).join(', ')}`;
  const remedy =
    publication.reassign_idle_minutes === null && balance.unfinishedRanks.length > 0
      ? ' (publish with --reassign-idle MINUTES to give a silent judge’s rank to the next judge who starts)'
      : '';
  const text =
    design +
    `not balanced: ${blocks}, ${balance.completeBlocks} complete; ` +
    `${missing} more ${missing === 1 ? 'judge completes' : 'judges complete'} block ${balance.nextBlock + 1}` +
    unfinished +
    remedy +
    caveat;
  return { balanced: false, text };
}

/** A publication made before serving rule 2 balances its discrimination tests over pooled repetitions only. */
function pooledOnly(definition: Questionnaire, publication: PublicationRow): boolean {
  const discrimination = definition.pages.some((page) => page.controls.some((c) => c.kind === 'discrimination'));
  return discrimination && publication.serving_rule === 1 && publication.repetitions > 1;
}
