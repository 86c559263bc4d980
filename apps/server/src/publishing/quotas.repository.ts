import type { CellPlace } from '../panel/audience.ts';
import type { Db } from '../db/database.ts';
import { lockPublication } from './publications.repository.ts';

/** A publication's cells and their limits, empty to begin with. */
export async function insertQuotaCells(
  db: Db,
  publicationId: string,
  cells: (CellPlace & { quota: number })[],
): Promise<void> {
  if (cells.length === 0) return;
  await db
    .insertInto('quota_cell')
    .values(
      cells.map((cell) => ({
        publication_id: publicationId,
        quota_index: cell.quotaIndex,
        cell_index: cell.cellIndex,
        quota: cell.quota,
        filled: 0,
      })),
    )
    .execute();
}

/**
 * New limits for a publication's cells, and its quotas as they now read, in one
 * transaction: admission compares each cell's count with the limit of its row.
 */
export async function setQuotaLimits(
  db: Db,
  publicationId: string,
  quotas: string,
  cells: (CellPlace & { quota: number })[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const cell of cells) {
      await trx
        .updateTable('quota_cell')
        .set({ quota: cell.quota })
        .where('publication_id', '=', publicationId)
        .where('quota_index', '=', cell.quotaIndex)
        .where('cell_index', '=', cell.cellIndex)
        .execute();
    }
    await trx.updateTable('publication').set({ quotas }).where('id', '=', publicationId).execute();
  });
}

export function quotaCellsOf(
  db: Db,
  publicationId: string,
): Promise<{ quota_index: number; cell_index: number; quota: number; filled: number }[]> {
  return db
    .selectFrom('quota_cell')
    .select(['quota_index', 'cell_index', 'quota', 'filled'])
    .where('publication_id', '=', publicationId)
    .execute();
}

class CellFull extends Error {}

/** Whether a run may go on and, when this call admitted it, its place among the admitted runs (from 0). */
export interface Admission {
  admitted: boolean;
  admittedBefore: number | null;
}

/**
 * Counts a run in its cells, in one transaction, unless one of them is full: each cell's
 * count is raised only while below its quota (a conditional update that PostgreSQL
 * evaluates again on the row it waited for, and SQLite runs one writer at a time), so no
 * number of judges arriving at once can pass a quota. The cells are taken in one order so
 * that two runs never wait for each other, after the publication's row, which also makes
 * the admitted runs count one after another (their places in the design follow). A run
 * counts once: a second call (a resend) changes nothing and answers as the first did. A
 * refused run is marked stopped, and counted nowhere.
 */
export async function admitToCells(
  db: Db,
  sessionId: string,
  publicationId: string,
  cells: CellPlace[],
): Promise<Admission> {
  const ordered = [...cells].sort((a, b) => a.quotaIndex - b.quotaIndex || a.cellIndex - b.cellIndex);
  let admittedBefore: number | null = null;
  try {
    admittedBefore = await db.transaction().execute(async (trx) => {
      await lockPublication(trx, publicationId);
      const claimed = await trx
        .updateTable('judge_session')
        .set({ quota_state: 'admitted' })
        .where('id', '=', sessionId)
        .where('quota_state', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      for (const cell of ordered) {
        const raised = await trx
          .updateTable('quota_cell')
          .set((eb) => ({ filled: eb('filled', '+', 1) }))
          .where('publication_id', '=', publicationId)
          .where('quota_index', '=', cell.quotaIndex)
          .where('cell_index', '=', cell.cellIndex)
          .whereRef('filled', '<', 'quota')
          .executeTakeFirst();
        if (Number(raised.numUpdatedRows) !== 1) throw new CellFull();
      }
      const admitted = await trx
        .selectFrom('judge_session')
        .select((eb) => eb.fn.countAll<number | string>().as('runs'))
        .where('publication_id', '=', publicationId)
        .where('quota_state', '=', 'admitted')
        .where('id', '!=', sessionId)
        .executeTakeFirst();
      return Number(admitted?.runs ?? 0);
    });
  } catch (error) {
    if (!(error instanceof CellFull)) throw error;
    await db
      .updateTable('judge_session')
      .set({ quota_state: 'stopped' })
      .where('id', '=', sessionId)
      .where('quota_state', 'is', null)
      .execute();
  }
  const state = await db
    .selectFrom('judge_session')
    .select('quota_state')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return { admitted: state?.quota_state === 'admitted', admittedBefore };
}

/**
 * Takes a run out of the cells it was counted in (its judge was screened out later by a
 * page's endIf), in one transaction. It stays `admitted`, so that the places of the runs
 * admitted after it in the design do not move.
 */
export async function releaseCells(db: Db, publicationId: string, cells: CellPlace[]): Promise<void> {
  if (cells.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const cell of cells) {
      await trx
        .updateTable('quota_cell')
        .set((eb) => ({ filled: eb('filled', '-', 1) }))
        .where('publication_id', '=', publicationId)
        .where('quota_index', '=', cell.quotaIndex)
        .where('cell_index', '=', cell.cellIndex)
        .where('filled', '>', 0)
        .execute();
    }
  });
}
