import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type ConsentDue, type PageView } from '@palate/protocol';
import { palateOn } from './cli-runner.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const HOUR = 3600_000;

/** A screener that screens out who never drinks juice, then a liking per sample. */
const SCREENER = `name: rewarded-juice
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

const answersOf = (page: PageView, frequency: 'daily' | 'never' = 'daily') =>
  page.controls.map((control) =>
    control.id === 'frequency' ? { controlId: control.id, choices: [frequency] } : { controlId: control.id, value: 7 },
  );

interface Judge {
  tk: string;
  se: string;
  id: string;
}

describeEachDatabase('rewards and consent', (engine) => {
  let world: DemoApi;
  let leader: string;
  let admin: string;
  let pub: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    const db = world.test.database.db;
    leader = (await signedInMember(db, world.api.now, { roles: ['user'], tokenLifeMs: 30 * 24 * HOUR })).tk;
    admin = (await signedInMember(db, world.api.now, { roles: ['admin'], tokenLifeMs: 30 * 24 * HOUR })).tk;
    const imported = await world.api.ok('quest/import', { tk: leader, text: SCREENER });
    pub = (
      await world.api.ok('pub/create', { tk: leader, questionnaireId: imported.id!, name: 'Juice Q3', anonymous: true })
    ).id;
  });
  afterEach(() => world.close());

  /** A named judge of the demo account, with an address, at the publication's first screen (after reqStart). */
  async function judge(name: string): Promise<Judge> {
    const member = await signedInMember(world.test.database.db, world.api.now, {
      type: 'j',
      displayName: name,
      tokenLifeMs: 30 * 24 * HOUR,
    });
    await world.test.database.db
      .updateTable('member')
      .set({ email: `${name.toLowerCase()}@lab.test` })
      .where('id', '=', member.id)
      .execute();
    const { se } = await world.api.ok('run/reqStart', { tk: member.tk, block: pub });
    return { tk: member.tk, se, id: member.id };
  }

  /** Answers from where the run stands to its end, or to the screen-out. */
  async function answerToEnd(who: Judge, frequency: 'daily' | 'never' = 'daily') {
    let { page } = (await world.api.ok('run/start', { tk: who.tk, se: who.se })) as { page: PageView | null };
    while (page) {
      world.api.advance(1000);
      const step = await world.api.ok('run/post', {
        tk: who.tk,
        se: who.se,
        postId: randomUUID(),
        position: page.position,
        moving: 'next',
        answers: answersOf(page, frequency),
      });
      page = step.page;
    }
  }

  it('grants a reward once to each judge who finishes, none to the screened out or unfinished; adjustments are audited', async () => {
    await world.api.ok('pub/rewards/set', {
      tk: leader,
      id: pub,
      reward: { kind: 'amount', value: 12.5, currency: 'EUR' },
    });
    const refused = await world.api.call('pub/rewards/set', {
      tk: leader,
      id: pub,
      reward: { kind: 'amount', value: 5, currency: null },
    });
    expect(refused.errorType).toBe(ErrorCode.invalidRequest);

    const ada = await judge('Ada');
    const ben = await judge('Ben');
    const cy = await judge('Cy');
    await answerToEnd(ada);
    await answerToEnd(ben, 'never');
    // Cy answers the screener only: started, never finished.
    const { page } = await world.api.ok('run/start', { tk: cy.tk, se: cy.se });
    await world.api.ok('run/post', {
      tk: cy.tk,
      se: cy.se,
      postId: randomUUID(),
      position: page.position,
      moving: 'next',
      answers: answersOf(page),
    });
    // Ada's finished run asked again (a resend, a second tab) grants nothing more.
    expect((await world.api.call('run/terminate', { tk: ada.tk, se: ada.se })).errorType).toBe(0);

    const { reward, entries } = await world.api.ok('pub/rewards', { tk: leader, id: pub });
    expect(reward).toEqual({ kind: 'amount', value: 12.5, currency: 'EUR' });
    expect(entries.map((entry) => [entry.judge, entry.source, entry.amount, entry.currency])).toEqual([
      ['Ada', 'grant', 12.5, 'EUR'],
    ]);

    world.api.advance(HOUR);
    const noReason = await world.api.call('pub/rewards/adjust', {
      tk: leader,
      id: pub,
      memberId: ada.id,
      delta: 2,
      reason: ' ',
    });
    expect(noReason.errorType).toBe(ErrorCode.invalidRequest);
    await world.api.ok('pub/rewards/adjust', {
      tk: leader,
      id: pub,
      memberId: ada.id,
      delta: 2.25,
      reason: 'Stayed for the retest',
    });
    world.api.advance(1000);
    await world.api.ok('pub/rewards/adjust', {
      tk: leader,
      id: pub,
      memberId: cy.id,
      delta: 5,
      reason: 'Came in person',
    });
    const after = await world.api.ok('pub/rewards', { tk: leader, id: pub });
    expect(after.entries.map((entry) => [entry.judge, entry.source, entry.amount, entry.reason])).toEqual([
      ['Cy', 'adjustment', 5, 'Came in person'],
      ['Ada', 'adjustment', 2.25, 'Stayed for the retest'],
      ['Ada', 'grant', 12.5, null],
    ]);

    const { entries: audit } = await world.api.ok('acc/audit', { tk: admin, action: 'reward.adjust' });
    expect(audit.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ judge: ada.id, delta: 2.25, reason: 'Stayed for the retest' }),
      ]),
    );

    const own = await world.api.ok('member/rewards', { tk: ada.tk });
    expect(own.balances).toEqual([{ kind: 'amount', currency: 'EUR', total: 14.75 }]);
    expect(own.entries.map((entry) => [entry.publication, entry.source, entry.amount])).toEqual([
      ['Juice', 'adjustment', 2.25],
      ['Juice', 'grant', 12.5],
    ]);
    expect((await world.api.ok('member/rewards', { tk: ben.tk })).balances).toEqual([]);

    const csv = await world.api.ok('pub/rewards/export', { tk: leader, id: pub });
    expect(csv.fileName).toBe('Juice-Q3-rewards.csv');
    expect(csv.content.trim().split('\r\n')).toEqual([
      'judge,email,kind,value,currency,finished_at',
      `Ada,ada@lab.test,amount,14.75,EUR,${new Date(entries[0]!.at).toISOString()}`,
      'Cy,cy@lab.test,amount,5,EUR,',
    ]);
    // The command line prints the very same file.
    expect(await palateOn(engine, world.test, 'rewards', '--publication', pub)).toBe(csv.content);
  });

  it('asks for consent before the first screen, stores its version, and takes a withdrawn judge out of analyses and exports', async () => {
    const set = await world.api.ok('pub/consent/set', {
      tk: leader,
      id: pub,
      text: { en: 'Your answers are kept for a year.', fr: 'Vos réponses sont gardées un an.' },
    });
    expect(set.version).toBe(1);
    // The same text again keeps its version.
    const again = await world.api.ok('pub/consent/set', {
      tk: leader,
      id: pub,
      text: { fr: 'Vos réponses sont gardées un an.', en: 'Your answers are kept for a year.' },
    });
    expect(again.version).toBe(1);

    const ada = await judge('Ada');
    // reqStart's one round trip gives no first screen: the consent comes first.
    const reqStarted = await world.api.ok('run/reqStart', { tk: ada.tk, block: pub, start: true });
    expect(reqStarted.se).toBe(ada.se);
    expect(reqStarted.page).toBeUndefined();
    const refusedStart = await world.api.call('run/start', { tk: ada.tk, se: ada.se });
    expect(refusedStart.errorType).toBe(ErrorCode.consentRequired);
    const due = refusedStart.errorData as ConsentDue;
    expect(due).toEqual({
      version: 1,
      text: { en: 'Your answers are kept for a year.', fr: 'Vos réponses sont gardées un an.' },
    });
    const refusedPost = await world.api.call('run/post', {
      tk: ada.tk,
      se: ada.se,
      postId: randomUUID(),
      position: 0,
      moving: 'next',
      answers: [{ controlId: 'frequency', choices: ['daily'] }],
    });
    expect(refusedPost.errorType).toBe(ErrorCode.consentRequired);

    const stale = await world.api.call('run/consent', { tk: ada.tk, se: ada.se, version: 2, accept: true });
    expect(stale.errorType).toBe(ErrorCode.consentChanged);
    world.api.advance(1000);
    await world.api.ok('run/consent', { tk: ada.tk, se: ada.se, version: 1, accept: true });
    const acceptedAt = world.api.now;
    const { consents } = await world.api.ok('member/consents', { tk: ada.tk });
    expect(consents).toEqual([
      { publicationId: pub, publication: 'Juice', version: 1, acceptedAt, declinedAt: null, withdrawnAt: null },
    ]);

    // A changed text is a new version, accepted anew before the next screen.
    await world.api.ok('run/start', { tk: ada.tk, se: ada.se });
    expect(
      (await world.api.ok('pub/consent/set', { tk: leader, id: pub, text: { en: 'Kept for two years.' } })).version,
    ).toBe(2);
    expect((await world.api.call('run/start', { tk: ada.tk, se: ada.se })).errorType).toBe(ErrorCode.consentRequired);
    await world.api.ok('run/consent', { tk: ada.tk, se: ada.se, version: 2, accept: true });
    await answerToEnd(ada);

    // Ben declines: his run stays closed to him.
    const ben = await judge('Ben');
    await world.api.ok('run/consent', { tk: ben.tk, se: ben.se, version: 2, accept: false });
    expect((await world.api.call('run/start', { tk: ben.tk, se: ben.se })).errorType).toBe(ErrorCode.consentRequired);
    expect((await world.api.ok('member/consents', { tk: ben.tk })).consents[0]).toMatchObject({
      version: 2,
      acceptedAt: null,
      declinedAt: world.api.now,
    });

    const cy = await judge('Cy');
    await world.api.ok('run/consent', { tk: cy.tk, se: cy.se, version: 2, accept: true });
    await answerToEnd(cy);
    const counts = await world.api.ok('pub/consent', { tk: leader, id: pub });
    expect(counts.counts).toEqual({ accepted: 2, declined: 1, withdrawn: 0 });

    const judgesOf = async () => ({
      analysis: (await world.api.ok('pub/analysis', { tk: leader, id: pub })).judges.map((judge) => judge.label),
      export: new Set(
        (await world.api.ok('pub/export', { tk: leader, id: pub, format: 'long' })).content
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[1]),
      ).size,
    });
    expect(await judgesOf()).toEqual({ analysis: ['Ada', 'Cy'], export: 2 });

    world.api.advance(HOUR);
    await world.api.ok('member/consent/withdraw', { tk: cy.tk, publicationId: pub });
    expect(await judgesOf()).toEqual({ analysis: ['Ada'], export: 1 });
    expect((await world.api.call('member/consent/withdraw', { tk: cy.tk, publicationId: pub })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    // Ben never accepted: nothing to withdraw.
    expect((await world.api.call('member/consent/withdraw', { tk: ben.tk, publicationId: pub })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'consent.withdraw' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: cy.id,
      actorName: 'Cy',
      target: 'Juice Q3',
      detail: { publication: pub, judge: cy.id },
    });
    expect((await world.api.ok('pub/consent', { tk: leader, id: pub })).counts.withdrawn).toBe(1);
  });

  it('gives a judge everything held about them, and only theirs', async () => {
    await world.api.ok('pub/rewards/set', {
      tk: leader,
      id: pub,
      reward: { kind: 'points', value: 10, currency: null },
    });
    await world.api.ok('pub/consent/set', { tk: leader, id: pub, text: { en: 'I agree.' } });
    const ada = await judge('Ada');
    const ben = await judge('Ben');
    for (const who of [ada, ben]) {
      await world.api.ok('run/consent', { tk: who.tk, se: who.se, version: 1, accept: true });
      await answerToEnd(who);
    }
    // An invitation and a booking of Ada's, as outreach/invitations and outreach/slots keep them.
    const db = world.test.database.db;
    const { account_id: accountId } = await db
      .selectFrom('publication')
      .select('account_id')
      .where('id', '=', pub)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('invitation')
      .values({
        id: 'inv-ada',
        account_id: accountId,
        publication_id: pub,
        member_id: ada.id,
        email: 'ada@lab.test',
        language: 'en',
        link_origin: 'https://lab.test',
        invited_at: world.api.now,
        mail_id: null,
        unsubscribed: 0,
        last_reminded_at: null,
        reminders_sent: 0,
        opened_at: null,
        link_code: null,
      })
      .execute();
    await db
      .insertInto('time_slot')
      .values({
        id: 'slot-1',
        publication_id: pub,
        starts_at: world.api.now + HOUR,
        minutes: 30,
        places: 4,
        created_at: world.api.now,
      })
      .execute();
    await db
      .insertInto('slot_booking')
      .values({
        id: 'booking-ada',
        slot_id: 'slot-1',
        publication_id: pub,
        member_id: ada.id,
        status: 'booked',
        created_at: world.api.now,
        changed_at: world.api.now,
        reminded_at: null,
      })
      .execute();
    const { data } = await world.api.ok('member/data', { tk: ada.tk });
    expect(data.profile).toMatchObject({ id: ada.id, displayName: 'Ada', email: 'ada@lab.test' });
    expect(data.answers.map((answer) => [answer.publication, answer.question, answer.product])).toEqual([
      ['Juice', 'frequency', null],
      ['Juice', 'liking', expect.any(String)],
      ['Juice', 'liking', expect.any(String)],
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ publication: 'Juice', version: 1 })]);
    expect(data.rewards.balances).toEqual([{ kind: 'points', currency: null, total: 10 }]);
    expect(data.invitations).toEqual([
      expect.objectContaining({ publication: 'Juice', email: 'ada@lab.test', invited_at: world.api.now }),
    ]);
    expect(data.bookings).toEqual([
      expect.objectContaining({ publication: 'Juice', status: 'booked', starts_at: world.api.now + HOUR, minutes: 30 }),
    ]);
    // Ben's data names none of Ada's.
    const bens = (await world.api.ok('member/data', { tk: ben.tk })).data;
    expect([bens.invitations, bens.bookings]).toEqual([[], []]);
    expect(JSON.stringify(data)).not.toContain(ben.id);
    expect(JSON.stringify(data)).not.toContain('Juice Q3');
  });
});
