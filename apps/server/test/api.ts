import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Answer } from '@palate/engine';
import {
  calls,
  callUrl,
  isCallPath,
  readEnvelope,
  type CallPath,
  type CallRequest,
  type CallResponse,
  type PageView,
  type ResponseEnvelope,
} from '@palate/protocol';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { ServerSettings } from '../src/shared/context.ts';

export const TEST_SETTINGS: ServerSettings = { judgeTokenLifeSeconds: 3600, userTokenLifeSeconds: 600 };

export type Envelope<P extends CallPath> = ResponseEnvelope & Partial<CallResponse<P>>;

/**
 * Every successful answer a test receives is checked against its call's response schema:
 * the judges' client does not check payloads itself (apps/web/src/lib/api.ts), so this is
 * where an answer that strays from the protocol is caught, on both databases.
 */
function assertConforms(path: CallPath, answer: unknown): void {
  const checked = calls[path].response.safeParse(answer);
  if (!checked.success) {
    throw new Error(`${path} answered outside its schema: ${JSON.stringify(checked.error.issues)}`);
  }
}

/** The API as a client sees it, through Fastify's injection (no sockets), with a clock tests can move. */
export class ApiClient {
  readonly app: FastifyInstance;
  private clock: { now: number };

  private constructor(app: FastifyInstance, clock: { now: number }) {
    this.app = app;
    this.clock = clock;
  }

  static async start(database: Database, settings: ServerSettings = TEST_SETTINGS): Promise<ApiClient> {
    const clock = { now: Date.UTC(2026, 10, 22, 9, 0, 0) };
    const app = await buildApp({ database, settings, now: () => clock.now });
    return new ApiClient(app, clock);
  }

  get now(): number {
    return this.clock.now;
  }

  advance(milliseconds: number): void {
    this.clock.now += milliseconds;
  }

  async call<P extends CallPath>(
    path: P,
    body: CallRequest<P> | Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Envelope<P>> {
    const response = await this.app.inject({ method: 'POST', url: callUrl(path), payload: body, headers });
    const envelope = response.json<Envelope<P>>();
    if (readEnvelope(envelope) === null) throw new Error(`${path} answered without an envelope: ${response.body}`);
    if (envelope.errorType === 0 && isCallPath(path)) assertConforms(path, envelope);
    return envelope;
  }

  /** Like call, but fails the test unless the answer is a success. */
  async ok<P extends CallPath>(path: P, body: CallRequest<P> | Record<string, unknown>): Promise<CallResponse<P>> {
    const envelope = await this.call(path, body);
    if (envelope.errorType !== 0) {
      throw new Error(
        `${path} failed with ${envelope.errorType}: ${envelope.errorMsg} ${JSON.stringify(envelope.errorData)}`,
      );
    }
    return envelope as unknown as CallResponse<P>;
  }

  async newJudge(): Promise<string> {
    const envelope = await this.call('members/add', { type: 'j', ua: 'vitest' });
    if (!envelope.tk) throw new Error(`members/add gave no token: ${JSON.stringify(envelope)}`);
    return envelope.tk;
  }

  /**
   * Starts a block and answers every screen to the end with `answersFor` each screen; by
   * default 5 on category scales, 3 on line scales.
   */
  async answerEveryScreen(tk: string, block: string, answersFor = scaleAnswers): Promise<void> {
    const { se } = await this.ok('run/reqStart', { tk, block });
    await this.answerToEnd(tk, se, answersFor);
  }

  /**
   * Answers a started run to the end, each discrimination test with the cup `pick` chooses
   * (the first served by default), other screens with nothing; gives the cups of each test
   * in serving order.
   */
  async answerDiscrimination(
    tk: string,
    se: string,
    pick: (cups: string[]) => string | undefined = (cups) => cups[0],
  ): Promise<string[][]> {
    const served: string[][] = [];
    await this.answerToEnd(tk, se, (page) =>
      page.controls
        .filter((control) => control.kind === 'discrimination')
        .map((control) => {
          const cups = page.served[control.id] ?? [];
          served.push(cups);
          return { controlId: control.id, choices: [pick(cups)] };
        }),
    );
    return served;
  }

  /** Posts each screen of a started run with the answers given for it, moving on to the end. */
  async answerToEnd(tk: string, se: string, answersFor: (page: PageView) => object[]): Promise<void> {
    let { page } = (await this.ok('run/start', { tk, se })) as { page: PageView | null };
    while (page) {
      const step = await this.ok('run/post', {
        tk,
        se,
        postId: randomUUID(),
        position: page.position,
        moving: 'next',
        answers: answersFor(page),
      });
      page = step.page;
    }
  }

  close(): Promise<void> {
    return this.app.close();
  }
}

export function scaleAnswers(page: PageView): Answer[] {
  return page.controls
    .filter((control) => control.kind === 'scale')
    .map((control) => ({ controlId: control.id, value: control.style === 'category' ? 5 : 3 }));
}
