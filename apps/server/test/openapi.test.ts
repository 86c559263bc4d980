import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calls, callUrl, type CallPath, type PageView } from '@palate/protocol';
import type { Envelope } from './api.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

interface Operation {
  operationId: string;
  requestBody: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { content: { 'application/json': { schema: object } } }>;
}
interface Document {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** A JSON pointer's part: `/` and `~` escaped. */
const pointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * GET /api/openapi.json against the routes: every call of the protocol is a path of the
 * document and no path is extra, each with its request and response schema; each documented
 * path is answered by the server and no other; and real requests and answers of a judge and a
 * leader validate against the document's schemas (JSON Schema 2020-12, OpenAPI 3.1's dialect).
 */
describeEachDatabase('the OpenAPI document', (engine) => {
  let world: DemoApi;
  let document: Document;
  let ajv: Ajv2020;

  beforeAll(async () => {
    world = await startDemoApi(engine);
    const response = await world.api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<Document>();
    // OpenAPI's own keywords beside the schemas (paths, operations) are not JSON Schema: not strict.
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ $id: 'openapi', ...document });
  });
  afterAll(() => world.close());

  function schemaOf(path: CallPath, part: 'request' | 'response'): ValidateFunction {
    const where =
      part === 'request'
        ? 'requestBody/content/application~1json/schema'
        : 'responses/200/content/application~1json/schema';
    const validate = ajv.getSchema(`openapi#/paths/${pointer(callUrl(path))}/post/${where}`);
    if (!validate) throw new Error(`no ${part} schema for ${path}`);
    return validate;
  }

  function expectValid(path: CallPath, part: 'request' | 'response', value: unknown): void {
    const validate = schemaOf(path, part);
    expect(validate(value), `${path} ${part}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  }

  it('is OpenAPI 3.1 with one POST path per call of the protocol, and no path besides', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const expected = (Object.keys(calls) as CallPath[]).map((path) => callUrl(path)).sort();
    expect(Object.keys(document.paths).sort()).toEqual(expected);
    for (const path of Object.keys(calls) as CallPath[]) {
      const item = document.paths[callUrl(path)]!;
      expect(Object.keys(item), path).toEqual(['post']);
      expect(item.post!.operationId).toBe(path);
      // Each schema compiles, the shared ones reached through components.
      expect(schemaOf(path, 'request')).toBeTypeOf('function');
      expect(schemaOf(path, 'response')).toBeTypeOf('function');
    }
  });

  it('names only paths the server answers, and the server answers no call it leaves out', async () => {
    for (const url of Object.keys(document.paths)) {
      const response = await world.api.app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).not.toBe(404);
    }
    const unknown = await world.api.app.inject({ method: 'POST', url: '/ws/fzPub.dll/pub/nothing', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(document.paths)).not.toContain('/ws/fzPub.dll/pub/nothing');
  });

  it("describes a judge's and a leader's real requests and answers, refusals too", async () => {
    const exchanges: [CallPath, Record<string, unknown>][] = [];
    const exchange = async <P extends CallPath>(path: P, body: Record<string, unknown>): Promise<Envelope<P>> => {
      const answer = await world.api.call(path, body);
      exchanges.push([path, body]);
      expectValid(path, 'request', body);
      expectValid(path, 'response', answer);
      return answer;
    };
    const added = await exchange('members/add', { type: 'j' });
    const judge = added.tk!;
    const { se } = await exchange('run/reqStart', { tk: judge, block: world.seed.publicationId });
    let page: PageView | null | undefined = (await exchange('run/start', { tk: judge, se })).page;
    while (page) {
      const answers = page.controls
        .filter((control) => control.kind === 'scale')
        .map((control) => ({ controlId: control.id, value: control.style === 'category' ? 5 : 3 }));
      const post = { tk: judge, se, postId: crypto.randomUUID(), position: page.position, answers, moving: 'next' };
      const moved: Envelope<'run/post'> = await exchange('run/post', post);
      page = moved.page;
    }
    const leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const id = world.seed.publicationId;
    await exchange('pub/list', { tk: leader });
    await exchange('quest/list', { tk: leader });
    await exchange('pub/analysis', { tk: leader, id });
    await exchange('pub/export', { tk: leader, id, format: 'long' });
    await exchange('pub/monitor', { tk: leader, id });
    const created = await exchange('acc/tokens/create', {
      tk: leader,
      name: 'R script',
      scope: 'read-results',
      expires: world.api.now + 86_400_000,
    });
    await exchange('pub/export', { tk: created.token, id, format: 'analysis-json' });
    await exchange('acc/tokens/list', { tk: leader });
    // Refusals: an unknown token, a judge on a leader's call, a body that does not fit.
    expect((await exchange('pub/list', { tk: 'x'.repeat(43) })).errorType).not.toBe(0);
    expect((await exchange('pub/analysis', { tk: judge, id })).errorType).not.toBe(0);
    expect((await world.api.call('pub/export', { tk: leader, id, format: 'nothing' })).errorType).not.toBe(0);
    expect(exchanges.length).toBeGreaterThan(12);
  });

  it('refuses what the protocol refuses', () => {
    expect(schemaOf('run/post', 'request')({ tk: 'x'.repeat(43), se: 'a', postId: 'not a uuid', position: 0 })).toBe(
      false,
    );
    expect(schemaOf('acc/tokens/create', 'request')({ tk: 'x'.repeat(43), name: 'x', scope: 'all' })).toBe(false);
    expect(schemaOf('pub/list', 'response')({ errorType: 0, errorMsg: '' })).toBe(false);
  });

  it('is made once and kept', async () => {
    const again = await world.api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(again.json()).toEqual(document);
  });
});
