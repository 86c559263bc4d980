import { LANGUAGES, type Language } from '@palate/engine';
import {
  CallError,
  ErrorCode,
  type InvitationOutcome,
  type InvitationState,
  type InvitationView,
  type ProfileFilter,
} from '@palate/protocol';
import type { Db } from '../../db/database.ts';
import type { Account, MemberRow } from '../../accounts/members.repository.ts';
import { findAccount } from '../../accounts/members.repository.ts';
import { findMemberById } from '../../accounts/logins.repository.ts';
import { createUser } from '../../accounts/admin.service.ts';
import { issueToken } from '../../accounts/members.service.ts';
import { recordAudit } from '../../accounts/audit.service.ts';
import { meetsFilter } from '../../panel/audience.ts';
import { profilesByKey, visibleProfileFields } from '../../panel/judge-profiles.service.ts';
import { membersByEmail, namedJudgesWithEmail, setMemberEmail } from '../../panel/judge-emails.repository.ts';
import { foldLogin } from '../../accounts/login.service.ts';
import { checkFilter } from '../../publishing/publication-audience.service.ts';
import { ownPublication } from '../../publishing/own-publication.ts';
import { findPublication, type PublicationRow } from '../../publishing/publications.repository.ts';
import { isDeleted, isPastExpiry } from '../../publishing/publication-state.ts';
import { individualLinkFor } from '../../publishing/links.service.ts';
import { loadDefinition } from '../../publishing/definitions.ts';
import { hashToken, newId, newToken } from '../../security/tokens.ts';
import type { CallContext } from '../../shared/context.ts';
import type { IssuedToken } from '../../shared/handler.ts';
import { judgesTitleOf } from '../../shared/judges-title.ts';
import { refusedRequest } from '../../shared/refusal.ts';
import { composeMail } from '../mail/layout.ts';
import { queueMail, unsubscribedAmong } from '../mail/outbox.ts';
import { mailSettingsOf } from '../mail/mail-settings.ts';
import { countSlots } from '../slots/slots.repository.ts';
import { closingDate, invitationTexts } from './invitation-texts.ts';
import { parseInvitationFile, type InvitationFileFault } from './invitation-file.ts';
import {
  claimLinkCode,
  findInvitationByLink,
  findSchedule,
  insertInvitation,
  insertInvitationLink,
  invitationsOfMembers,
  listInvitations,
  markOpened,
  queuedMailId,
  recordInvitationSent,
  recordReminderSent,
  saveSchedule,
  unfinishedInvitations,
  type InvitationRow,
} from './invitations.repository.ts';

/** Where an invitation round takes place: the publication, the address its links start with, the moment. */
interface Round {
  db: Db;
  publication: PublicationRow;
  origin: string;
  now: number;
}

const languageOf = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

/** Nobody is invited to or reminded of a publication that is closed or deleted (90435). */
function assertOpen(publication: PublicationRow, now: number): void {
  if (isPastExpiry(publication, now) || isDeleted(publication, now)) {
    throw new CallError(ErrorCode.invitationsClosed, 'This publication is closed.');
  }
}

const mailNotSetUp = () => new CallError(ErrorCode.mailNotSetUp, 'Email is not set up on this server.');

function assertMailSetUp(db: Db): void {
  if (!mailSettingsOf(db)) throw mailNotSetUp();
}

/** The address links start with: PUBLIC_URL, else the one the console is viewed at; refused without either. */
export function linkOrigin(publicUrl: string | null | undefined, consoleOrigin: string | undefined): string {
  const origin = publicUrl ?? consoleOrigin;
  if (!origin) throw refusedRequest('The address judges reach the server at is not known: set PUBLIC_URL.');
  return origin.replace(/\/+$/, '');
}

/** A new personal link for one message of an invitation: its token is in the address only. */
async function newPersonalLink(db: Db, invitation: Pick<InvitationRow, 'id' | 'link_origin'>, now: number) {
  const token = newToken();
  await insertInvitationLink(db, invitation.id, hashToken(token), now);
  return `${invitation.link_origin}/invite/${token}`;
}

async function titleFor(db: Db, publication: PublicationRow, language: Language): Promise<string> {
  return judgesTitleOf(publication, await loadDefinition(db, publication.questionnaire_id), language);
}

