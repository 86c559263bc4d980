import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, WEBHOOK_EVENTS, type PageView, type WebhookEvent } from '@palate/protocol';
import { findDefaultAccount, insertAccount } from '../src/accounts/members.repository.ts';
import { openDatabase } from '../src/db/database.ts';
import { recordScreenOut } from '../src/publishing/publication-events.repository.ts';
import { newId } from '../src/security/tokens.ts';
import {
  FINISHED_DELIVERY_KEPT_MS,
  claimDueDeliveries,
  forgetFinishedDeliveries,
} from '../src/webhooks/deliveries.repository.ts';
import { DELIVERY_HOLD_MS, RETRY_DELAYS_MS, deliverWebhooks } from '../src/webhooks/delivery-loop.ts';
import { signatureOf } from '../src/webhooks/delivery-post.ts';
import { post, startJudge } from './adaptive-fixtures.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';
import { startReceiver, type ReceivedPost, type Receiver } from './webhook-receiver.ts';

const HOUR = 3600_000;

/** A screener that screens out who never drinks juice, then a liking per sample. */
const SCREENER = `name: webhook-juice
title: Juice
products: [{ id: A, name: One }, { id: B, name: Two }]
pages:
  - id: screener
    screening: true
    endIf: { control: frequency, anyOf: [never] }
    controls:
      - { kind: single, id: frequency, label: How often?, choices: [{ id: daily, label: Daily }, { id: never, label: Never }] }
  - id: tasting
    perSample: true
    controls:
      - { kind: scale, id: liking, label: Liking, style: line, min: 0, max: 10 }
`;

const drinker = (page: PageView) =>
  page.controls.map((control) =>
    control.id === 'frequency' ? { controlId: control.id, choices: ['daily'] } : { controlId: control.id, value: 5 },
  );

