import type { Db } from '../db/database.ts';
import { storeScreen, type ScreenAnswer } from './answers.repository.ts';

/** How many posts a run received online: one more means the run moved on. */
export async function countPostsOfSession(db: Db, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('run_post')
    .select((eb) => eb.fn.countAll<number | string>().as('posts'))
    .where('judge_session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.posts ?? 0);
}

export interface Download {
  sessionId: string;
  keyHash: string;
  /** The run's state the download was made from. */
  state: string;
  /** The run's updated_at as read: the download is refused (false) if the run changed meanwhile. */
  expectedUpdatedAt: number;
  now: number;
}

/** Records a download, replacing the previous one's key; leaves updated_at alone, which the next upload compares. */
export async function recordDownload(db: Db, download: Download): Promise<boolean> {
  const result = await db
    .updateTable('judge_session')
    .set({ downloaded_at: download.now, upload_key_hash: download.keyHash, download_state: download.state })
    .where('id', '=', download.sessionId)
    .where('updated_at', '=', download.expectedUpdatedAt)
    .where('status', '=', 'inProgress')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findOfflineUpload(
  db: Db,
  uploadId: string,
): Promise<{ judge_session_id: string; key_hash: string; finished: number } | undefined> {
  return db
    .selectFrom('offline_upload')
    .select(['judge_session_id', 'key_hash', 'finished'])
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
}

export interface Upload {
  uploadId: string;
  sessionId: string;
  keyHash: string;
  /** The run's updated_at as read when the upload was checked: it must not have changed since. */
  expectedUpdatedAt: number;
  position: number;
  furthestPosition: number;
  /** When the run finished (kept from the server's run when it had already); null while it goes on. */
  finishedAt: number | null;
  /** True when the upload ended the judge's block (the run, for its last block). */
  blockFinished: boolean;
  /** True when a page's screen-out (endIf) ended the run on the device. */
  screenedOut: boolean;
  /** Each uploaded screen's answers, replacing what is stored for that screen. */
  pages: { position: number; pageKey: string; answers: ScreenAnswer[] }[];
  log: string;
  now: number;
}

/**
 * Stores an upload all or nothing: the answers, where the run stands, the acknowledgement
 * with the device's log; the key is cleared so the download cannot be sent again. False
 * when the run changed, or its key was used or replaced, since it was read: nothing stored.
 */
export async function saveUpload(db: Db, upload: Upload): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('judge_session')
      .set({
        position: upload.position,
        furthest_position: upload.furthestPosition,
        status: upload.finishedAt === null ? 'inProgress' : 'finished',
        finished_at: upload.finishedAt,
        updated_at: upload.now,
        screened_out: upload.screenedOut ? 1 : 0,
        upload_key_hash: null,
        download_state: null,
      })
      .where('id', '=', upload.sessionId)
      .where('upload_key_hash', '=', upload.keyHash)
      .where('updated_at', '=', upload.expectedUpdatedAt)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('offline_upload')
      .values({
        upload_id: upload.uploadId,
        judge_session_id: upload.sessionId,
        key_hash: upload.keyHash,
        finished: upload.blockFinished ? 1 : 0,
        received_at: upload.now,
        log: upload.log,
      })
      .execute();
    for (const page of upload.pages) {
      // Each screen is stored as a post of its own, as run/post would, so that the
      // exports place its answers by the screen's position like any other.
      await storeScreen(trx, {
        sessionId: upload.sessionId,
        postId: `${upload.uploadId}/${page.position}`,
        ...page,
        now: upload.now,
      });
    }
    return true;
  });
}
