import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callUrl, calls, type CallPath } from '@palate/protocol';
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
});
