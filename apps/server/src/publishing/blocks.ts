import { repetitionBounds, type BlockBounds, type PageInstance } from '@palate/engine';
import type { PublicationRow } from './publications.repository.ts';

/**
 * A block is what a judge starts and finishes in one sitting (spec: term/publication
 * items, run/reqStart's block id). A publication served in one block has the
 * publication's id as its block id; one that serves each repetition as a block of its
 * own has `{publication id}.{repetition}` (publication ids are base64url, without dots).
 */
export interface BlockRef {
  publicationId: string;
  /** The repetition the block serves; null for the publication's one block. */
  repetition: number | null;
}

const REPETITION_BLOCK = /^(.+)\.([1-9]\d{0,1})$/;

export function blockIdOf(publicationId: string, repetition: number | null): string {
  return repetition === null ? publicationId : `${publicationId}.${repetition}`;
}

export function parseBlockId(blockId: string): BlockRef {
  const [, publicationId, repetition] = REPETITION_BLOCK.exec(blockId) ?? [];
  return publicationId === undefined
    ? { publicationId: blockId, repetition: null }
    : { publicationId, repetition: Number(repetition) };
}

export function servesRepetitionBlocks(publication: Pick<PublicationRow, 'blocks' | 'repetitions'>): boolean {
  return publication.blocks === 'perRepetition' && publication.repetitions > 1;
}

/** The ids of the blocks a publication serves: itself, or one per repetition. */
export function blockIdsOf(publication: Pick<PublicationRow, 'id' | 'blocks' | 'repetitions'>): string[] {
  if (!servesRepetitionBlocks(publication)) return [publication.id];
  return Array.from({ length: publication.repetitions }, (_, index) => blockIdOf(publication.id, index + 1));
}

/**
 * The screens a judge may visit at a position: those of the position's repetition when
 * each repetition is a block of its own, else the whole run.
 */
export function boundsAt(
  publication: Pick<PublicationRow, 'blocks' | 'repetitions'>,
  sequence: readonly PageInstance[],
  position: number,
): BlockBounds {
  const instance = sequence[position];
  if (!servesRepetitionBlocks(publication) || !instance) return { start: 0, end: sequence.length };
  return repetitionBounds(sequence, instance.repetition);
}
