import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode } from '@palate/protocol';
import { findMemberByLogin } from '../src/accounts/logins.repository.ts';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const CONSUMER_TEST = readFileSync(resolve(import.meta.dirname, '../../../examples/consumer-test.yaml'), 'utf8');

describeEachDatabase("judges' profiles", (engine) => {
  let world: DemoApi;
  let admin: string;
  let leader: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    const db = world.test.database.db;
    admin = (await signedInMember(db, world.api.now, { roles: ['user', 'admin'], login: 'ada' })).tk;
    leader = (await signedInMember(db, world.api.now, { roles: ['user'], login: 'leo' })).tk;
    const fields = [
      { key: 'gender', label: 'Gender', kind: 'choice', options: ['f', 'm', 'x'], required: true },
      { key: 'age', label: 'Age', kind: 'number', judgeEditable: true },
      { key: 'born', label: 'Date of birth', kind: 'date' },
      { key: 'habits', label: 'Buys', kind: 'choices', options: ['juice', 'yogurt', 'coffee'], judgeEditable: true },
      { key: 'allergies', label: 'Allergies', kind: 'text', visibility: 'admins' },
    ];
    for (const field of fields) await world.api.ok('acc/profile/field/save', { tk: admin, ...field });
  });
  afterEach(async () => {
    await world.close();
  });

  const findJudge = async (login: string) => {
    const account = await findDefaultAccount(world.test.database.db);
    return findMemberByLogin(world.test.database.db, account?.id ?? '', login);
  };
  const judgeId = async (login: string) => {
    const member = await findJudge(login);
    if (!member) throw new Error(`no judge ${login}`);
    return member.id;
  };

  it('lets administrators define fields, and shows leaders only the fields meant for them', async () => {
    const byAdmin = await world.api.ok('acc/profile/fields', { tk: admin });
    expect(byAdmin.fields.map((field) => field.key)).toEqual(['gender', 'age', 'born', 'habits', 'allergies']);
    expect(byAdmin.fields[0]).toMatchObject({ kind: 'choice', options: ['f', 'm', 'x'], required: true });
    const byLeader = await world.api.ok('acc/profile/fields', { tk: leader });
    expect(byLeader.fields.map((field) => field.key)).not.toContain('allergies');

    const asLeader = await world.api.call('acc/profile/field/save', {
      tk: leader,
      key: 'city',
      label: 'City',
      kind: 'text',
    });
    expect(asLeader.errorType).toBe(ErrorCode.notEnoughRights);
    const oneOption = await world.api.call('acc/profile/field/save', {
      tk: admin,
      key: 'diet',
      label: 'Diet',
      kind: 'choice',
      options: ['vegan'],
    });
    expect(oneOption.errorType).toBe(ErrorCode.invalidRequest);
    const twice = await world.api.call('acc/profile/field/save', {
      tk: admin,
      key: 'age',
      label: 'Age',
      kind: 'number',
    });
    expect(twice).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: expect.stringContaining('"age"') },
    });
  });

  it('imports judges with their profiles, and refuses a whole file for one bad value, its line and field named', async () => {
    const bad = 'login,name,language,gender,age,habits\nann,Ann,fr,f,34,juice|yogurt\nbob,Bob,en,m,old,coffee\n';
    const refused = await world.api.ok('member/admin/import', { tk: leader, text: bad });
    expect(refused.faults).toEqual([{ line: 3, message: expect.stringContaining('"age"') }]);
    expect(refused.created).toEqual([]);
    expect(await findJudge('ann')).toBeUndefined();

    const unknownChoice = 'login,gender\ncid,q\n';
    expect((await world.api.ok('member/admin/import', { tk: leader, text: unknownChoice })).faults).toEqual([
      { line: 2, message: expect.stringContaining('"gender"') },
    ]);
    const noRequiredColumn = 'login,age\ndan,40\n';
    expect((await world.api.ok('member/admin/import', { tk: leader, text: noRequiredColumn })).faults).toEqual([
      { line: 1, message: expect.stringContaining('"gender"') },
    ]);

    const good = 'login,name,language,gender,age,habits\nann,Ann,fr,f,34,juice|yogurt\nbob,Bob,en,m,41,\n';
    const imported = await world.api.ok('member/admin/import', { tk: leader, text: good });
    expect(imported.faults).toEqual([]);
    expect(imported.created.map((judge) => judge.login)).toEqual(['ann', 'bob']);
    const { values } = await world.api.ok('member/admin/profile', { tk: leader, id: await judgeId('ann') });
    expect(Object.fromEntries(values.map((value) => [value.key, value.value]))).toEqual({
      gender: 'f',
      age: 34,
      born: null,
      habits: ['juice', 'yogurt'],
    });
  });

  it('lets a leader fill a profile, each value checked against its field', async () => {
    const { id } = await world.api.ok('member/admin/create', { tk: leader, type: 'j', login: 'eve' });
    const noGender = await world.api.call('member/admin/profile/save', { tk: leader, id, values: { age: 30 } });
    expect(noGender).toMatchObject({
      errorType: ErrorCode.invalidRequest,
      errorData: { reason: '"gender" is required.' },
    });
    const badDate = await world.api.call('member/admin/profile/save', {
      tk: leader,
      id,
      values: { gender: 'f', born: '1990-02-30' },
    });
    expect(badDate).toMatchObject({ errorData: { reason: expect.stringContaining('"born"') } });
    const hidden = await world.api.call('member/admin/profile/save', {
      tk: leader,
      id,
      values: { gender: 'f', allergies: 'nuts' },
    });
    expect(hidden).toMatchObject({ errorData: { reason: expect.stringContaining('"allergies"') } });

    await world.api.ok('member/admin/profile/save', { tk: leader, id, values: { gender: 'f', born: '1990-02-28' } });
    await world.api.ok('member/admin/profile/save', { tk: admin, id, values: { allergies: 'nuts' } });
    const seenByAdmin = await world.api.ok('member/admin/profile', { tk: admin, id });
    expect(seenByAdmin.values.find((value) => value.key === 'allergies')?.value).toBe('nuts');
    const seenByLeader = await world.api.ok('member/admin/profile', { tk: leader, id });
    expect(seenByLeader.values.map((value) => value.key)).not.toContain('allergies');
  });

  it('shows a judge what is kept about them, and lets them change only the fields the account allows', async () => {
    const { id, password } = await world.api.ok('member/admin/create', { tk: leader, type: 'j', login: 'fay' });
    await world.api.ok('member/admin/profile/save', { tk: admin, id, values: { gender: 'f', allergies: 'gluten' } });
    const signedIn = await world.api.call('members/connect', { l: 'fay', p: password ?? '' });
    const tk = signedIn.tk ?? '';

    const own = await world.api.ok('member/profile/values', { tk });
    expect(own.values.map((value) => [value.key, value.value, value.judgeEditable])).toEqual([
      ['gender', 'f', false],
      ['age', null, true],
      ['habits', null, true],
      ['allergies', 'gluten', false],
    ]);
    await world.api.ok('member/profile/values/save', { tk, values: { age: 28, habits: ['coffee'] } });
    const notTheirs = await world.api.call('member/profile/values/save', { tk, values: { gender: 'm' } });
    expect(notTheirs.errorType).toBe(ErrorCode.invalidRequest);
    const { values } = await world.api.ok('member/admin/profile', { tk: leader, id });
    expect(values.find((value) => value.key === 'age')?.value).toBe(28);
    expect(values.find((value) => value.key === 'gender')?.value).toBe('f');
  });

  it('lists and starts a restricted publication only for the judges whose profile meets its filter, changed while it is open', async () => {
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text: CONSUMER_TEST })).id ?? '';
    const { id: pub } = await world.api.ok('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'Women 30 to 50',
      anonymous: false,
      filter: [
        { field: 'gender', values: ['f'] },
        { field: 'age', min: 30, max: 50 },
      ],
    });
    const judge = async (login: string, values: Record<string, unknown>) => {
      const member = await signedInMember(world.test.database.db, world.api.now, { type: 'j', login });
      await world.api.ok('member/admin/profile/save', { tk: leader, id: member.id, values });
      return member.tk;
    };
    const inside = await judge('gia', { gender: 'f', age: 35 });
    const tooYoung = await judge('hana', { gender: 'f', age: 22 });
    const man = await judge('ivo', { gender: 'm', age: 35 });

    const listed = async (tk: string) => (await world.api.ok('term/publication', { tk })).pubs.map((p) => p.pubId);
    expect(await listed(inside)).toContain(pub);
    for (const outside of [tooYoung, man]) {
      expect(await listed(outside)).not.toContain(pub);
      expect((await world.api.call('run/reqStart', { tk: outside, block: pub })).errorType).toBe(
        ErrorCode.sessionLoading,
      );
    }
    expect((await world.api.ok('run/reqStart', { tk: inside, block: pub })).se).toBeTruthy();

    const unknownField = await world.api.call('pub/create', {
      tk: leader,
      questionnaireId,
      name: 'By allergy',
      anonymous: false,
      filter: [{ field: 'allergies', values: ['nuts'] }],
    });
    expect(unknownField).toMatchObject({ errorData: { reason: expect.stringContaining('"allergies"') } });

    // Widened to every judge of 30 or more while judges come: the man is in, the young woman still out,
    // and the run under way goes on though its judge no longer meets the filter once narrowed to men.
    const started = (await world.api.ok('run/reqStart', { tk: inside, block: pub })).se;
    await world.api.ok('pub/profileFilter', { tk: leader, id: pub, filter: [{ field: 'age', min: 30 }] });
    expect((await world.api.ok('pub/list', { tk: leader })).pubs.find((one) => one.id === pub)?.filter).toEqual([
      { field: 'age', min: 30 },
    ]);
    expect(await listed(man)).toContain(pub);
    expect(await listed(tooYoung)).not.toContain(pub);
    await world.api.ok('pub/profileFilter', { tk: leader, id: pub, filter: [{ field: 'gender', values: ['m'] }] });
    expect(await listed(inside)).not.toContain(pub);
    expect((await world.api.ok('run/start', { tk: inside, se: started })).page).toBeTruthy();
    await world.api.ok('pub/profileFilter', { tk: leader, id: pub, filter: [] });
    expect(await listed(tooYoung)).toContain(pub);
    const audit = await world.api.ok('acc/audit', { tk: admin, action: 'publication.profileFilter' });
    expect(audit.entries).toHaveLength(3);

    // A value its field does not offer, or a field the leader does not see: refused with the reason, nothing changed.
    for (const filter of [[{ field: 'gender', values: ['z'] }], [{ field: 'allergies', values: ['nuts'] }]]) {
      const refused = await world.api.call('pub/profileFilter', { tk: leader, id: pub, filter });
      expect(refused).toMatchObject({ errorType: ErrorCode.invalidRequest, errorData: { reason: expect.any(String) } });
    }
    expect((await world.api.ok('pub/list', { tk: leader })).pubs.find((one) => one.id === pub)?.filter).toEqual([]);
  });
});
