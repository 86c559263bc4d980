import { createHash } from 'node:crypto';
import {
  buildPageSequence,
  organisationCode,
  repetitionBounds,
  repetitionProgress,
  type BlockBounds,
} from '@palate/engine';
import {
  CallError,
  ErrorCode,
  type BlockItem,
  type BlockStatus,
  LIST_PAGE_SIZE,
  type AccountSettings,
  type ListNavigation,
  type NavigationButton,
  type PublicationDetail,
  type PublicationSummary,
} from '@palate/protocol';
import { findJudgeLink } from '../publishing/links.repository.ts';
import { listPublications, type PublicationRow } from '../publishing/publications.repository.ts';
import { listSessionsOfMember, type JudgeSessionRow } from './runs.repository.ts';
import { countSessionsByStatus } from '../publishing/publication-counts.repository.ts';
import { findAccount } from '../accounts/members.repository.ts';
import { countJudgesOnTerminals } from '../publishing/terminals.repository.ts';
import { settingsOf } from '../accounts/account-settings.ts';
import { blockIdOf, servesRepetitionBlocks } from '../publishing/blocks.ts';
import { requireCaller, type CallContext } from '../shared/context.ts';
import { loadDefinition } from '../publishing/definitions.ts';
import { judgesTitleOf } from '../shared/judges-title.ts';
import { servedProducts } from '../publishing/design.ts';
import { requireTerminal } from '../publishing/terminals.service.ts';
import { isInAudience } from '../publishing/publication-audience.service.ts';
import { endOfLife, isPastExpiry, isThereForJudges } from '../publishing/publication-state.ts';

export interface ListRequest {
  /** The terminal token of the booth, checked (2300, 2301) when given. */
  term?: string | undefined;
  /** An individual link code: only its publication is listed (30201 when it is not the caller's). */
  link?: string | undefined;
  /** A block to describe as the `pub` in focus. */
  sess?: string | undefined;
}

export interface CallerList {
  pubs: PublicationSummary[];
  updateCode: string;
  pub: PublicationDetail | null;
  nav: ListNavigation;
  identPubs: { id: string; name: string }[];
}

