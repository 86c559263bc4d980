import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, calls, ErrorCode, type CallPath } from '@palate/protocol';
import { FAULT_SCALE, reportFigures } from './fault-scale.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const PATHS = Object.keys(calls) as CallPath[];

/** The field names a call's body may hold, so that fuzzed bodies get past the first check more often. */
function fieldsOf(path: CallPath): string[] {
  const request = calls[path].request as { shape?: Record<string, unknown> };
  return Object.keys(request.shape ?? {});
}

/**
 * Every call of the protocol package, with bodies from malformed JSON to well-named
 * fields holding anything and real tokens: each answer must be a JSON envelope with an
 * error code and a message, never a 5xx or a stack trace.
 */
describeEachDatabase('fuzzed calls', (engine) => {
  let world: DemoApi;
  let tokens: string[];

  beforeAll(async () => {
    world = await startDemoApi(engine);
    const { db } = world.test.database;
    tokens = [
      await world.api.newJudge(),
      (await signedInMember(db, world.api.now, { roles: ['user', 'admin'] })).tk,
      (await signedInMember(db, world.api.now, { type: 'j' })).tk,
    ];
  });
  afterAll(() => world.close());

  it(
    'answer every fuzzed call with a JSON envelope and no 5xx',
    async () => {
      const value = fc.oneof(fc.jsonValue(), fc.constantFrom(...tokens), fc.constant(world.seed.publicationId));
      const body = (path: CallPath) =>
        fc.oneof(
          fc.jsonValue().map((json) => JSON.stringify(json)),
          fc.string().map((text) => `{"tk":${text}`),
          fc
            .record({
              tk: fc.constantFrom(...tokens),
              fields: fc.dictionary(fc.constantFrom('tk', ...fieldsOf(path)), value),
            })
            .map(({ tk, fields }) => JSON.stringify({ tk, ...fields })),
        );
      const request = fc.constantFrom(...PATHS).chain((path) => fc.tuple(fc.constant(path), body(path)));
      let fuzzed = 0;
      let serverErrors = 0;
      await fc.assert(
        fc.asyncProperty(request, async ([path, payload]) => {
          fuzzed++;
          const response = await world.api.app.inject({
            method: 'POST',
            url: callUrl(path),
            headers: { 'content-type': 'application/json' },
            payload,
          });
          if (response.statusCode >= 500) serverErrors++;
          expect(response.statusCode, `${path} ${payload}`).toBeLessThan(500);
          const envelope = response.json<{ errorType: unknown; errorMsg: unknown }>();
          expect(typeof envelope.errorType).toBe('number');
          expect(typeof envelope.errorMsg).toBe('string');
          expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
        }),
        { numRuns: FAULT_SCALE.fuzzedCalls },
      );
      reportFigures(`fuzzed calls [${engine}]`, { calls: fuzzed, paths: PATHS.length, '5xx': serverErrors });
    },
    FAULT_SCALE.timeout,
  );

  /** Definitions written to hurt a parser: every call that reads one must answer them with faults. */
  const HOSTILE_DEFINITIONS: Record<string, string> = {
    'alias bomb': ['a: &a [x, x, x, x, x, x, x, x, x]']
      .concat(
        Array.from(
          'bcdefghi',
          (name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[index]}`).join(', ')}]`,
        ),
      )
      .join('\n'),
    'deep JSON': '['.repeat(50_000) + ']'.repeat(50_000),
    'deep flow map': '{a: '.repeat(20_000) + '1' + '}'.repeat(20_000),
    'deep block YAML': Array.from({ length: 2_000 }, (_, depth) => `${' '.repeat(depth)}a:`).join('\n'),
    'huge numbers':
      'name: x\ntitle: {en: x}\nversion: 1e999999\npages: [{id: p, judge: 123456789012345678901234567890}]',
    'odd encodings': '\ufeffname: "\u0000\ud800"\ntitle: {en: "\uffff"}\r\npages: []',
    'long key': `${'k'.repeat(200_000)}: 1`,
  };

  it('answer hostile definitions with faults, never a server error', async () => {
    const leader = tokens[1]!;
    for (const path of ['quest/import', 'quest/preview'] as const) {
      for (const [name, text] of Object.entries(HOSTILE_DEFINITIONS)) {
        const response = await world.api.app.inject({
          method: 'POST',
          url: callUrl(path),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ tk: leader, text, ...(path === 'quest/import' ? { checkOnly: true } : {}) }),
        });
        const answer = response.json<{ errorType: number; faults?: { line: number; message: string }[] }>();
        expect(response.statusCode, `${path} ${name}`).toBeLessThan(500);
        expect(answer.errorType, `${path} ${name}`).not.toBe(ErrorCode.internalError);
        if (answer.errorType === 0) expect(answer.faults?.length, `${path} ${name}`).toBeGreaterThan(0);
      }
    }
  });
});
