import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ErrorCode } from '@palate/protocol';
import { listAuditEntries } from '../src/accounts/audit.repository.ts';
import { findDefaultAccount } from '../src/accounts/members.repository.ts';
import { composeMail } from '../src/outreach/mail/layout.ts';
import { MAIL_HOLD_MS, MAIL_RETRY_DELAYS_MS, sendDueMail } from '../src/outreach/mail/mail-loop.ts';
import { claimDueMessages } from '../src/outreach/mail/mail.repository.ts';
import { isUnsubscribed, queueMail, type OutgoingMail } from '../src/outreach/mail/outbox.ts';
import type { ServerSettings } from '../src/shared/context.ts';
import { TEST_SETTINGS } from './api.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi, type Engine } from './harness.ts';
import { freePort } from './server-process.ts';
import { SINK_PASSWORD, SINK_USER, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const PUBLIC_URL = 'https://tasting.example.org';
const FROM = 'Sensory lab <panel@example.org>';

it('reads SMTP_URL and MAIL_FROM, refusing at start what could never send, without echoing the password', () => {
  expect(loadConfig({}).settings.mail).toBeNull();
  expect(loadConfig({ SMTP_URL: 'smtps://lab:s3cret@mail.example.org', MAIL_FROM: FROM }).settings.mail).toEqual({
    smtpUrl: 'smtps://lab:s3cret@mail.example.org',
    from: FROM,
  });
  for (const [env, message] of [
    [{ SMTP_URL: 'https://lab:s3cret@mail.example.org', MAIL_FROM: FROM }, /SMTP_URL/],
    [{ SMTP_URL: 'mail.example.org:587', MAIL_FROM: FROM }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://lab:s3cret@mail.example.org:587' }, /MAIL_FROM/],
    [{ SMTP_URL: 'smtp://lab:s3cret@mail.example.org:587', MAIL_FROM: 'Sensory lab' }, /MAIL_FROM/],
  ] as const) {
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).not.toThrow(/s3cret/);
  }
});

describeEachDatabase('email', (engine: Engine) => {
  let port: number;
  let sink: SmtpSink | undefined;
  let settings: ServerSettings;
  let world: DemoApi;
  let leader: string;
  let accountId: string;

  /** The world on settings of its own, with a leader signed in. */
  async function start(given: ServerSettings): Promise<void> {
    settings = given;
    world = await startDemoApi(engine, settings);
    // The clock moves by days over the suite: the leader's token must outlive them.
    leader = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], tokenLifeMs: 30 * 24 * 3600_000 })
    ).tk;
    accountId = (await findDefaultAccount(world.test.database.db))!.id;
  }

  // One world per database for the suite (starting one is most of a test's time); each test starts from an empty outbox.
  beforeAll(async () => {
    port = await freePort();
    sink = await startSmtpSink(port);
    await start({
      ...TEST_SETTINGS,
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`, from: FROM },
    });
  });
  beforeEach(async () => {
    sink ??= await startSmtpSink(port);
    sink.messages.length = 0;
    sink.refusals.length = 0;
    await db().deleteFrom('mail_message').execute();
    await db().deleteFrom('mail_suppression').execute();
    await db().deleteFrom('audit_log').execute();
  });
  afterAll(async () => {
    await sink?.close();
    await world?.close();
  });

  /** Runs `test` in a world of its own on other settings, then comes back to the suite's. */
  async function inWorldOf(given: ServerSettings, test: () => Promise<void>): Promise<void> {
    const suite = { world, leader, accountId, settings };
    await start(given);
    try {
      await test();
    } finally {
      await world.close();
      ({ world, leader, accountId, settings } = suite);
    }
  }

  const db = () => world.test.database.db;
  const pass = () => sendDueMail(db(), settings, world.api.now);
  const messages = async () => (await world.api.ok('acc/mail/messages', { tk: leader })).messages;
  const mailTo = (to: string, subject = 'Tasting on Monday'): OutgoingMail => ({
    accountId,
    memberId: null,
    to,
    kind: 'invitation',
    language: 'en',
    subject,
    body: composeMail('en', { greeting: 'Hello Ana,', paragraphs: ['Come & taste <three> juices.'] }),
  });
  const auditOf = async (action: string) =>
    (await listAuditEntries(db(), accountId, { action, limit: 100 })).map((entry) => ({
      actor: entry.actor_id,
      name: entry.actor_name,
      target: entry.target,
      detail: JSON.parse(entry.detail) as Record<string, unknown>,
    }));

  it('sends a test email a mail client reads whole: From, To, subject, text and HTML parts, the unsubscribe link and header', async () => {
    expect(await world.api.ok('acc/mail/status', { tk: leader })).toMatchObject({
      configured: true,
      from: FROM,
      queued: 0,
      failed: 0,
    });
    const queued = await world.api.call(
      'acc/mail/test',
      { tk: leader, to: 'ana@example.org' },
      { 'accept-language': 'fr' },
    );
    expect(queued.errorType).toBe(0);
    expect(await world.api.ok('acc/mail/status', { tk: leader })).toMatchObject({ queued: 1, failed: 0 });

    expect(await pass()).toBe(1);
    const [mail] = await sink!.waitForMessages(1);
    expect(mail!.user).toBe(SINK_USER);
    expect(mail!.envelope).toEqual({ from: 'panel@example.org', to: ['ana@example.org'] });
    expect(mail!.from).toBe(FROM);
    expect(mail!.to).toBe('ana@example.org');
    expect(mail!.subject).toBe('Palate : courriel de test');
    const link = /^<(https:\/\/tasting\.example\.org\/unsubscribe\/([\w-]{43}))>$/.exec(
      mail!.headers['list-unsubscribe'] ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain('Ceci est un courriel de test de Palate.');
    expect(mail!.text).toContain(`Se désabonner de ces courriels: ${link![1]}`);
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.html).toContain(`<a href="${link![1]}"`);

    expect(await pass()).toBe(0);
    const [sent] = await messages();
    expect(sent).toMatchObject({ to: 'ana@example.org', kind: 'test', status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).toBe(world.api.now);
    // What the message carried (a judge's personal link, in other kinds) is not kept once sent.
    const row = await db().selectFrom('mail_message').selectAll().executeTakeFirstOrThrow();
    expect([row.text_body, row.html_body, row.unsubscribe_token]).toEqual(['', '', null]);
    expect(await auditOf('mail.')).toEqual([
      {
        actor: null,
        name: 'system',
        target: 'ana@example.org',
        detail: { kind: 'test', message: sent!.id, attempt: 1 },
      },
    ]);
  });

  it('escapes the sender’s words in the HTML part and keeps them as written in the text part', async () => {
    expect(await queueMail(db(), mailTo('ana@example.org'), world.api.now)).toBe('queued');
    await pass();
    const [mail] = await sink!.waitForMessages(1);
    expect(mail!.text).toContain('Hello Ana,\n\nCome & taste <three> juices.');
    expect(mail!.html).toContain('<p>Come &amp; taste &lt;three&gt; juices.</p>');
  });

  it('retries a message the SMTP server refuses after 1 min, 5 min, 30 min, 2 h and 12 h, then shows it failed; a retry sends it', async () => {
    sink!.refusals.push(
      { at: 'rcpt', code: 450, message: 'Mailbox busy' },
      { at: 'data', code: 554, message: 'Message rejected as spam' },
      { at: 'rcpt', code: 550, message: 'No such user' },
      { at: 'data', code: 451, message: 'Local error' },
      { at: 'rcpt', code: 550, message: 'No such user' },
      { at: 'data', code: 554, message: 'Message rejected as spam' },
    );
    await queueMail(db(), mailTo('ana@example.org'), world.api.now);
    expect(await pass()).toBe(1);
    for (const [index, wait] of MAIL_RETRY_DELAYS_MS.entries()) {
      const [waiting] = await messages();
      expect(waiting).toMatchObject({ status: 'queued', attempts: index + 1, nextAttemptAt: world.api.now + wait });
      world.api.advance(wait - 1);
      expect(await pass()).toBe(0);
      world.api.advance(1);
      expect(await pass()).toBe(1);
    }
    const [failed] = await messages();
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    expect(failed!.lastError).toMatch(/^554 .*Message rejected as spam/);
    expect((await world.api.ok('acc/mail/messages', { tk: leader, status: 'failed' })).messages).toEqual([failed]);
    expect((await world.api.ok('acc/mail/messages', { tk: leader, kind: 'reminder' })).messages).toEqual([]);
    expect(await world.api.ok('acc/mail/status', { tk: leader })).toMatchObject({ queued: 0, failed: 1 });
    world.api.advance(24 * 3600_000);
    expect(await pass()).toBe(0);
    expect(sink!.messages).toEqual([]);
    const refusals = await auditOf('mail.refused');
    expect(refusals.map((entry) => [entry.detail.attempt, String(entry.detail.reply).slice(0, 3)])).toEqual(
      expect.arrayContaining([
        [1, '450'],
        [2, '554'],
        [3, '550'],
        [4, '451'],
        [5, '550'],
        [6, '554'],
      ]),
    );
    expect(refusals.find((entry) => entry.detail.attempt === 6)!.detail.retryAt).toBeNull();

    // The leader sends it again: it goes, with its words intact.
    await world.api.ok('acc/mail/retry', { tk: leader, id: failed!.id });
    expect((await world.api.call('acc/mail/retry', { tk: leader, id: failed!.id })).errorType).toBe(
      ErrorCode.mailNotRetriable,
    );
    expect(await pass()).toBe(1);
    const [mail] = await sink!.waitForMessages(1);
    expect(mail!.subject).toBe('Tasting on Monday');
    expect((await messages())[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a message while the SMTP server is down and sends it once it is up', async () => {
    await sink!.close();
    sink = undefined;
    await queueMail(db(), mailTo('ana@example.org'), world.api.now);
    expect(await pass()).toBe(1);
    const [waiting] = await messages();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    sink = await startSmtpSink(port);
    world.api.advance(MAIL_RETRY_DELAYS_MS[0]!);
    expect(await pass()).toBe(1);
    expect((await sink.waitForMessages(1)).map((mail) => mail.to)).toEqual(['ana@example.org']);
    expect((await messages())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each message once when two passes run at once, and again only when a claim is held past its time', async () => {
    const addresses = Array.from({ length: 7 }, (_, index) => `judge${index}@example.org`);
    for (const address of addresses) await queueMail(db(), mailTo(address), world.api.now);
    const tries = await Promise.all([pass(), pass()]);
    expect(tries[0]! + tries[1]!).toBe(7);
    await sink!.waitForMessages(7);
    expect(sink!.messages.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    expect(await pass()).toBe(0);

    // A process that claimed a message and died: the message is another's once the hold runs out.
    await queueMail(db(), mailTo('late@example.org'), world.api.now);
    expect(await claimDueMessages(db(), world.api.now, world.api.now + MAIL_HOLD_MS, 5)).toHaveLength(1);
    expect(await pass()).toBe(0);
    world.api.advance(MAIL_HOLD_MS);
    expect(await pass()).toBe(1);
    expect((await sink!.waitForMessages(8)).at(-1)!.to).toBe('late@example.org');
  });

  it('unsubscribes an address from the page its link opens, by POST only, and refuses to write to it again', async () => {
    await queueMail(db(), { ...mailTo('Ana@Example.org'), language: 'de' }, world.api.now);
    await queueMail(db(), mailTo('bo@example.org'), world.api.now);
    await pass();
    const [first] = (await sink!.waitForMessages(2)).filter((mail) => mail.to.toLowerCase() === 'ana@example.org');
    const path = new URL(/^<(.+)>$/.exec(first!.headers['list-unsubscribe']!)![1]!).pathname;

    // A mail scanner following the link changes nothing.
    const page = await world.api.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Keine E-Mails mehr an Ana@Example.org senden?');
    expect(page.body).toContain('<form method="post">');
    expect(await isUnsubscribed(db(), accountId, ['ana@example.org'])).toEqual(new Map([['ana@example.org', false]]));

    const done = await world.api.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('An Ana@Example.org werden keine E-Mails mehr gesendet.');
    expect((await world.api.app.inject({ method: 'GET', url: path })).body).toContain('Erledigt');
    expect(await isUnsubscribed(db(), accountId, ['ANA@example.org', 'bo@example.org'])).toEqual(
      new Map([
        ['ANA@example.org', true],
        ['bo@example.org', false],
      ]),
    );
    expect(await queueMail(db(), mailTo('ana@EXAMPLE.org'), world.api.now)).toBe('unsubscribed');
    const refused = await world.api.call('acc/mail/test', { tk: leader, to: 'ana@example.org' });
    expect(refused.errorType).toBe(ErrorCode.mailUnsubscribed);
    expect(await queueMail(db(), mailTo('bo@example.org'), world.api.now)).toBe('queued');

    const unknown = await world.api.app.inject({
      method: 'GET',
      url: '/unsubscribe/no-such-token',
      headers: { 'accept-language': 'es' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Este enlace para darse de baja no es válido');
  });

  it('does not send a queued message to an address that unsubscribed meanwhile', async () => {
    await queueMail(db(), mailTo('ana@example.org'), world.api.now);
    await queueMail(db(), mailTo('ana@example.org', 'Reminder'), world.api.now);
    sink!.refusals.push({ at: 'rcpt', code: 451, message: 'Try later' });
    await pass();
    const [mail] = await sink!.waitForMessages(1);
    const path = new URL(/^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!).pathname;
    await world.api.app.inject({ method: 'POST', url: path });
    world.api.advance(MAIL_RETRY_DELAYS_MS[0]!);
    expect(await pass()).toBe(1);
    expect(sink!.messages).toHaveLength(1);
    expect((await messages()).map((message) => [message.status, message.lastError])).toContainEqual([
      'failed',
      'unsubscribed',
    ]);
  });

  it('starts unsubscribe links at the console’s address when PUBLIC_URL is unset', async () => {
    await inWorldOf({ ...settings, publicUrl: null }, async () => {
      const origin = 'http://192.168.1.20:8080';
      await world.api.ok('acc/mail/test', { tk: leader, to: 'ana@example.org', origin });
      await world.api.ok('acc/mail/test', { tk: leader, to: 'bo@example.org' });
      await pass();
      const [mail] = await sink!.waitForMessages(1);
      expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/192\.168\.1\.20:8080\/unsubscribe\/[\w-]{43}>$/);
      const unsent = (await messages()).find((message) => message.to === 'bo@example.org');
      expect(unsent).toMatchObject({
        status: 'failed',
        lastError: 'No address for the unsubscribe link: set PUBLIC_URL.',
      });
    });
  });

  it('stores and sends nothing without SMTP_URL, and says so', async () => {
    await inWorldOf({ ...TEST_SETTINGS, publicUrl: PUBLIC_URL }, async () => {
      expect(await world.api.ok('acc/mail/status', { tk: leader })).toMatchObject({
        configured: false,
        from: null,
        queued: 0,
        failed: 0,
      });
      expect((await world.api.call('acc/mail/test', { tk: leader, to: 'ana@example.org' })).errorType).toBe(
        ErrorCode.mailNotSetUp,
      );
      expect(await queueMail(db(), mailTo('ana@example.org'), world.api.now)).toBe('not-configured');
      expect(await pass()).toBe(0);
      expect(await db().selectFrom('mail_message').selectAll().execute()).toEqual([]);
    });
  });

  it('lets only leaders see and send the account’s email', async () => {
    const judge = await world.api.newJudge();
    for (const [path, body] of [
      ['acc/mail/status', {}],
      ['acc/mail/test', { to: 'ana@example.org' }],
      ['acc/mail/messages', {}],
      ['acc/mail/retry', { id: 'x' }],
    ] as const) {
      expect((await world.api.call(path, { tk: judge, ...body })).errorType).toBe(ErrorCode.notEnoughRights);
    }
  });
});
