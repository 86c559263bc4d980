import { afterEach, expect, it } from 'vitest';
import { ErrorCode, errorText } from '@palate/protocol';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createUser, requireAccount } from '../src/accounts/admin.service.ts';
import { TEST_SETTINGS } from './api.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const PASSWORD = 'Booth-password-7';

describeEachDatabase('rate limits per client address', (engine) => {
  let world: DemoApi | undefined;
  afterEach(() => world?.close());

  it('let a lab of 30 booths behind one address through a normal session with the default limits', async () => {
    const { rateLimits } = loadConfig({}).settings;
    world = await startDemoApi(engine, { ...TEST_SETTINGS, rateLimits });
    const { api, seed, test } = world;
    const lab = await requireAccount(test.database.db, seed.accountCode);
    // The booths five at a time: a named judge logs in, then two anonymous judges answer the
    // demo in turn. (All 30 starting in the same instant can exhaust run/reqStart's retries on
    // PostgreSQL, 52001, which has nothing to do with the limits.)
    const booths = Array.from({ length: 30 }, (_, index) => `judge${index + 1}`);
    for (const login of booths) {
      await createUser(test.database.db, lab, { login, type: 'j', roles: [], password: PASSWORD }, api.now);
    }
    for (let first = 0; first < booths.length; first += 5) {
      await Promise.all(
        booths.slice(first, first + 5).map(async (login) => {
          const answer = await api.call('members/connect', {
            l: login,
            p: PASSWORD,
            acc: seed.accountCode,
            ua: 'booth',
          });
          expect(answer.errorType, `login of ${login}`).toBe(0);
          for (let judge = 0; judge < 2; judge++) {
            await api.answerEveryScreen(await api.newJudge(), seed.publicationId);
          }
        }),
      );
    }
  }, 120_000);

  it('answers the call past the limit with 429 and 90429 in the caller language, per kind of call', async () => {
    world = await startDemoApi(engine, {
      ...TEST_SETTINGS,
      rateLimits: { windowSeconds: 60, newJudges: 3, logins: 2 },
    });
    const { api } = world;
    for (let judge = 0; judge < 3; judge++) await api.newJudge();
    const refused = await api.app.inject({
      method: 'POST',
      url: '/ws/fzMember.dll/members/add',
      payload: { type: 'j' },
      headers: { 'accept-language': 'ja' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      errorType: ErrorCode.tooManyRequests,
      errorMsg: errorText(ErrorCode.tooManyRequests, 'ja'),
    });
    // Logins count apart from new judges, and each address on its own.
    const wrongLogin = { l: 'nobody', p: 'wrong', acc: 'demo' };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await api.call('members/connect', wrongLogin)).errorType).toBe(ErrorCode.wrongIdentifierOrPassword);
    }
    expect((await api.call('members/connect', wrongLogin)).errorType).toBe(ErrorCode.tooManyRequests);
    const elsewhere = await api.app.inject({
      method: 'POST',
      url: '/ws/fzMember.dll/members/add',
      payload: { type: 'j' },
      remoteAddress: '10.0.0.9',
    });
    expect(elsewhere.json()).toMatchObject({ errorType: 0 });
    // Calls without a limit go on for the refused address.
    expect((await api.call('sys/versions', {})).errorType).toBe(0);
  });

  it('turn off with 0 and read their settings from the environment', async () => {
    const { rateLimits } = loadConfig({
      RATE_LIMIT_NEW_JUDGES: '0',
      RATE_LIMIT_LOGINS: '5',
      RATE_LIMIT_WINDOW_SECONDS: '30',
    }).settings;
    expect(rateLimits).toEqual({ windowSeconds: 30, newJudges: 0, logins: 5 });
    expect(() => loadConfig({ RATE_LIMIT_LOGINS: '-1' })).toThrow(/RATE_LIMIT_LOGINS/);
    world = await startDemoApi(engine, {
      ...TEST_SETTINGS,
      rateLimits: { windowSeconds: 60, newJudges: 0, logins: 1 },
    });
    for (let judge = 0; judge < 20; judge++) await world.api.newJudge();
  });

  it('count each client behind a trusted proxy (TRUST_PROXY) apart, and ignore X-Forwarded-For from anyone else', async () => {
    world = await startDemoApi(engine);
    const app = await buildApp({
      database: world.test.database,
      settings: { ...TEST_SETTINGS, rateLimits: { windowSeconds: 60, newJudges: 1, logins: 1 } },
      trustProxy: ['127.0.0.1'],
    });
    try {
      const newJudge = async (remoteAddress: string, forwardedFor: string) =>
        (
          await app.inject({
            method: 'POST',
            url: '/ws/fzMember.dll/members/add',
            payload: { type: 'j' },
            remoteAddress,
            headers: { 'x-forwarded-for': forwardedFor },
          })
        ).json<{ errorType: number }>().errorType;
      // Through the proxy: two judges' own addresses, each within its limit of one.
      expect(await newJudge('127.0.0.1', '198.51.100.1')).toBe(0);
      expect(await newJudge('127.0.0.1', '198.51.100.2')).toBe(0);
      expect(await newJudge('127.0.0.1', '198.51.100.1')).toBe(ErrorCode.tooManyRequests);
      // Not through the proxy: the header is the client's own claim, and counts for nothing.
      expect(await newJudge('203.0.113.7', '198.51.100.3')).toBe(0);
      expect(await newJudge('203.0.113.7', '198.51.100.4')).toBe(ErrorCode.tooManyRequests);
    } finally {
      await app.close();
    }
  });
});
