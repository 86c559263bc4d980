import { incompleteBlockDesign, type IncompleteBlockSummary } from '@palate/engine';
import type { DraftDefinition } from './designerDraft.ts';

/**
 * The incomplete block design a draft's judges will be served, as the engine builds it at
 * publication: none when every judge tastes every product, or when K is one the format
 * refuses (the definition's check then says why, on the field).
 */
export function incompleteDesignOf(definition: DraftDefinition): IncompleteBlockSummary | null {
  const samples = definition.samplesPerJudge;
  const products = definition.products.length;
  if (samples === undefined || !Number.isInteger(samples) || samples < 2 || samples >= products) return null;
  // Williams orders also balance carry-over within the blocks, as the publication's plan will.
  return incompleteBlockDesign(products, samples, (definition.design ?? 'williams') === 'williams').summary;
}