/** term/publication: the questionnaires the caller may answer, with their own progress. */
export async function listForCaller(context: CallContext, request: ListRequest): Promise<CallerList> {
  const caller = requireCaller(context);
  const terminal =
    request.term === undefined ? null : await requireTerminal(context, request.term, caller.member.account_id);
  const linkedPublication = request.link === undefined ? undefined : await linkedPublicationOf(context, request.link);
  const anonymous = caller.member.login === null;
  const source = request.link !== undefined ? 'link' : terminal !== null ? 'term' : 'judge';
  const there = (await listPublications(context.db, caller.member.account_id, anonymous)).filter(
    (publication) =>
      isThereForJudges(publication, context.now) &&
      (linkedPublication === undefined || publication.id === linkedPublication),
  );
  // A publication restricted to some judges' profiles is listed to them only.
  const meant = await Promise.all(there.map((publication) => isInAudience(context.db, caller.member, publication)));
  const publications = there.filter((_, index) => meant[index]);
  const ids = publications.map((p) => p.id);
  // The account's settings (the list's buttons) are read alongside the counts, not after the list.
  const [sessionCounts, account] = await Promise.all([
    countSessionsByStatus(context.db, ids),
    findAccount(context.db, caller.member.account_id),
  ]);
  const onTerminals = await countJudgesOnTerminals(context.db, ids);
  const ownSessions = new Map(
    (await listSessionsOfMember(context.db, caller.member.id)).map((s) => [s.publication_id, s]),
  );
  const pubs = await Promise.all(
    publications.map(async (publication): Promise<PublicationSummary> => {
      const definition = await loadDefinition(context.db, publication.questionnaire_id);
      // Judges know it by its title for them, never by the leader's name for it.
      const title = judgesTitleOf(publication, definition, context.language);
      // Every repetition serves the publication's products (all, or one set's) once.
      const served = servedProducts(definition, publication);
      const sequence = buildPageSequence(
        definition,
        Array.from({ length: publication.repetitions }, () => served),
      );
      const pageCount = sequence.length;
      const own = ownSessions.get(publication.id);
      const answered = own ? (own.status === 'finished' ? pageCount : own.position) : 0;
      const progress = repetitionProgress(sequence, answered);
      const counts = sessionCounts.get(publication.id) ?? { inProgress: 0, finished: 0 };
      const started = counts.inProgress + counts.finished;
      const blocks: { repetition: number | null; bounds: BlockBounds }[] = servesRepetitionBlocks(publication)
        ? Array.from({ length: publication.repetitions }, (_, index) => ({
            repetition: index + 1,
            bounds: repetitionBounds(sequence, index + 1),
          }))
        : [{ repetition: null, bounds: { start: 0, end: sequence.length } }];
      const items = blocks.map(({ repetition, bounds }, index): BlockItem => {
        const status = blockStatusOf(publication, own, bounds, started, context.now);
        return {
          id: blockIdOf(publication.id, repetition),
          qstName: title,
          label: definition.title,
          nr: own ? blockProgress(own, bounds) : 0,
          nb: bounds.end - bounds.start,
          status,
          st: status,
          name: title,
          quest: { name: title },
          judgeName: caller.member.display_name,
          judges: { target: publication.target_judges },
          jSessCounts: {
            started,
            target: publication.target_judges,
            stMsg: { code: refusalCode(status, own, bounds) },
          },
          eol: endOfLife(publication, context.now),
          answers: {
            complete: counts.finished,
            partial: counts.inProgress,
            connected: onTerminals.get(publication.id) ?? 0,
            expected: publication.target_judges,
          },
          statusCode: refusalCode(status, own, bounds),
          tray: own?.tray ?? null,
          offlineEnabled: publication.offline_enabled === 1,
          source,
          org: organisationCode(publication.repetitions, blocks.length),
          rep: repetition ?? progress.rep,
          block: index + 1,
          repCount: publication.repetitions,
          singleRep: repetition !== null || publication.repetitions === 1,
          items: repetition === null ? progress.items : progress.items.filter((item) => item.rep === repetition),
        };
      });
      return {
        pubId: publication.id,
        pubName: title,
        contentId: publication.questionnaire_id,
        options: {
          orderNum: publication.tray_min !== null,
          selectionMode: publication.selection_mode,
          quest: publication.questionnaire_id,
          sess: publication.selection_mode === 'auto' ? publication.id : null,
          needId: publication.need_id === 1,
        },
        judgeSessions: own ? [{ id: own.id, st: own.status }] : [],
        items,
      };
    }),
  );
  const callWaiting = terminal !== null && terminal.judge_member_id === caller.member.id && terminal.call_at !== null;
  // A booth learns through its update checks that the leader answered its call.
  const updateCode = updateCodeOf(pubs, callWaiting);
  const focusId = linkedPublication ?? request.sess;
  const focus = pubs.find((pub) => pub.pubId === focusId);
  // An anonymous judge at a booth does not see the questionnaires that need a name;
  // the booth offers to identify for them (publication/members, then members/connect).
  const identPubs =
    terminal !== null && anonymous && linkedPublication === undefined
      ? await Promise.all(
          (await listPublications(context.db, caller.member.account_id, false))
            .filter((publication) => publication.need_id === 1 && isThereForJudges(publication, context.now))
            .map(async (publication) => ({
              id: publication.id,
              name: judgesTitleOf(
                publication,
                await loadDefinition(context.db, publication.questionnaire_id),
                context.language,
              ),
            })),
        )
      : [];
  return {
    pubs,
    updateCode,
    pub: focus ? detailOf(focus, updateCode) : null,
    nav: navigationOf(
      pubs,
      { onTerminal: terminal !== null, canIdentify: identPubs.length > 0, callWaiting },
      settingsOf(account ?? null),
    ),
    identPubs,
  };
}

/**
 * The list's buttons for this caller. Paging shows once the list has more than a page;
 * the client enables prev and next by the page it is on. Calling the leader needs a
 * terminal (a booth with a leader in the room), and so does identification, which picks
 * a name from the booth's list of logins. The account's leaders may hide any button, or
 * show it without letting it be pressed.
 */
