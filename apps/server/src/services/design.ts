import { judgeOrders, type Questionnaire } from '@palate/engine';
import type { PublicationRow } from '../repositories/publications.repository.ts';
import { secureRandom } from '../security/tokens.ts';

/**
 * The products a publication serves in each repetition (all of the definition's, or one
 * set's), in the order of the design's symbols drawn at publication.
 */
export function servedProducts(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols'>,
): number[] {
  return publication.design_symbols === null
    ? definition.products.map((_, index) => index)
    : (JSON.parse(publication.design_symbols) as number[]);
}

/** The orders of the judge in a given design row (0 for the first): one order per repetition. */
export function ordersForRow(
  definition: Questionnaire,
  publication: Pick<PublicationRow, 'design_symbols' | 'repetitions'>,
  row: number,
): number[][] {
  return judgeOrders(
    definition.design,
    servedProducts(definition, publication),
    row,
    publication.repetitions,
    secureRandom,
  );
}