/** Queues one message; gives back the outbox's message, or null when the address unsubscribed. */
async function send(
  db: Db,
  invitation: InvitationRow,
  kind: 'invitation' | 'reminder',
  content: { subject: string; paragraphs: string[]; url: string; name: string },
  now: number,
): Promise<{ mailId: string | null; unsubscribed: boolean }> {
  const language = languageOf(invitation.language);
  const texts = invitationTexts(language);
  const outcome = await queueMail(
    db,
    {
      accountId: invitation.account_id,
      memberId: invitation.member_id,
      to: invitation.email,
      kind,
      language,
      // Without PUBLIC_URL the footer's unsubscribe link starts where the invitation's links do.
      linkOrigin: invitation.link_origin,
      subject: content.subject,
      body: composeMail(language, {
        greeting: texts.greeting(content.name),
        paragraphs: content.paragraphs,
        action: { label: texts.open, url: content.url },
      }),
    },
    now,
  );
  if (outcome === 'not-configured') throw mailNotSetUp();
  if (outcome === 'unsubscribed') return { mailId: null, unsubscribed: true };
  return { mailId: await queuedMailId(db, invitation.member_id, kind, now), unsubscribed: false };
}

async function sendInvitation(round: Round, invitation: InvitationRow, member: MemberRow) {
  const language = languageOf(invitation.language);
  const texts = invitationTexts(language);
  const title = await titleFor(round.db, round.publication, language);
  const closes = round.publication.expires_at;
  return send(
    round.db,
    invitation,
    'invitation',
    {
      subject: texts.invitationSubject(title),
      paragraphs: [
        texts.invitation(title),
        ...(closes === null ? [] : [texts.closes(closingDate(closes, language))]),
        texts.personal,
      ],
      url: await newPersonalLink(round.db, invitation, round.now),
      name: member.display_name,
    },
    round.now,
  );
}

/**
 * Invites these judges (each with an address) to the publication: a judge invited before
 * is written to again only when `resend` asks it.
 */
async function inviteMembers(round: Round, members: MemberRow[], resend: boolean): Promise<InvitationOutcome> {
  const outcome: InvitationOutcome = { sent: 0, alreadyInvited: 0, unsubscribed: 0 };
  const earlier = await invitationsOfMembers(
    round.db,
    round.publication.id,
    members.map((member) => member.id),
  );
  for (const member of members) {
    const email = member.email;
    if (email === null) continue;
    const language = languageOf(member.language);
    let invitation = earlier.get(member.id);
    if (invitation && !resend) {
      outcome.alreadyInvited += 1;
      continue;
    }
    if (!invitation) {
      invitation = {
        id: newId(),
        account_id: round.publication.account_id,
        publication_id: round.publication.id,
        member_id: member.id,
        email,
        language,
        link_origin: round.origin,
        invited_at: round.now,
        mail_id: null,
        unsubscribed: 0,
        last_reminded_at: null,
        reminders_sent: 0,
        opened_at: null,
        link_code: null,
      };
      await insertInvitation(round.db, invitation);
    } else {
      invitation = { ...invitation, email, language, link_origin: round.origin };
    }
    const sent = await sendInvitation(round, invitation, member);
    await recordInvitationSent(round.db, invitation.id, { email, language, ...sent, at: round.now });
    if (sent.unsubscribed) outcome.unsubscribed += 1;
    else outcome.sent += 1;
  }
  return outcome;
}

async function openRound(context: CallContext, id: string, consoleOrigin: string | undefined): Promise<Round> {
  const publication = await ownPublication(context, id);
  assertOpen(publication, context.now);
  assertMailSetUp(context.db);
  return {
    db: context.db,
    publication,
    origin: linkOrigin(context.settings.publicUrl, consoleOrigin),
    now: context.now,
  };
}

/** pub/invite/panel: the account's named judges with an address whose profile meets the conditions. */
export async function invitePanel(
  context: CallContext,
  request: { id: string; filter: ProfileFilter; resend: boolean; origin?: string | undefined },
): Promise<InvitationOutcome> {
  checkFilter(request.filter, await visibleProfileFields(context));
  const round = await openRound(context, request.id, request.origin);
  const judges = await namedJudgesWithEmail(context.db, round.publication.account_id);
  const profiles = await profilesByKey(
    context.db,
    round.publication.account_id,
    judges.map((judge) => judge.id),
  );
  const chosen = judges.filter((judge) => meetsFilter(request.filter, profiles.get(judge.id) ?? new Map()));
  const outcome = await inviteMembers(round, chosen, request.resend);
  await recordAudit(context, 'invitation.panel', round.publication.name, { filter: request.filter, ...outcome });
  return outcome;
}

/** The account's members known by these addresses, by address lower-cased: their email, else their login. */
async function membersKnownBy(db: Db, accountId: string, emails: string[]): Promise<Map<string, MemberRow>> {
  const members = await membersByEmail(db, accountId, emails, emails.map(foldLogin));
  const known = new Map<string, MemberRow>();
  for (const member of members) if (member.login_key !== null) known.set(member.login_key, member);
  // An address given as a judge's email outweighs the same text as someone's login.
  for (const member of members) if (member.email !== null) known.set(member.email.toLowerCase(), member);
  return known;
}

