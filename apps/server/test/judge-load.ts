import { randomUUID } from 'node:crypto';
import { callUrl, type CallPath, type CallRequest, type CallResponse, type PageView } from '@palate/protocol';
import type { Db } from '../src/db/database.ts';

/** What the judges of a load were told: the posts the server acknowledged, and the calls that failed. */
export interface LoadOutcome {
  acknowledged: Set<string>;
  /** Calls that got no answer or an error (the server killed, a conflict). */
  failures: number;
  /** Each failure's call and what came back (an error code, an HTTP status, no answer). */
  reasons: string[];
}

export interface JudgeLoad {
  /** Grows while the load runs: a post is in it once its success answer has arrived. */
  acknowledged: Set<string>;
  /** Lets every judge finish the call on its way, then resolves. */
  stop(): Promise<LoadOutcome>;
  /** Resolves once every judge has stopped on its own (the server went away). */
  done: Promise<LoadOutcome>;
}

/** A load starts far more judges from one address than a lab does: the server must not limit them. */
export const UNLIMITED_JUDGES: NodeJS.ProcessEnv = { RATE_LIMIT_NEW_JUDGES: '0' };

class CallFailed extends Error {}

/**
 * Judges answering the demo over real HTTP, each in a loop of whole sessions (a new
 * anonymous judge, every screen answered, then the next judge), as booths do. A judge
 * stops at the first call that fails, so killing the server ends the load.
 */
export function startJudgeLoad(url: string, judges: number): JudgeLoad {
  const acknowledged = new Set<string>();
  let failures = 0;
  const reasons: string[] = [];
  let stopping = false;

  async function call<P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallResponse<P> & { tk?: string }> {
    let envelope: { errorType: number } & CallResponse<P> & { tk?: string };
    try {
      const response = await fetch(url + callUrl(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok && !response.headers.get('content-type')?.includes('json')) {
        throw new CallFailed(`${path}: HTTP ${response.status}`);
      }
      envelope = (await response.json()) as typeof envelope;
    } catch (error) {
      if (error instanceof CallFailed) throw error;
      throw new CallFailed(`${path}: no answer (${String((error as Error).cause ?? error)})`);
    }
    if (envelope.errorType !== 0) throw new CallFailed(`${path}: ${envelope.errorType}`);
    return envelope;
  }

  async function answerSession(): Promise<void> {
    const { tk } = await call('members/add', { type: 'j' });
    if (!tk) throw new CallFailed('members/add gave no token');
    const { pubs } = await call('term/publication', { tk });
    const { se } = await call('run/reqStart', { tk, block: pubs[0]!.pubId });
    let page: PageView | null = (await call('run/start', { tk, se })).page;
    while (page && !stopping) {
      const postId = randomUUID();
      const answer: CallResponse<'run/post'> = await call('run/post', {
        tk,
        se,
        postId,
        position: page.position,
        moving: 'next',
        answers: page.controls
          .filter((control) => control.kind === 'scale')
          .map((control) => ({ controlId: control.id, value: control.style === 'category' ? 5 : 3 })),
      });
      acknowledged.add(postId);
      page = answer.page;
    }
  }

  const workers = Array.from({ length: judges }, async () => {
    while (!stopping) {
      try {
        await answerSession();
      } catch (error) {
        if (!(error instanceof CallFailed)) throw error;
        failures++;
        reasons.push(error.message);
        return;
      }
    }
  });
  const done = Promise.all(workers).then(() => ({ acknowledged, failures, reasons }));
  return {
    acknowledged,
    done,
    stop: () => {
      stopping = true;
      return done;
    },
  };
}

/** Of the given post ids, those the database holds, and every post it holds. */
export async function storedPosts(db: Db, postIds: Set<string>): Promise<{ found: number; stored: number }> {
  const rows = await db.selectFrom('run_post').select('post_id').execute();
  return { found: rows.filter((row) => postIds.has(row.post_id)).length, stored: rows.length };
}