function navigationOf(
  pubs: PublicationSummary[],
  caller: { onTerminal: boolean; canIdentify: boolean; callWaiting: boolean },
  settings: Pick<AccountSettings, 'hiddenListButtons' | 'disabledListButtons'>,
): ListNavigation {
  const hidden = new Set(settings.hiddenListButtons);
  const disabled = new Set(settings.disabledListButtons);
  const flags = (button: NavigationButton, allowed: boolean, working = false) => {
    const visible = allowed && !hidden.has(button);
    return { visible, enabled: visible && !disabled.has(button), working };
  };
  const paged = pubs.filter((pub) => pub.items.length > 0).length > LIST_PAGE_SIZE;
  return {
    prev: flags('prev', paged),
    next: flags('next', paged),
    goto: flags('goto', paged),
    call: flags('call', caller.onTerminal, caller.callWaiting),
    ident: flags('ident', caller.canIdentify),
    home: flags('home', true),
    refresh: flags('refresh', true),
  };
}

/** term/publication/checkUpdate: changes exactly when the caller's list would show something new. */
export async function checkUpdate(context: CallContext, request: ListRequest): Promise<string> {
  return (await listForCaller(context, request)).updateCode;
}

async function linkedPublicationOf(context: CallContext, code: string): Promise<string> {
  const link = await findJudgeLink(context.db, code);
  if (!link || link.member_id !== requireCaller(context).member.id) {
    throw new CallError(ErrorCode.invalidLink, 'Oops... wrong link.');
  }
  return link.publication_id;
}

/**
 * The spec's statuses, for a block of the judge's run; "full" is a pending questionnaire
 * whose started sessions reached the target. A block is finished once the run's furthest
 * screen lies beyond it, and in progress once the judge reached it, except that a later
 * repetition's block, waiting at its first screen, is still to be started.
 */
function blockStatusOf(
  publication: PublicationRow,
  own: JudgeSessionRow | undefined,
  bounds: BlockBounds,
  started: number,
  now: number,
): BlockStatus {
  if (own?.status === 'finished' || (own && own.furthest_position >= bounds.end)) return 'finished';
  if (isPastExpiry(publication, now)) return 'expired';
  if (own && (bounds.start === 0 || own.furthest_position > bounds.start)) return 'inProgress';
  if (!own && publication.target_judges !== null && started >= publication.target_judges) return 'full';
  return 'pending';
}

/** Screens of the block the judge has passed. */
function blockProgress(own: JudgeSessionRow, bounds: BlockBounds): number {
  if (own.status === 'finished') return bounds.end - bounds.start;
  return Math.min(Math.max(own.position - bounds.start, 0), bounds.end - bounds.start);
}

/** Why the judge cannot start the block: closed to new judges, or a repetition before it to finish first. */
function refusalCode(status: BlockStatus, own: JudgeSessionRow | undefined, bounds: BlockBounds): number {
  if (status === 'expired') return ErrorCode.questionnaireExpired;
  if (status === 'full') return ErrorCode.noMoreJudgesAvailable;
  if (status === 'pending' && bounds.start > 0 && (own?.furthest_position ?? 0) < bounds.start) {
    return ErrorCode.previousBlockUnfinished;
  }
  return ErrorCode.success;
}

/**
 * A digest of what the list shows, and of whether the booth's call waits. Seconds left are left out (they change every second
 * and the client counts them down itself); the hour of the deletion warning is kept, so
 * that the wording changes when it crosses into "less than an hour".
 */
function updateCodeOf(pubs: PublicationSummary[], callWaiting: boolean): string {
  const shown = pubs.map((pub) => [
    pub.pubId,
    pub.pubName,
    pub.options,
    pub.items.map((item) => [
      item.id,
      item.status,
      item.nr,
      item.jSessCounts.started,
      item.answers,
      item.eol.expired,
      item.eol.expiresSoon,
      item.eol.secondsBeforeDeletion === null ? null : Math.max(0, Math.floor(item.eol.secondsBeforeDeletion / 3600)),
    ]),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([shown, callWaiting]))
    .digest('base64url')
    .slice(0, 22);
}

function detailOf(pub: PublicationSummary, updateCode: string): PublicationDetail {
  return {
    id: pub.pubId,
    nm: pub.pubName,
    content: { items: pub.items.map((item) => ({ id: item.id, nm: item.qstName })) },
    ...pub.options,
    jsessions: pub.judgeSessions,
    data: { check: updateCode },
  };
}