/**
 * The people of a file as the account's named judges: found by address when they are one
 * already (their name and language kept; their address noted if it was only their login),
 * else added, their login their address.
 */
async function judgesOfFile(
  db: Db,
  account: Account,
  people: { email: string; name: string; language: Language | undefined }[],
  now: number,
): Promise<MemberRow[]> {
  const known = await membersKnownBy(
    db,
    account.id,
    people.map((person) => person.email),
  );
  const judges: MemberRow[] = [];
  for (const person of people) {
    const existing = known.get(person.email.toLowerCase());
    if (existing) {
      if (existing.email === null) await setMemberEmail(db, existing.id, person.email);
      judges.push({ ...existing, email: existing.email ?? person.email });
      continue;
    }
    const { id } = await createUser(
      db,
      account,
      { type: 'j', login: person.email, name: person.name || undefined, roles: [], language: person.language },
      now,
    );
    await setMemberEmail(db, id, person.email);
    const member = await findMemberById(db, id);
    if (member) judges.push(member);
  }
  return judges;
}

/** The faults only the account can tell: an address that is a leader's login or email. */
async function accountFaults(db: Db, accountId: string, people: { line: number; email: string }[]) {
  const known = await membersKnownBy(
    db,
    accountId,
    people.map((person) => person.email),
  );
  return people.flatMap((person): InvitationFileFault[] =>
    known.get(person.email.toLowerCase())?.type === 'u'
      ? [{ line: person.line, message: `"${person.email}" belongs to a leader of this account, not a judge.` }]
      : [],
  );
}

/** An invitations file checked, then (only when it is clean) its people invited. */
export async function inviteFromFile(
  db: Db,
  publication: PublicationRow,
  request: { file: string; resend: boolean; checkOnly: boolean; origin: string },
  now: number,
): Promise<InvitationOutcome & { faults: InvitationFileFault[] }> {
  const none = { sent: 0, alreadyInvited: 0, unsubscribed: 0 };
  const { people, faults } = parseInvitationFile(request.file);
  faults.push(...(await accountFaults(db, publication.account_id, people)));
  faults.sort((a, b) => a.line - b.line);
  if (faults.length > 0 || request.checkOnly) return { ...none, faults };
  const account = await findAccount(db, publication.account_id);
  if (!account) throw refusedRequest('The account is gone.');
  const judges = await judgesOfFile(db, account, people, now);
  const outcome = await inviteMembers({ db, publication, origin: request.origin, now }, judges, request.resend);
  return { ...outcome, faults: [] };
}

/** pub/invite/file */
export async function inviteFile(
  context: CallContext,
  request: { id: string; file: string; resend: boolean; checkOnly: boolean; origin?: string | undefined },
): Promise<InvitationOutcome & { faults: InvitationFileFault[] }> {
  const round = await openRound(context, request.id, request.origin);
  const result = await inviteFromFile(context.db, round.publication, { ...request, origin: round.origin }, context.now);
  if (!request.checkOnly && result.faults.length === 0) {
    const { sent, alreadyInvited, unsubscribed } = result;
    await recordAudit(context, 'invitation.file', round.publication.name, { sent, alreadyInvited, unsubscribed });
  }
  return result;
}

/** For the CLI: an invitations file for a publication found by id (any account's: the CLI is the server's operator). */
export async function inviteFileAsOperator(
  db: Db,
  publicationId: string,
  file: string,
  origin: string,
  now: number,
): Promise<InvitationOutcome & { faults: InvitationFileFault[] }> {
  const publication = await findPublication(db, publicationId);
  if (!publication) throw new Error(`There is no publication ${publicationId}.`);
  assertOpen(publication, now);
  assertMailSetUp(db);
  return inviteFromFile(db, publication, { file, resend: false, checkOnly: false, origin }, now);
}

/**
 * Reminds every invited judge who has not finished (a screened-out run is finished):
 * queueMail refuses an address that unsubscribed. Gives back how many were sent.
 */
export async function remindUnfinished(db: Db, publication: PublicationRow, now: number): Promise<number> {
  assertOpen(publication, now);
  assertMailSetUp(db);
  let sent = 0;
  const waiting = await unfinishedInvitations(db, publication.id);
  const unsubscribed = await unsubscribedAmong(
    db,
    publication.account_id,
    waiting.map((invitation) => invitation.email),
  );
  for (const invitation of waiting) {
    if (unsubscribed.has(invitation.email.toLowerCase())) continue;
    const member = await findMemberById(db, invitation.member_id);
    if (!member || member.deactivated_at !== null) continue;
    const language = languageOf(invitation.language);
    const texts = invitationTexts(language);
    const title = await titleFor(db, publication, language);
    const closes = publication.expires_at;
    const outcome = await send(
      db,
      invitation,
      'reminder',
      {
        subject: texts.reminderSubject(title),
        paragraphs: [texts.reminder(title), ...(closes === null ? [] : [texts.closes(closingDate(closes, language))])],
        url: await newPersonalLink(db, invitation, now),
        name: member.display_name,
      },
      now,
    );
    await recordReminderSent(db, invitation.id, { ...outcome, at: now });
    if (!outcome.unsubscribed) sent += 1;
  }
  return sent;
}

