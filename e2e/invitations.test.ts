import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { createUser, requireAccount } from '../apps/server/src/accounts/admin.service.ts';
import { importDefinition, publishQuestionnaire } from '../apps/server/src/publishing/publishing.service.ts';
import { freePort } from '../apps/server/test/server-process.ts';
import { SINK_PASSWORD, SINK_USER, startSmtpSink, type SmtpSink } from '../apps/server/test/smtp-sink.ts';
import consoleTexts from '../apps/console/src/features/invitations/texts/en.ts';
import { PHONE, TABLET, describeInBrowser, screenshotPath } from './browser.ts';
import { startE2eApp, type E2eApp } from './app.ts';
import { signInToConsole } from './console-sign-in.ts';
import { seriousViolations } from './axe.ts';

/** The guide's page on invitations (docs/guide/inviting-judges.md) shows these screens, at a tablet's size. */
const GUIDE = resolve(import.meta.dirname, '../docs/guide');
const PASSWORD = 'Invite#2026';
const PUBLIC_URL = 'https://tasting.example.org';
const TEXTS = consoleTexts.invitations;
const NAME = 'Juices for client X';

const JUICES = questionnaire.parse({
  name: 'invited-juices',
  title: { en: 'Orange juice tasting' },
  products: [
    { id: 'fresh', name: 'Fresh' },
    { id: 'light', name: 'Light' },
  ],
  pages: [{ id: 'liking', perSample: true, controls: [{ kind: 'comment', id: 'comment', label: 'Your comment' }] }],
});

// The real server's own mail loop sends the invitation to an SMTP sink in this process.
describeInBrowser('invitations by email: the console invites, the judge follows the link and answers', () => {
  let app: E2eApp;
  let sink: SmtpSink;
  let publication: string;

  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    const smtpUrl = `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`;
    app = await startE2eApp('invitations', {
      prepare: () => ({ SMTP_URL: smtpUrl, MAIL_FROM: 'Sensory lab <panel@example.org>', PUBLIC_URL }),
    });
    const db = app.database.db;
    const demo = await requireAccount(db, 'demo');
    await createUser(
      db,
      demo,
      { login: 'ada', name: 'Ada', type: 'u', roles: ['user'], password: PASSWORD },
      Date.now(),
    );
    const id = await importDefinition(db, JUICES, Date.now());
    const options = { name: NAME, anonymous: false, targetJudges: null, expiresAt: null, tray: null };
    publication = (await publishQuestionnaire(db, id, options, Date.now())).publicationId;
  });
  afterAll(async () => {
    await sink?.close();
    await app?.close();
  });

  it('invites from a file, the judge answers through the emailed link on a phone, and the monitor names her', async () => {
    const leader = await app.browser.newContext({ viewport: TABLET, locale: 'en-US' });
    const console = await leader.newPage();
    await signInToConsole(console, app, { login: 'ada', password: PASSWORD, path: 'publications' });
    await console.getByRole('link', { name: TEXTS.link.replace('{{name}}', NAME) }).click();
    await console.getByRole('heading', { name: TEXTS.fileTitle }).waitFor();
    await console.getByLabel(TEXTS.file).setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('email,name,language\nines@example.org,Ines Duval,en\n'),
    });
    await console.getByRole('button', { name: TEXTS.inviteFile }).click();
    await console.getByText('1 sent, 0 already invited (not written to again), 0 unsubscribed.').waitFor();
    await console.getByRole('rowheader', { name: 'Ines Duval' }).waitFor();
    expect(await seriousViolations(console)).toEqual([]);
    await console.screenshot({ path: screenshotPath('console-invitations-desktop'), fullPage: true });
    await console.getByRole('heading', { name: TEXTS.fileTitle }).scrollIntoViewIfNeeded();
    await console.screenshot({ path: join(GUIDE, 'inviting-judges-1-invite.png') });

    await expect.poll(() => sink.messages.length, { timeout: 20_000 }).toBe(1);
    const mail = sink.messages[0]!;
    expect(mail.subject).toBe('Invitation: Orange juice tasting');
    const link = new RegExp(`${PUBLIC_URL}(/invite/[A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    expect(link).toBeDefined();

    // PUBLIC_URL is the lab's address; the phone reaches this test server at the link's path.
    const judge = await app.browser.newContext({ viewport: PHONE, hasTouch: true, locale: 'en-US' });
    const phone = await judge.newPage();
    await phone.goto(`${app.url}${link!}`);
    for (let screen = 0; screen < 2; screen++) {
      await phone.getByLabel('Your comment').fill(`Sample ${screen + 1}, sweet`);
      await phone.getByRole('button', { name: /^(Next|Finish)$/ }).click();
    }
    await phone.screenshot({ path: screenshotPath('invitations-judge-end-phone') });
    await expect
      .poll(
        async () => {
          await console.reload();
          await console.getByRole('rowheader', { name: 'Ines Duval' }).waitFor();
          return console.getByRole('cell', { name: TEXTS.states.finished, exact: true }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);

    await console
      .locator('section', { has: console.getByRole('heading', { name: TEXTS.listTitle }) })
      .screenshot({ path: join(GUIDE, 'inviting-judges-2-list.png') });
    await console.goto(`${app.url}/console/publications/${publication}/monitor`);
    await console.getByText('Ines Duval').first().waitFor();

    await console.goto(`${app.url}/console/publications/${publication}/invitations`);
    await console.setViewportSize(PHONE);
    await console.getByRole('rowheader', { name: 'Ines Duval' }).waitFor();
    expect(await seriousViolations(console)).toEqual([]);
    expect(await console.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await console.screenshot({ path: screenshotPath('console-invitations-phone'), fullPage: true });
    await leader.close();
    await judge.close();
  });
});
