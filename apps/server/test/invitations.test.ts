import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type CallResponse, type PageView } from '@palate/protocol';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { sendScheduledReminders } from '../src/outreach/invitations/reminder-loop.ts';
import { insertSuppression } from '../src/outreach/mail/mail.repository.ts';
import { sendDueMail } from '../src/outreach/mail/mail-loop.ts';
import { insertProfileField, writeProfileValues } from '../src/panel/profiles.repository.ts';
import { newId } from '../src/security/tokens.ts';
import type { ServerSettings } from '../src/shared/context.ts';
import { TEST_SETTINGS } from './api.ts';
import { CLI } from './cli-runner.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi, type Engine } from './harness.ts';
import { childEnvironment } from './server-process.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './smtp-sink.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://tasting.example.org';

/** A screener that screens out who never drinks juice, then a liking per sample. */
const SCREENER = `name: invited-juice
title: { en: Juice tasting, fr: Dégustation de jus }
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

/** The personal link's token in a message (its plain-text part, as a mail client shows it). */
function inviteToken(mail: ReceivedMail): string {
  const found = new RegExp(`${PUBLIC_URL}/invite/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!found?.[1]) throw new Error(`no personal link in ${mail.text}`);
  return found[1];
}

const run = promisify(execFile);

describeEachDatabase('invitations by email', (engine: Engine) => {
  let world: DemoApi;
  let sink: SmtpSink;
  let settings: ServerSettings;
  let leader: string;
  let publication: string;
  let dietField: string;
  const folder = mkdtempSync(join(tmpdir(), 'palate-invitations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  beforeEach(async () => {
    sink = await startSmtpSink();
    settings = { ...TEST_SETTINGS, publicUrl: PUBLIC_URL, mail: { smtpUrl: sink.url, from: 'Lab <lab@example.org>' } };
    world = await startDemoApi(engine, settings);
    leader = (await signedInMember(db(), world.api.now, { roles: ['user'], tokenLifeMs: 60 * DAY })).tk;
    const imported = await world.api.ok('quest/import', { tk: leader, text: SCREENER });
    publication = (
      await world.api.ok('pub/create', {
        tk: leader,
        questionnaireId: imported.id!,
        name: 'Juice 2026-11 (client X)',
        anonymous: false,
        expires: world.api.now + 40 * DAY,
      })
    ).id;
    const account = await findDefaultAccount(db());
    dietField = newId();
    await insertProfileField(db(), {
      id: dietField,
      account_id: account!.id,
      key: 'diet',
      label: 'Diet',
      kind: 'choice',
      options: JSON.stringify(['vegan', 'omnivore']),
      required: 0,
      visibility: 'leaders',
      judge_editable: 0,
      created_at: world.api.now,
    });
  });
  afterEach(async () => {
    await world.close();
    await sink.close();
  });

  const db = () => world.test.database.db;
  const deliver = () => sendDueMail(db(), settings, world.api.now);
  /** A named judge of the demo account, with an address (or none) and a diet. */
  const judge = async (name: string, options: { email?: string | null; diet?: string; language?: string } = {}) => {
    const member = await signedInMember(db(), world.api.now, { type: 'j', displayName: name, login: name });
    const email = options.email === undefined ? `${name.toLowerCase()}@example.org` : options.email;
    await db()
      .updateTable('member')
      .set({ email, language: options.language ?? 'en' })
      .where('id', '=', member.id)
      .execute();
    if (options.diet) {
      await writeProfileValues(
        db(),
        [{ memberId: member.id, fieldId: dietField, value: JSON.stringify(options.diet) }],
        world.api.now,
      );
    }
    return member;
  };
  const invitations = async () => (await world.api.ok('pub/invitations', { tk: leader, id: publication })).invitations;
  const stateOf = async (email: string) => (await invitations()).find((one) => one.email === email)?.state;

  /** Follows an invitation's link as the judges' app does, then answers the run to its end (or its screen-out). */
  const answerThroughLink = async (token: string, frequency: 'daily' | 'never', finish = true) => {
    const opened = await world.api.call('invite/open', { token });
    expect(opened.errorType).toBe(0);
    expect(opened.bookable).toBe(false);
    const tk = opened.tk!;
    const link = opened.link!;
    const checked = await world.api.ok('link/check', { link, judge: tk });
    expect(checked.link.pub).toBe(publication);
    const list = await world.api.ok('term/publication', { tk, link });
    expect(list.pubs.map((one) => one.pubId)).toEqual([publication]);
    const { se } = await world.api.ok('run/reqStart', { tk, block: publication });
    let page: PageView | null | undefined = (await world.api.ok('run/start', { tk, se })).page;
    let posts = 0;
    while (page && (finish || posts === 0)) {
      const answers = page.controls.map((control) =>
        control.id === 'frequency'
          ? { controlId: control.id, choices: [frequency] }
          : { controlId: control.id, value: 7 },
      );
      const step: CallResponse<'run/post'> = await world.api.ok('run/post', {
        tk,
        se,
        postId: randomUUID(),
        position: page.position,
        moving: 'next',
        answers,
      });
      posts += 1;
      page = step.page;
    }
    return { tk, link };
  };

  it('invites by profile condition only the matching judges with an address, once unless asked again', async () => {
    await judge('Vera', { diet: 'vegan' });
    await judge('Omar', { diet: 'omnivore' });
    await judge('Nadia', { email: null, diet: 'vegan' });
    await judge('Fleur', { diet: 'vegan', language: 'fr' });
    // The judges' file takes their address too, in a column its first line names.
    const imported = await world.api.ok('member/admin/import', {
      tk: leader,
      text: 'login,name,language,email,diet\nimi,Imi,en,imi@example.org,vegan\n',
    });
    expect(imported.faults).toEqual([]);

    const filter = [{ field: 'diet', values: ['vegan'] }];
    expect(await world.api.ok('pub/invite/panel', { tk: leader, id: publication, filter })).toMatchObject({
      sent: 3,
      alreadyInvited: 0,
      unsubscribed: 0,
    });
    await deliver();
    const mails = await sink.waitForMessages(3);
    expect(mails.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      'fleur@example.org',
      'imi@example.org',
      'vera@example.org',
    ]);
    const vera = mails.find((mail) => mail.envelope.to[0] === 'vera@example.org')!;
    // The judges' title, never the leader's name for the publication; the closing date; the link as a button.
    expect(vera.subject).toBe('Invitation: Juice tasting');
    expect(vera.text).toContain('Hello Vera,');
    expect(vera.text).toContain('open until');
    expect(vera.text).not.toContain('client X');
    expect(vera.html).toContain(`href="${PUBLIC_URL}/invite/${inviteToken(vera)}"`);
    const fleur = mails.find((mail) => mail.envelope.to[0] === 'fleur@example.org')!;
    expect(fleur.subject).toBe('Invitation : Dégustation de jus');
    expect(await stateOf('vera@example.org')).toBe('sent');

    expect(await world.api.ok('pub/invite/panel', { tk: leader, id: publication, filter })).toMatchObject({
      sent: 0,
      alreadyInvited: 3,
    });
    expect(
      await world.api.ok('pub/invite/panel', { tk: leader, id: publication, filter: [], resend: true }),
    ).toMatchObject({ sent: 4, alreadyInvited: 0 });
    await deliver();
    await sink.waitForMessages(7);
    // A condition on a field the account does not have is refused.
    const unknown = await world.api.call('pub/invite/panel', {
      tk: leader,
      id: publication,
      filter: [{ field: 'shoe', values: ['42'] }],
    });
    expect(unknown.errorType).toBe(ErrorCode.invalidRequest);
  });

  it('refuses a file with bad rows, each by its line, and sends nothing until it is clean', async () => {
    const bad = [
      'email,name,language',
      'not-an-address,Xavier,en',
      'ok@example.org,Olga,xx',
      'two@example.org,Tom,fr',
      'TWO@example.org,Tim,en',
    ].join('\n');
    const refused = await world.api.ok('pub/invite/file', { tk: leader, id: publication, file: bad });
    expect(refused.faults.map((fault) => fault.line)).toEqual([2, 3, 5]);
    expect(refused.faults[0]?.message).toContain('not an email address');
    expect(refused.faults[1]?.message).toContain('Unknown language');
    expect(refused.faults[2]?.message).toContain('already on line 4');
    expect(refused.sent).toBe(0);
    await deliver();
    expect(sink.messages).toHaveLength(0);
    expect(await db().selectFrom('mail_message').select('id').execute()).toHaveLength(0);
    expect(await db().selectFrom('member').select('id').where('email', '=', 'two@example.org').execute()).toHaveLength(
      0,
    );

    // Clean, without a header: a known judge is found by address, name and language kept.
    await judge('Known', { email: 'known@example.org', language: 'de' });
    const clean = 'known@example.org,Someone Else,en\nnew@example.org,Nina,ja\n';
    expect(await world.api.ok('pub/invite/file', { tk: leader, id: publication, file: clean })).toMatchObject({
      sent: 2,
      alreadyInvited: 0,
      unsubscribed: 0,
      faults: [],
    });
    await deliver();
    const mails = await sink.waitForMessages(2);
    expect(mails.find((mail) => mail.envelope.to[0] === 'known@example.org')?.subject).toBe('Einladung: Juice tasting');
    expect(mails.find((mail) => mail.envelope.to[0] === 'new@example.org')?.text).toContain('Nina');
    const listed = await invitations();
    expect(listed.find((one) => one.email === 'known@example.org')?.name).toBe('Known');
    expect(listed.find((one) => one.email === 'new@example.org')).toMatchObject({ name: 'Nina', language: 'ja' });
  });

  it('opens the run as the invited judge on any device, the answers theirs, until the publication closes', async () => {
    await world.api.ok('pub/invite/file', { tk: leader, id: publication, file: 'ines@example.org,Ines Duval,en' });
    await deliver();
    const [mail] = await sink.waitForMessages(1);
    const token = inviteToken(mail!);

    const phone = await answerThroughLink(token, 'daily');
    expect(await stateOf('ines@example.org')).toBe('finished');
    // The long results name her as they name a named judge.
    const long = await world.api.ok('pub/export', { tk: leader, id: publication, format: 'long' });
    expect(long.content).toContain('Ines Duval');

    // Another device: the same individual link, a judge token of its own.
    const laptop = await world.api.call('invite/open', { token });
    expect(laptop.link).toBe(phone.link);
    expect(laptop.tk).not.toBe(phone.tk);
    // Once the lab gives the publication time slots, the link leads to booking one first.
    await world.api.ok('pub/slots/create', {
      tk: leader,
      id: publication,
      startsAt: world.api.now + DAY,
      minutes: 60,
      places: 4,
    });
    expect((await world.api.ok('invite/open', { token })).bookable).toBe(true);
    expect((await world.api.call('invite/open', { token: 'x'.repeat(43) })).errorType).toBe(ErrorCode.invalidLink);

    world.api.advance(41 * DAY);
    expect((await world.api.call('invite/open', { token })).errorType).toBe(ErrorCode.invalidLink);
    expect((await world.api.call('pub/remind', { tk: leader, id: publication })).errorType).toBe(
      ErrorCode.invitationsClosed,
    );
  });

  it('reminds only the unfinished: never one who finished, was screened out or unsubscribed', async () => {
    const file = ['fin@example.org,Fin,en', 'out@example.org,Out,en', 'unsub@example.org,Unsub,en'];
    file.push('half@example.org,Half,en', 'never@example.org,Never,en');
    await world.api.ok('pub/invite/file', { tk: leader, id: publication, file: file.join('\n') });
    await deliver();
    const mails = await sink.waitForMessages(5);
    const tokenOf = (address: string) => inviteToken(mails.find((mail) => mail.envelope.to[0] === address)!);
    await answerThroughLink(tokenOf('fin@example.org'), 'daily');
    await answerThroughLink(tokenOf('out@example.org'), 'never');
    await answerThroughLink(tokenOf('half@example.org'), 'daily', false);
    const account = await findDefaultAccount(db());
    await insertSuppression(db(), account!.id, 'unsub@example.org', world.api.now);

    world.api.advance(HOUR);
    expect(await world.api.ok('pub/remind', { tk: leader, id: publication })).toMatchObject({ sent: 2 });
    await deliver();
    const reminders = (await sink.waitForMessages(7)).slice(5);
    expect(reminders.map((mail) => mail.envelope.to[0]).sort()).toEqual(['half@example.org', 'never@example.org']);
    expect(reminders[0]?.subject).toBe('Reminder: Juice tasting');
    // A reminder's own link opens the same run.
    const again = await world.api.ok('invite/open', { token: inviteToken(reminders[0]!) });
    expect(again.link).toBeTruthy();
    const listed = await invitations();
    expect(listed.find((one) => one.email === 'half@example.org')).toMatchObject({ remindersSent: 1 });
    expect(listed.find((one) => one.email === 'out@example.org')).toMatchObject({
      state: 'finished',
      remindersSent: 0,
    });
    expect(listed.find((one) => one.email === 'unsub@example.org')).toMatchObject({
      state: 'unsubscribed',
      remindersSent: 0,
    });
  });

  it('sends the scheduled reminder once, however many processes pass at once', async () => {
    await world.api.ok('pub/invite/file', {
      tk: leader,
      id: publication,
      file: 'a@example.org,A,en\nb@example.org,B,en',
    });
    await world.api.ok('pub/remind/schedule', { tk: leader, id: publication, remindBeforeHours: 48 });
    expect(await sendScheduledReminders(db(), world.api.now)).toBe(0);

    world.api.advance(38 * DAY + HOUR);
    const passes = await Promise.all([
      sendScheduledReminders(db(), world.api.now),
      sendScheduledReminders(db(), world.api.now),
      sendScheduledReminders(db(), world.api.now),
    ]);
    expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(2);
    expect(await sendScheduledReminders(db(), world.api.now + HOUR)).toBe(0);
    await deliver();
    const mails = await sink.waitForMessages(4);
    expect(mails.filter((mail) => mail.subject.startsWith('Reminder')).length).toBe(2);
    const { schedule } = await world.api.ok('pub/invitations', { tk: leader, id: publication });
    expect(schedule).toEqual({ remindBeforeHours: 48, sentAt: world.api.now });
  });

  it('palate invite and palate remind: a bad file refused by its lines, then how many were sent', async () => {
    const env = childEnvironment({ SMTP_URL: sink.url, MAIL_FROM: 'Lab <lab@example.org>', PUBLIC_URL });
    if (engine === 'postgres') env.DATABASE_URL = world.test.location;
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = dirname(world.test.location);
    }
    const palate = (...args: string[]) => run(process.execPath, [CLI, ...args], { env });
    const badFile = join(folder, `bad-${engine}.csv`);
    writeFileSync(badFile, 'email,name,language\nwho@,Who,en\n');
    await expect(palate('invite', '--publication', publication, '--file', badFile)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('line 2: "who@" is not an email address.') as unknown,
    });
    expect(sink.messages).toHaveLength(0);

    const goodFile = join(folder, `good-${engine}.csv`);
    writeFileSync(goodFile, 'email,name,language\ncli@example.org,Cli,en\ncla@example.org,Cla,pt\n');
    const invited = await palate('invite', '--publication', publication, '--file', goodFile);
    expect(invited.stdout).toBe('2 invitations sent\n');
    expect((await sink.waitForMessages(2)).map((mail) => mail.subject).sort()).toEqual([
      'Convite: Juice tasting',
      'Invitation: Juice tasting',
    ]);
    const reminded = await palate('remind', '--publication', publication);
    expect(reminded.stdout).toBe('2 reminders sent\n');
    await sink.waitForMessages(4);
  }, 120_000); // three runs of the command line, each a process that starts Node and migrates
});
