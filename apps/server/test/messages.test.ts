import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import type { ApiClient } from './api.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

describeEachDatabase('messages and banners', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ test, api, close } = await startDemoApi(engine));
  });
  afterEach(async () => {
    await close();
  });

  const member = (roles: string[]) => signedInMember(test.database.db, api.now, { roles });

  it('lists the named members a leader can write to, without anonymous judges, for leaders only', async () => {
    const leader = await member(['user']);
    const judge = await signedInMember(test.database.db, api.now, {
      type: 'j',
      login: 'jo',
      displayName: 'Jo Martin',
      roles: ['judge'],
    });
    await api.newJudge();
    const { items } = await api.ok('members/list', { tk: leader.tk });
    expect(items).toContainEqual({ id: judge.id, login: 'jo', name: 'Jo Martin', type: 'j' });
    expect(items.map((item) => item.id)).toContain(leader.id);
    // Every member listed has a login: the anonymous judge is not among them.
    expect(items.every((item) => item.login !== '')).toBe(true);
    expect((await api.call('members/list', { tk: judge.tk })).errorType).toBe(ErrorCode.notEnoughRights);
  });

  it('lets a leader write to a group and to named members, and lists what concerns each', async () => {
    const leader = await member(['user']);
    const other = await member(['admin']);
    const judge = await api.newJudge();
    const note = await api.ok('messages/add', {
      tk: leader.tk,
      text: '  Tasting starts at 10:00.  ',
      recipients: { group: 'leaders' },
    });
    expect(note.msg).toMatchObject({
      owner: leader.id,
      text: 'Tasting starts at 10:00.',
      type: 'note',
      recipients: { group: 'leaders', users: [] },
      status: 'unread',
    });
    const direct = await api.ok('messages/add', {
      tk: other.tk,
      text: 'Please check booth 3.',
      type: 'note',
      recipients: { users: [leader.id] },
    });

    const forLeader = await api.ok('messages', { tk: leader.tk });
    expect(new Set(forLeader.items.map((item) => item.sid))).toEqual(new Set([direct.msg.sid, note.msg.sid]));
    expect((await api.ok('messages', { tk: leader.tk, owner: leader.id })).items.map((item) => item.sid)).toEqual([
      note.msg.sid,
    ]);
    // Checksums the caller holds leave unchanged messages out.
    const held = forLeader.items.map((item) => item.checksum);
    expect((await api.ok('messages', { tk: leader.tk, checksums: held })).items).toEqual([]);
    await api.ok('message/status/set', { tk: leader.tk, msg: direct.msg.sid, status: 'read' });
    const changed = await api.ok('messages', { tk: leader.tk, checksums: held });
    expect(changed.items).toMatchObject([{ sid: direct.msg.sid, status: 'read' }]);

    // Judges are no leaders.
    expect((await api.call('messages', { tk: judge })).errorType).toBe(ErrorCode.notEnoughRights);
    expect((await api.call('messages/add', { tk: judge, text: 'hi', recipients: { group: 'all' } })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
  });

  it('refuses a message without recipients, with an empty text, or to strangers', async () => {
    const leader = await member(['user']);
    expect((await api.call('messages/add', { tk: leader.tk, text: 'x', recipients: {} })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    expect(
      (await api.call('messages/add', { tk: leader.tk, text: '   ', recipients: { group: 'all' } })).errorType,
    ).toBe(ErrorCode.invalidRequest);
    const stranger = await api.call('messages/add', { tk: leader.tk, text: 'x', recipients: { users: ['nobody'] } });
    expect(stranger).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { unknownUsers: ['nobody'] } });
  });

  it('shows a banner to the members it targets until they dismiss it', async () => {
    const leader = await member(['user']);
    const judge = await api.newJudge();
    const otherJudge = await api.newJudge();
    expect((await api.ok('srvrmsg/current', { tk: judge })).msg).toBeNull();

    await api.ok('messages/add', {
      tk: leader.tk,
      text: 'For leaders',
      type: 'banner',
      recipients: { group: 'leaders' },
    });
    api.advance(1000);
    const japanese = await api.ok('messages/add', {
      tk: leader.tk,
      text: '休憩は11時です。',
      type: 'banner',
      lang: 'ja',
      target: 'web',
      recipients: { group: 'judges' },
    });

    expect((await api.ok('srvrmsg/current', { tk: judge, lang: 'ja-JP', target: 'web' })).msg?.sid).toBe(
      japanese.msg.sid,
    );
    expect((await api.ok('srvrmsg/current', { tk: judge, lang: 'en', target: 'web' })).msg).toBeNull();
    expect((await api.ok('srvrmsg/current', { tk: leader.tk, lang: 'en' })).msg?.text).toBe('For leaders');

    await api.ok('message/status/set', { tk: judge, msg: japanese.msg.sid, status: 'dismissed' });
    expect((await api.ok('srvrmsg/current', { tk: judge, lang: 'ja', target: 'web' })).msg).toBeNull();
    expect((await api.ok('srvrmsg/current', { tk: otherJudge, lang: 'ja', target: 'web' })).msg?.sid).toBe(
      japanese.msg.sid,
    );
  });

  it('lets nobody set the status of a message not addressed to them', async () => {
    const leader = await member(['user']);
    const judge = await api.newJudge();
    const forLeaders = await api.ok('messages/add', { tk: leader.tk, text: 'x', recipients: { group: 'leaders' } });
    expect(
      (await api.call('message/status/set', { tk: judge, msg: forLeaders.msg.sid, status: 'read' })).errorType,
    ).toBe(ErrorCode.notEnoughRights);
    expect((await api.call('message/status/set', { tk: judge, msg: 'missing', status: 'read' })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
  });
});
