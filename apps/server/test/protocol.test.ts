import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorText } from '@palate/protocol';
import type { ApiClient } from './api.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

describeEachDatabase('the /ws/ protocol', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterAll(async () => {
    await close();
  });

  async function raw(url: string, payload: string, headers: Record<string, string> = {}) {
    const response = await api.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  it('answers every call with the envelope and the server version header', async () => {
    const response = await raw('/ws/fzMsg.dll/sys/versions', '{}');
    expect(response.status).toBe(200);
    expect(response.headers['x-palate-version']).toBeTruthy();
    expect(response.body).toMatchObject({
      errorType: 0,
      errorMsg: '',
      versions: { app: '3.93.14', delivery: '3.9.3' },
    });
    expect(response.body.versions.database).toMatch(engine === 'sqlite' ? /SQLite/ : /PostgreSQL/);
  });

  it('names the field of a body that fails validation, in the caller language', async () => {
    const tk = await api.newJudge();
    const english = await raw(
      '/ws/fzRun.dll/run/post',
      JSON.stringify({ tk, se: 'abc', postId: 'not-a-uuid', position: 0, answers: [] }),
    );
    expect(english.body.errorType).toBe(90422);
    expect(english.body.errorMsg).toContain('postId');
    const french = await raw('/ws/fzMember.dll/members/add', JSON.stringify({ type: 'x' }), {
      'accept-language': 'fr-CH, en;q=0.5',
    });
    expect(french.body).toMatchObject({ errorType: 90422 });
    expect(french.body.errorMsg).toMatch(/^La requête n’est pas valide.*type/);
  });

  it('refuses malformed JSON, unknown paths and a path under the wrong service, without a stack trace', async () => {
    const malformed = await raw('/ws/fzMember.dll/members/add', '{"type":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorType).toBe(90422);
    for (const url of ['/ws/fzMember.dll/nothing/here', '/ws/fzRun.dll/members/add', '/ws/other/run/start']) {
      const unknown = await raw(url, '{}');
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorType).toBe(90404);
    }
    for (const body of [malformed.body, (await raw('/ws/fzRun.dll/run/start', '[]')).body]) {
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules/);
    }
  });

  it('translates a catalogue error into Japanese', async () => {
    const response = await raw('/ws/fzPub.dll/term/publication', JSON.stringify({ tk: 'y'.repeat(43) }), {
      'accept-language': 'ja',
    });
    expect(response.body).toMatchObject({ errorType: 1101, errorMsg: errorText(1101, 'ja') });
    expect(response.body.errorMsg).not.toBe(errorText(1101, 'en'));
  });

  it('stores no token in clear', async () => {
    const tk = await api.newJudge();
    const rows = await test.database.db.selectFrom('member_token').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(tk);
    expect(Buffer.from(tk, 'base64url').length).toBeGreaterThanOrEqual(16);
  });
});