/** What a receiver checks, as docs/api.md shows: the hex HMAC-SHA256 of the raw body with the secret. */
function signedBy(received: ReceivedPost, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(received.body).digest('hex')}`;
  return received.headers['x-palate-signature'] === expected;
}

describeEachDatabase('webhooks', (engine) => {
  let world: DemoApi;
  let leader: string;
  let receiver: Receiver;
  let questionnaireId: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    // The clock moves by days here: the leader's token must outlive them.
    leader = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], tokenLifeMs: 30 * 24 * HOUR })
    ).tk;
    receiver = await startReceiver();
    const imported = await world.api.ok('quest/import', { tk: leader, text: SCREENER });
    questionnaireId = imported.id!;
  });
  afterEach(async () => {
    await receiver.close();
    await world.close();
  });

  const deliver = () => deliverWebhooks(world.test.database.db, world.api.now);
  const register = (url: string, events: WebhookEvent[] = [...WEBHOOK_EVENTS]) =>
    world.api.ok('acc/webhooks/create', { tk: leader, url, events });
  const publish = async (name: string, options: Record<string, unknown> = {}) =>
    (await world.api.ok('pub/create', { tk: leader, questionnaireId, name, anonymous: true, ...options })).id;
  const deliveriesOf = async (id: string) =>
    (await world.api.ok('acc/webhooks/deliveries', { tk: leader, id })).deliveries;

  it('posts a signed event when judges are screened out, a publication reaches its target and publications close', async () => {
    const { webhook, secret } = await register(receiver.url);
    world.api.advance(1);
    const closingsOnly = await register(`${receiver.url}?closings`, ['closed']);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const quotas = [{ control: 'frequency', cells: [{ label: 'Drinkers', values: ['daily'], quota: 1 }] }];
    const expiredAt = world.api.now + HOUR;
    const screening = await publish('Screening', { quotas, expires: expiredAt });
    const targeted = await publish('Target of one', { target: 1 });

    const never = await startJudge(world.api, screening);
    await post(world.api, never, [{ controlId: 'frequency', choices: ['never'] }]);
    const admitted = await startJudge(world.api, screening);
    await post(world.api, admitted, [{ controlId: 'frequency', choices: ['daily'] }]);
    const late = await startJudge(world.api, screening);
    expect(await post(world.api, late, [{ controlId: 'frequency', choices: ['daily'] }])).toMatchObject({
      screenOut: 'quota',
    });
    const judge = await world.api.newJudge();
    world.api.advance(1000);
    await world.api.answerEveryScreen(judge, targeted, drinker);
    const closedAt = world.api.now + 1000;
    world.api.advance(1000);
    await world.api.ok('pub/close', { tk: leader, id: targeted });
    world.api.advance(2 * HOUR);

    expect(await deliver()).toBe(7);
    expect(await deliver()).toBe(0);
    const account = (await findDefaultAccount(world.test.database.db))!.code;
    const bodies = receiver.posts.map((received) => {
      const body = JSON.parse(received.body) as { event: string };
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.headers['x-palate-event']).toBe(body.event);
      expect(received.headers['x-palate-delivery']).toMatch(/^[\w-]+$/);
      expect(signedBy(received, received.url.endsWith('?closings') ? closingsOnly.secret : secret)).toBe(true);
      return { to: received.url.endsWith('?closings') ? 'closings' : 'all', ...body };
    });
    expect(signedBy(receiver.posts[0]!, 'another secret')).toBe(false);
    expect(new Set(receiver.posts.map((received) => received.headers['x-palate-delivery'])).size).toBe(7);
    const named = (id: string, name: string) => ({ id, name });
    expect(bodies).toEqual(
      expect.arrayContaining([
        {
          to: 'all',
          event: 'screenedOut',
          time: new Date(world.api.now - 2 * HOUR - 2000).toISOString(),
          publication: named(screening, 'Screening'),
          account,
          details: { judge: 'J001', reason: 'endIf' },
        },
        expect.objectContaining({ to: 'all', event: 'screenedOut', details: { judge: 'J003', reason: 'quota' } }),
        {
          to: 'all',
          event: 'targetReached',
          time: new Date(closedAt - 1000).toISOString(),
          publication: named(targeted, 'Target of one'),
          account,
          details: { target: 1, finished: 1 },
        },
        ...['all', 'closings'].flatMap((to) => [
          {
            to,
            event: 'closed',
            time: new Date(closedAt).toISOString(),
            publication: named(targeted, 'Target of one'),
            account,
            details: { reason: 'closedByHand' },
          },
          {
            to,
            event: 'closed',
            time: new Date(expiredAt).toISOString(),
            publication: named(screening, 'Screening'),
            account,
            details: { reason: 'expired' },
          },
        ]),
      ]),
    );

    const deliveries = await deliveriesOf(webhook.id);
    expect(deliveries.map((delivery) => [delivery.event, delivery.status, delivery.nextAt]).sort()).toEqual([
      ['closed', 'delivered', null],
      ['closed', 'delivered', null],
      ['screenedOut', 'delivered', null],
      ['screenedOut', 'delivered', null],
      ['targetReached', 'delivered', null],
    ]);
    expect(deliveries[0]!.attempts).toEqual([
      { number: 1, at: world.api.now, httpStatus: 200, error: null, durationMs: expect.any(Number) },
    ]);
    const { webhooks } = await world.api.ok('acc/webhooks/list', { tk: leader });
    expect(webhooks.map((listed) => [listed.url, listed.events, listed.deliveries])).toEqual([
      [receiver.url, [...WEBHOOK_EVENTS], { delivered: 5, pending: 0, failed: 0 }],
      [`${receiver.url}?closings`, ['closed'], { delivered: 2, pending: 0, failed: 0 }],
    ]);
    expect(JSON.stringify(webhooks)).not.toContain(secret);
  });

  it('tries a failing receiver again after 1 and 5 minutes, and records the success', async () => {
    const { webhook, secret } = await register(receiver.url, ['closed']);
    receiver.answers = [500, 503];
    await world.api.ok('pub/close', { tk: leader, id: await publish('Closed') });
    const start = world.api.now;

    expect(await deliver()).toBe(1);
    let [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'due', nextAt: start + 60_000 });
    world.api.advance(60_000 - 1);
    expect(await deliver()).toBe(0);
    world.api.advance(1);
    expect(await deliver()).toBe(1);
    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'due', nextAt: start + 60_000 + 5 * 60_000 });
    world.api.advance(5 * 60_000);
    expect(await deliver()).toBe(1);

    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery!.status).toBe('delivered');
    expect(delivery!.nextAt).toBeNull();
    expect(
      delivery!.attempts.map((attempt) => [attempt.number, attempt.at - start, attempt.httpStatus, attempt.error]),
    ).toEqual([
      [1, 0, 500, 'HTTP 500'],
      [2, 60_000, 503, 'HTTP 503'],
      [3, 6 * 60_000, 200, null],
    ]);
    // Every try sends the same bytes, signed alike, under the same delivery id.
    expect(new Set(receiver.posts.map((received) => received.body)).size).toBe(1);
    expect(new Set(receiver.posts.map((received) => received.headers['x-palate-delivery']))).toEqual(
      new Set([delivery!.id]),
    );
    expect(receiver.posts.every((received) => signedBy(received, secret))).toBe(true);
  });

  it('gives a delivery up after six failed tries, the last 12 hours after the fifth, and forgets it 30 days on', async () => {
    const gone = await startReceiver();
    await gone.close();
    const { webhook } = await register(gone.url, ['closed']);
    await world.api.ok('pub/close', { tk: leader, id: await publish('Closed') });
    const handedOut = world.api.now;
    expect(await deliver()).toBe(1);
    for (const wait of RETRY_DELAYS_MS) {
      world.api.advance(wait);
      expect(await deliver()).toBe(1);
    }
    world.api.advance(24 * HOUR);
    expect(await deliver()).toBe(0);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', nextAt: null });
    expect(delivery!.attempts.map((attempt) => [attempt.number, attempt.httpStatus, attempt.error])).toEqual(
      [1, 2, 3, 4, 5, 6].map((number) => [number, null, 'ECONNREFUSED']),
    );
    const { webhooks } = await world.api.ok('acc/webhooks/list', { tk: leader });
    expect(webhooks[0]!.deliveries).toEqual({ delivered: 0, pending: 0, failed: 1 });

    const { db } = world.test.database;
    expect(await forgetFinishedDeliveries(db, handedOut + FINISHED_DELIVERY_KEPT_MS)).toBe(0);
    expect(await forgetFinishedDeliveries(db, handedOut + FINISHED_DELIVERY_KEPT_MS + 1)).toBe(1);
    expect(await deliveriesOf(webhook.id)).toEqual([]);
  });

  it('never sends one try twice from two servers on one database', async () => {
    const { webhook } = await register(receiver.url, ['screenedOut']);
    const publication = await publish('Many screen-outs');
    const { db } = world.test.database;
    for (let run = 0; run < 30; run++) {
      await recordScreenOut(db, publication, { id: `run-${run}`, judge: `J${run}`, reason: 'endIf' }, world.api.now);
    }
    // Slow answers and a second server already connected: both pass at once, for several rounds of claims.
    receiver.delayMs = 50;
    const second = openDatabase(world.test.location);
    try {
      await second.db.selectFrom('webhook').select('id').execute();
      const tries = await Promise.all([deliverWebhooks(db, world.api.now), deliverWebhooks(second.db, world.api.now)]);
      expect(tries[0] + tries[1]).toBe(30);
      expect(Math.min(...tries)).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    expect(receiver.posts).toHaveLength(30);
    expect(new Set(receiver.posts.map((received) => received.headers['x-palate-delivery'])).size).toBe(30);
    const deliveries = await world.api.ok('acc/webhooks/deliveries', { tk: leader, id: webhook.id, limit: 100 });
    expect(deliveries.deliveries).toHaveLength(30);
    expect(deliveries.deliveries.every((delivery) => delivery.attempts.length === 1)).toBe(true);
  });

  it('tries again a delivery whose server stopped while holding it, once the hold is over', async () => {
    const { webhook } = await register(receiver.url, ['closed']);
    receiver.answers = [500];
    await world.api.ok('pub/close', { tk: leader, id: await publish('Closed') });
    expect(await deliver()).toBe(1);
    world.api.advance(RETRY_DELAYS_MS[0]!);
    // A server takes the second try and stops before it reports.
    const held = await claimDueDeliveries(world.test.database.db, world.api.now, world.api.now + DELIVERY_HOLD_MS, 10);
    expect(held).toHaveLength(1);
    world.api.advance(DELIVERY_HOLD_MS - 1);
    expect(await deliver()).toBe(0);
    expect((await deliveriesOf(webhook.id))[0]).toMatchObject({ status: 'sending', nextAt: null });
    world.api.advance(1);
    expect(await deliver()).toBe(1);
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery!.status).toBe('delivered');
    expect(delivery!.attempts.map((attempt) => [attempt.number, attempt.httpStatus])).toEqual([
      [1, 500],
      [3, 200],
    ]);
  });

  it("refuses an address that is not http or https, names no other account's webhook, and deletes one with its deliveries", async () => {
    for (const url of ['ftp://127.0.0.1/hook', 'javascript:alert(1)', 'file:///etc/passwd', 'not an address']) {
      const refused = await world.api.call('acc/webhooks/create', { tk: leader, url, events: ['closed'] });
      expect(refused.errorType, url).toBe(ErrorCode.invalidRequest);
    }
    const unknownEvent = await world.api.call('acc/webhooks/create', { tk: leader, url: receiver.url, events: ['x'] });
    expect(unknownEvent.errorType).toBe(ErrorCode.invalidRequest);
    const { webhook } = await register(receiver.url, ['closed']);
    await world.api.ok('pub/close', { tk: leader, id: await publish('Closed') });
    await deliver();

    const otherAccount = newId();
    await insertAccount(world.test.database.db, {
      id: otherAccount,
      code: 'other-lab',
      name: 'Other lab',
      created_at: world.api.now,
    });
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: otherAccount })
    ).tk;
    expect((await world.api.ok('acc/webhooks/list', { tk: stranger })).webhooks).toEqual([]);
    for (const path of ['acc/webhooks/deliveries', 'acc/webhooks/delete'] as const) {
      expect((await world.api.call(path, { tk: stranger, id: webhook.id })).errorType).toBe(ErrorCode.invalidRequest);
    }

    await world.api.ok('acc/webhooks/delete', { tk: leader, id: webhook.id });
    expect((await world.api.ok('acc/webhooks/list', { tk: leader })).webhooks).toEqual([]);
    const rows = await world.test.database.db.selectFrom('webhook_delivery').select('id').execute();
    expect(rows).toEqual([]);
  });
});

describe("docs/api.md's signature checks", () => {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Checking the signature'));
  const block = (language: string) => new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section)![1]!;
  // Words outside ASCII: the signature is over the body's bytes, as sent.
  const body = JSON.stringify({ event: 'closed', publication: { id: 'p1', name: 'Jus d’orange, été' } });
  const secret = 'a-webhook-secret';
  const signature = signatureOf(body, secret);
  const check = (program: string, args: string[], source: string) =>
    execFileSync(program, args, { input: source, encoding: 'utf8', env: { ...process.env, BODY: body } }).trim();

  it('accept what the server signs, in Node, and refuse another secret', () => {
    const verdicts = check(
      process.execPath,
      ['--input-type=module'],
      `${block('js')}
console.log(signedByPalate(Buffer.from(process.env.BODY), ${JSON.stringify(signature)}, ${JSON.stringify(secret)}),
  signedByPalate(Buffer.from(process.env.BODY), ${JSON.stringify(signature)}, 'another'));`,
    );
    expect(verdicts).toBe('true false');
  });

  it.skipIf(!hasPython())('accept what the server signs, in Python, and refuse another secret', () => {
    const verdicts = check(
      'python3',
      ['-'],
      `${block('python')}
import os
body = os.environ["BODY"].encode()
print(signed_by_palate(body, ${JSON.stringify(signature)}, ${JSON.stringify(secret)}),
  signed_by_palate(body, ${JSON.stringify(signature)}, "another"))`,
    );
    expect(verdicts).toBe('True False');
  });
});

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return process.env.CI === 'true';
  }
}
