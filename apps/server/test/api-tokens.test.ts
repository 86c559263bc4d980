import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TOKEN_CALLS, API_TOKEN_SCOPES, calls, ErrorCode, scopeAllows, type CallPath } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { hashToken, newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const DAY = 24 * 3600 * 1000;
const TOKEN_ERRORS: number[] = [ErrorCode.tokenExpired, ErrorCode.tokenNotFound, ErrorCode.notEnoughRights];

describeEachDatabase("a leader's API tokens", (engine) => {
  let world: DemoApi;
  let leader: { id: string; tk: string };

  beforeAll(async () => {
    world = await startDemoApi(engine);
    // Signed in for the whole suite, whose clock moves by days.
    leader = await signedInMember(world.test.database.db, world.api.now, {
      roles: ['user'],
      displayName: 'Ana',
      tokenLifeMs: 3650 * DAY,
    });
  });
  afterAll(() => world.close());

  async function newApiToken(
    scope: (typeof API_TOKEN_SCOPES)[number],
    owner = leader,
    expires = world.api.now + 30 * DAY,
  ): Promise<{ id: string; token: string }> {
    return world.api.ok('acc/tokens/create', { tk: owner.tk, name: `${scope} script`, scope, expires });
  }

  async function auditOf(tokenId: string) {
    return world.test.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['apiToken.use', 'apiToken.refused'])
      .orderBy('at')
      .execute()
      .then((rows) => rows.filter((row) => (JSON.parse(row.detail) as { token: string }).token === tokenId));
  }

  it('is shown once, 256 random bits after its prefix, kept as its SHA-256 only, listed without it', async () => {
    const { id, token } = await newApiToken('read-results');
    expect(token).toMatch(/^pal_[A-Za-z0-9_-]{43}$/);
    const row = await world.test.database.db
      .selectFrom('api_token')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    const { tokens } = await world.api.ok('acc/tokens/list', { tk: leader.tk });
    expect(tokens.find((listed) => listed.id === id)).toEqual({
      id,
      name: 'read-results script',
      scope: 'read-results',
      created: world.api.now,
      expires: world.api.now + 30 * DAY,
      lastUsed: null,
    });
    expect(JSON.stringify(tokens)).not.toContain(token.slice(4));
    // Another leader's list does not show it.
    const other = await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] });
    expect((await world.api.ok('acc/tokens/list', { tk: other.tk })).tokens).toEqual([]);
  });

  it('answers with itself and the seconds it has left, and its use shows in the list', async () => {
    const { id, token } = await newApiToken('read-results');
    world.api.advance(60_000);
    const answer = await world.api.call('pub/list', { tk: token });
    expect(answer.errorType).toBe(0);
    expect(answer.pubs?.map((pub) => pub.id)).toContain(world.seed.publicationId);
    expect(answer.tk).toBe(token);
    expect(answer.tkl).toBe((30 * DAY - 60_000) / 1000);
    const { tokens } = await world.api.ok('acc/tokens/list', { tk: leader.tk });
    expect(tokens.find((listed) => listed.id === id)?.lastUsed).toBe(world.api.now);
  });

  it.each(API_TOKEN_SCOPES)('with the scope %s, works on its calls and on no other', async (scope) => {
    const { token } = await newApiToken(scope);
    const paths = Object.keys(calls) as CallPath[];
    const allowed: CallPath[] = [];
    for (const path of paths) {
      const { access } = calls[path];
      // Calls open to anyone, and a booth's calls, take no member token: an API token changes nothing there.
      if (access === 'none' || access === 'terminal') continue;
      const { errorType } = await world.api.call(path, { tk: token });
      if (scopeAllows(scope, path)) {
        expect(TOKEN_ERRORS, `${path} with a ${scope} token`).not.toContain(errorType);
        allowed.push(path);
      } else {
        expect(errorType, `${path} with a ${scope} token`).toBe(ErrorCode.notEnoughRights);
      }
    }
    expect(allowed.sort()).toEqual([...API_TOKEN_CALLS[scope]].sort());
  });

  it('reads and manages a publication within its scope, its results as the console gets them', async () => {
    const judge = await world.api.newJudge();
    await world.api.answerEveryScreen(judge, world.seed.publicationId);
    const reader = (await newApiToken('read-results')).token;
    const manager = (await newApiToken('manage-publications')).token;
    const id = world.seed.publicationId;
    const byToken = await world.api.ok('pub/export', { tk: reader, id, format: 'long' });
    const byConsole = await world.api.ok('pub/export', { tk: leader.tk, id, format: 'long' });
    expect(byToken.content).toBe(byConsole.content);
    expect((await world.api.call('pub/close', { tk: reader, id })).errorType).toBe(ErrorCode.notEnoughRights);
    await world.api.ok('pub/close', { tk: manager, id });
    const { pubs } = await world.api.ok('pub/list', { tk: reader });
    expect(pubs.find((pub) => pub.id === id)?.status).toBe('closed');
    // Deleting judges' answers is a person's act, in the console.
    expect((await world.api.call('pub/delete', { tk: manager, id, answers: 1 })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    await world.api.ok('pub/expiry', { tk: manager, id, expires: null });
  });

  it('is audited at every use, one entry per call, a refused call marked', async () => {
    const { id, token } = await newApiToken('read-results');
    // A second between calls, so that the log's times order its entries (its ids are random).
    await world.api.ok('pub/list', { tk: token });
    world.api.advance(1000);
    await world.api.ok('pub/list', { tk: token });
    world.api.advance(1000);
    await world.api.call('pub/close', { tk: token, id: world.seed.publicationId });
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, JSON.parse(entry.detail) as unknown])).toEqual([
      ['apiToken.use', { token: id, call: 'pub/list' }],
      ['apiToken.use', { token: id, call: 'pub/list' }],
      ['apiToken.refused', { token: id, call: 'pub/close' }],
    ]);
    expect(entries.every((entry) => entry.actor_id === leader.id && entry.target === 'read-results script')).toBe(true);
    const created = await world.test.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', '=', 'apiToken.create')
      .where('detail', 'like', `%${id}%`)
      .execute();
    expect(created).toEqual([{ action: 'apiToken.create', actor_id: leader.id }]);
  });

  it('ends when revoked, at its expiry, with its member deactivated or no leader any more', async () => {
    const revoked = await newApiToken('read-results');
    await world.api.ok('acc/tokens/revoke', { tk: leader.tk, id: revoked.id });
    expect((await world.api.call('pub/list', { tk: revoked.token })).errorType).toBe(ErrorCode.tokenNotFound);
    const { tokens } = await world.api.ok('acc/tokens/list', { tk: leader.tk });
    expect(tokens.map((listed) => listed.id)).not.toContain(revoked.id);
    expect((await world.api.call('acc/tokens/revoke', { tk: leader.tk, id: revoked.id })).errorType).toBe(
      ErrorCode.invalidRequest,
    );

    const expiring = await newApiToken('read-results', leader, world.api.now + DAY);
    world.api.advance(DAY);
    expect((await world.api.call('pub/list', { tk: expiring.token })).errorType).toBe(ErrorCode.tokenExpired);

    const admin = await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] });
    const holder = await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] });
    const held = await newApiToken('read-results', holder);
    await world.api.ok('member/admin/roles', { tk: admin.tk, id: holder.id, roles: ['debug'] });
    expect((await world.api.call('pub/list', { tk: held.token })).errorType).toBe(ErrorCode.notEnoughRights);
    await world.api.ok('member/admin/roles', { tk: admin.tk, id: holder.id, roles: ['user'] });
    expect((await world.api.call('pub/list', { tk: held.token })).errorType).toBe(0);
    await world.api.ok('member/admin/deactivate', { tk: admin.tk, id: holder.id, deactivated: true });
    expect((await world.api.call('pub/list', { tk: held.token })).errorType).toBe(ErrorCode.tokenNotFound);
  });

  it("is made with an end within a year, revoked by its owner only, and sees its own account's publications only", async () => {
    for (const expires of [world.api.now, world.api.now + 367 * DAY]) {
      const answer = await world.api.call('acc/tokens/create', {
        tk: leader.tk,
        name: 'x',
        scope: 'read-results',
        expires,
      });
      expect(answer.errorType, String(expires)).toBe(ErrorCode.invalidRequest);
    }
    const blank = await world.api.call('acc/tokens/create', {
      tk: leader.tk,
      name: '  ',
      scope: 'read-results',
      expires: world.api.now + DAY,
    });
    expect(blank.errorType).toBe(ErrorCode.invalidRequest);

    const mine = await newApiToken('read-results');
    const other = await signedInMember(world.test.database.db, world.api.now, { roles: ['user', 'admin'] });
    expect((await world.api.call('acc/tokens/revoke', { tk: other.tk, id: mine.id })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    expect((await world.api.call('pub/list', { tk: mine.token })).errorType).toBe(0);

    const lab = newId();
    await insertAccount(world.test.database.db, {
      id: lab,
      code: 'other-lab',
      name: 'Other lab',
      created_at: world.api.now + 1,
    });
    const stranger = await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: lab });
    const strangers = await newApiToken('manage-publications', stranger);
    expect((await world.api.ok('pub/list', { tk: strangers.token })).pubs).toEqual([]);
    const { errorType } = await world.api.call('pub/analysis', { tk: strangers.token, id: world.seed.publicationId });
    expect(errorType).toBe(ErrorCode.invalidRequest);
  });
});