/** pub/remind */
export async function remindByHand(context: CallContext, id: string): Promise<number> {
  const publication = await ownPublication(context, id);
  const sent = await remindUnfinished(context.db, publication, context.now);
  await recordAudit(context, 'invitation.remind', publication.name, { sent });
  return sent;
}

/** For the CLI: reminds a publication found by id. */
export async function remindAsOperator(db: Db, publicationId: string, now: number): Promise<number> {
  const publication = await findPublication(db, publicationId);
  if (!publication) throw new Error(`There is no publication ${publicationId}.`);
  return remindUnfinished(db, publication, now);
}

/** pub/remind/schedule */
export async function setReminderSchedule(context: CallContext, id: string, hours: number | null): Promise<void> {
  const publication = await ownPublication(context, id);
  if (hours !== null && publication.expires_at === null) {
    throw refusedRequest('The publication has no closing date to count the reminder back from.');
  }
  await saveSchedule(context.db, publication.id, hours);
  await recordAudit(context, 'invitation.schedule', publication.name, { remindBeforeHours: hours });
}

function stateOf(row: {
  mail_status: string | null;
  unsubscribed: number;
  opened_at: number | null;
  finished: number;
}) {
  let state: InvitationState = 'queued';
  if (row.unsubscribed === 1) state = 'unsubscribed';
  else if (row.mail_status === 'sent') state = 'sent';
  else if (row.mail_status === 'failed') state = 'failed';
  if (row.opened_at !== null && state !== 'unsubscribed') state = 'opened';
  if (row.finished === 1) state = 'finished';
  return state;
}

/** pub/invitations */
export async function invitationsOf(context: CallContext, id: string) {
  const publication = await ownPublication(context, id);
  const [rows, schedule] = await Promise.all([
    listInvitations(context.db, publication.id),
    findSchedule(context.db, publication.id),
  ]);
  const unsubscribed = await unsubscribedAmong(
    context.db,
    publication.account_id,
    rows.map((row) => row.email),
  );
  const invitations = rows.map((row): InvitationView => ({
    id: row.id,
    memberId: row.member_id,
    name: row.display_name,
    email: row.email,
    language: languageOf(row.language),
    state: stateOf({ ...row, unsubscribed: unsubscribed.has(row.email.toLowerCase()) ? 1 : row.unsubscribed }),
    invited: Number(row.invited_at),
    opened: row.opened_at === null ? null : Number(row.opened_at),
    remindersSent: row.reminders_sent,
    lastReminded: row.last_reminded_at === null ? null : Number(row.last_reminded_at),
  }));
  return {
    name: publication.name,
    invitations,
    schedule: {
      remindBeforeHours: schedule?.remind_before_hours ?? null,
      sentAt: schedule?.sent_at == null ? null : Number(schedule.sent_at),
    },
    closes: publication.expires_at === null ? null : Number(publication.expires_at),
  };
}

const wrongLink = () => new CallError(ErrorCode.invalidLink, 'Oops... wrong link.');

/**
 * invite/open: a personal link followed, on any device. Its judge gets a fresh judge token
 * and their individual link to the publication (made at the first opening, the same ever
 * after), so the judges' app serves the questionnaire as them. Until the publication
 * closes; an unknown link, or a closed or deleted publication, is the wrong link.
 */
export async function openInvitation(
  context: CallContext,
  token: string,
): Promise<{ link: string; pub: string; bookable: boolean; token: IssuedToken }> {
  const invitation = await findInvitationByLink(context.db, hashToken(token));
  if (!invitation) throw wrongLink();
  const publication = await findPublication(context.db, invitation.publication_id);
  if (!publication || isPastExpiry(publication, context.now) || isDeleted(publication, context.now)) throw wrongLink();
  const member = await findMemberById(context.db, invitation.member_id);
  if (!member || member.deactivated_at !== null) throw wrongLink();
  const link =
    invitation.link_code ??
    (await claimLinkCode(
      context.db,
      invitation.id,
      await individualLinkFor(context.db, publication.id, member.id, context.now),
    ));
  await markOpened(context.db, invitation.id, context.now);
  const issued = await issueToken(
    context.db,
    member.id,
    context.now + context.settings.judgeTokenLifeSeconds * 1000,
    context.now,
  );
  const bookable = (await countSlots(context.db, publication.id)) > 0;
  return { link, pub: publication.id, bookable, token: issued };
}
