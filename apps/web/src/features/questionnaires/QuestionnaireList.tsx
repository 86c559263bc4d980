import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation.tsx';
import { localize } from '@palate/engine';
import {
  CallError,
  type BlockItem,
  type ListNavigation,
  type NavigationButton,
  type PublicationSummary,
} from '@palate/protocol';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { callApi } from '../../lib/api.ts';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { useConnectivity } from '../../lib/connectivity.ts';
import { NetworkError, errorMessageKey, isAuthError, isTerminalError } from '../../lib/errors.ts';
import { startRunEarly } from '../../lib/earlyRunStart.ts';
import { callLeader, recordOnTerminal, releaseJudge, takeNewJudgeList } from '../../lib/judgeSession.ts';
import { clearTerminal, useStoredTerminal } from '../../lib/termStore.ts';
import { IdentifyDialog } from './IdentifyDialog.tsx';
import { ListNavigationBar } from './ListNavigationBar.tsx';
import { OfflineItemActions } from './OfflineItemActions.tsx';
import { PendingDownloads } from './PendingDownloads.tsx';
import { useResultsSender, type ResultsSender } from './useResultsSender.tsx';
import { useUploadFromQuery } from './useUploadFromQuery.ts';
import { buttonStates, pageCountOf, pageOf } from './navigation.ts';
import { autoStartItem, displayStatus, endOfLifeNotice, itemAction, type EndOfLifeNotice } from './status.ts';

/** How often the list asks whether it changed; the answer is a short code, cheap to compute. */
const UPDATE_CHECK_MS = 15_000;

export interface QuestionnaireListProps {
  prefix: AppPrefix;
  debug: boolean;
  /** The server no longer knows the judge; the stored judge is already cleared. */
  onSignedOut: (code: number) => void;
  /** The individual link the judge came through: only its questionnaire is listed. */
  link?: string | null;
  /** Each questionnaire tells when it expires, not only when that is soon (route option `expTime`). */
  showExpiry?: boolean;
}

interface Failure {
  error: unknown;
  retry: () => void;
}

export function QuestionnaireList({
  prefix,
  debug,
  onSignedOut,
  link = null,
  showExpiry = false,
}: QuestionnaireListProps) {
  const { t } = useTranslation();
  const terminal = useStoredTerminal();
  const scope = { ...(terminal ? { term: terminal.token } : {}), ...(link === null ? {} : { link }) };
  const scopeKey = JSON.stringify(scope);
  const updateCode = useRef<string | null>(null);
  const navigate = useNavigate();
  const homeHref = appPath(prefix, { name: 'home' });
  const [pubs, setPubs] = useState<PublicationSummary[] | null>(null);
  /** When the list was received: its items count their seconds to expiry from then. */
  const [loadedAt, setLoadedAt] = useState(0);
  const [nav, setNav] = useState<ListNavigation | null>(null);
  const [identPubIds, setIdentPubIds] = useState<string[]>([]);
  const [identifying, setIdentifying] = useState(false);
  /** The button whose action (a call to the leader, leaving the booth) is being sent. */
  const [running, setRunning] = useState<NavigationButton | null>(null);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadCount, setLoadCount] = useState(0);
  const [startingId, setStartingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** The list could not be loaded: the header's notice offers checking the connection or continuing offline. */
  const [unreachable, setUnreachable] = useState(false);
  const connectivity = useConnectivity();

  const refresh = useCallback(() => {
    setLoading(true);
    setLoadCount((count) => count + 1);
  }, []);
  const sender = useResultsSender(homeHref, debug, refresh);
  useUploadFromQuery(sender.send);

  const fail = useCallback(
    (error: unknown, retry: () => void) => {
      if (isAuthError(error) && error instanceof CallError) onSignedOut(error.code);
      else setFailure({ error, retry });
      // The booth's token is dead (timed out or replaced): this browser stops posing as
      // that terminal, and the message asks for the leader to set it up again.
      if (isTerminalError(error)) clearTerminal();
    },
    [onSignedOut],
  );

  useEffect(() => {
    let current = true;
    const request = JSON.parse(scopeKey) as typeof scope;
    // A new judge's list comes with their token (members/add), away from booths and links.
    const newJudgeList = loadCount === 0 && scopeKey === '{}' ? takeNewJudgeList() : Promise.resolve(undefined);
    newJudgeList
      .then(
        (list) =>
          list ??
          // On a booth, the terminal records that this judge is now at the list.
          (loadCount === 0 ? recordOnTerminal(null) : Promise.resolve()).then(() =>
            callApi('term/publication', request),
          ),
      )
      .then(
        (result) => {
          if (!current) return;
          setUnreachable(false);
          updateCode.current = result.updateCode;
          // A link's judge finds the study under its title in the tab, history and bookmarks.
          if (request.link && result.pubs[0]) document.title = result.pubs[0].pubName;
          setLoadedAt(Date.now());
          setPubs(result.pubs);
          setNav(result.nav);
          setIdentPubIds((ids) => {
            const next = result.identPubs.map((pub) => pub.id);
            return next.join() === ids.join() ? ids : next;
          });
        },
        (error: unknown) => {
          if (!current) return;
          // A dialog here would cover the notice's "Continue offline"; the notice says it all.
          if (error instanceof NetworkError) setUnreachable(true);
          else fail(error, refresh);
        },
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [loadCount, scopeKey, fail, refresh]);

  // Reached again (the notice's "Check the connection"): the list loads.
  useEffect(() => {
    if (unreachable && connectivity === 'online') refresh();
  }, [unreachable, connectivity, refresh]);

  // The list reloads only when the server says it changed. A failed check (offline, a
  // database error) counts as no change; an ended token sends the judge back home.
  useEffect(() => {
    const request = JSON.parse(scopeKey) as typeof scope;
    const timer = window.setInterval(() => {
      if (updateCode.current === null) return;
      callApi('term/publication/checkUpdate', request).then(
        (result) => {
          if (result.updateCode !== updateCode.current) refresh();
        },
        (error: unknown) => {
          if (isAuthError(error) && error instanceof CallError) onSignedOut(error.code);
        },
      );
    }, UPDATE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [scopeKey, refresh, onSignedOut]);

  async function goHome() {
    if (terminal) {
      setRunning('home');
      await releaseJudge();
      // The stored judge is gone: home shows the start screen for the next person.
      return;
    }
    setPage(0);
    if (link !== null) void navigate(homeHref);
  }

  async function toggleCall(waiting: boolean) {
    setRunning('call');
    try {
      await callLeader(!waiting);
      refresh();
    } catch (error) {
      fail(error, () => void toggleCall(waiting));
    } finally {
      setRunning(null);
    }
  }

  const start = useCallback(
    async function start(item: BlockItem) {
      setStartingId(item.id);
      try {
        // One round trip: the session and its first screen.
        const { se, page: firstPage } = await callApi('run/reqStart', { block: item.id, start: true });
        await recordOnTerminal(item.id);
        startRunEarly(se, firstPage);
        void navigate(
          appPath(
            prefix,
            link === null
              ? { name: 'session', id: se, params: null }
              : { name: 'sessionLink', link, id: se, params: null },
          ),
        );
      } catch (error) {
        fail(error, () => void start(item));
      } finally {
        setStartingId(null);
      }
    },
    [prefix, link, navigate, fail],
  );

  // On the first load a booth opens a publication in auto selection mode at once, and a
  // link its one questionnaire: no tap between the link and the first question.
  const autoStartPending = useRef(true);
  useEffect(() => {
    if (pubs === null || !autoStartPending.current) return;
    autoStartPending.current = false;
    const item = terminal || link !== null ? autoStartItem(pubs, !terminal) : null;
    if (item) void start(item);
  }, [pubs, terminal, link, start]);

  const shown = pubs?.filter((pub) => pub.items.length > 0) ?? [];
  const pageCount = pageCountOf(shown.length);
  // The list can shrink under the judge (a questionnaire removed): stay on a page that exists.
  const currentPage = Math.min(page, pageCount - 1);
  const busy = new Set<NavigationButton>([
    ...(loading ? (['refresh'] as const) : []),
    ...(running === null ? [] : [running]),
  ]);
  const states =
    nav &&
    buttonStates(nav, {
      page: currentPage,
      itemCount: shown.length,
      awayFromHome: terminal !== null || link !== null || currentPage > 0,
      busy,
    });
  return (
    <section className="pl-questionnaires" aria-labelledby="pl-questionnaires-title" aria-busy={loading}>
      <div className="pl-page-head">
        <h1 id="pl-questionnaires-title" className="pl-page-title">
          {t('home.title')}
        </h1>
        {states && (
          <ListNavigationBar
            states={states}
            page={currentPage}
            pageCount={pageCount}
            calling={nav?.call.working ?? false}
            onBooth={terminal !== null}
            busy={busy}
            onPage={setPage}
            onCall={() => void toggleCall(nav?.call.working ?? false)}
            onIdent={() => setIdentifying(true)}
            onHome={() => void goHome()}
            onRefresh={refresh}
          />
        )}
      </div>
      {nav?.call.working && (
        <p className="pl-notice pl-call-notice" role="status">
          {t('home.nav.called')}
        </p>
      )}
      {sender.feedback}
      {terminal && <p className="pl-device-name">{t('home.device', { name: terminal.name })}</p>}
      {pubs === null && loading && <Loading />}
      {pubs !== null && shown.length === 0 && <p className="pl-empty">{t('home.empty')}</p>}
      {pageOf(shown, currentPage).map((pub) => (
        <section key={pub.pubId} className="pl-publication" aria-labelledby={`pl-pub-${pub.pubId}`}>
          <h2 id={`pl-pub-${pub.pubId}`} className="pl-publication-name">
            {pub.pubName}
          </h2>
          <ul className="pl-questionnaire-items">
            {pub.items.map((item) => (
              <QuestionnaireItem
                key={item.id}
                item={item}
                publicationName={pub.pubName}
                isStarting={startingId === item.id}
                isDisabled={startingId !== null}
                endOfLife={endOfLifeNotice(item.eol, showExpiry)}
                loadedAt={loadedAt}
                onStart={() => void start(item)}
                sender={sender}
                onFailure={fail}
              />
            ))}
          </ul>
        </section>
      ))}
      {pubs !== null && (
        <PendingDownloads listedIds={pubs.flatMap((pub) => pub.items.map((item) => item.id))} sender={sender} />
      )}
      {identifying && terminal && (
        <IdentifyDialog pubIds={identPubIds} terminalToken={terminal.token} onClose={() => setIdentifying(false)} />
      )}
      {failure && (
        <ErrorDialog
          error={failure.error}
          homeHref={homeHref}
          debug={debug}
          onHome={() => {
            setFailure(null);
            // A start refused for expiry or a full panel means the statuses shown are stale.
            refresh();
          }}
          onRetry={() => {
            setFailure(null);
            failure.retry();
          }}
        />
      )}
    </section>
  );
}

interface QuestionnaireItemProps {
  item: BlockItem;
  /** The heading above: the item repeats it only when it says something else. */
  publicationName: string;
  isStarting: boolean;
  isDisabled: boolean;
  endOfLife: EndOfLifeNotice | null;
  /** When the list was received (epoch ms), for the moment of an expiry given in seconds from then. */
  loadedAt: number;
  onStart: () => void;
  sender: ResultsSender;
  onFailure: (error: unknown, retry: () => void) => void;
}

function QuestionnaireItem({
  item,
  publicationName,
  isStarting,
  isDisabled,
  endOfLife,
  loadedAt,
  onStart,
  sender,
  onFailure,
}: QuestionnaireItemProps) {
  const { t, i18n } = useTranslation();
  const status = displayStatus(item);
  const action = itemAction(item);
  const label = localize(item.label, i18n.language);
  const code = item.jSessCounts.stMsg.code;
  // "Full" and "Expired" say it already to a judge who took part; the reason is for the others.
  const refusal =
    code !== 0 && (status === 'full' || status === 'expired' || status === 'pending') ? new CallError(code, '') : null;
  const repetition =
    item.singleRep && item.repCount > 1 ? t('home.repetition', { rep: item.rep, count: item.repCount }) : null;
  const notice = endOfLife && describeEndOfLife(endOfLife, loadedAt, t, i18n.language);
  return (
    <li className="pl-questionnaire" data-status={status}>
      <div className="pl-questionnaire-body">
        <div className="pl-questionnaire-heading">
          {label !== publicationName && <h3 className="pl-questionnaire-label">{label}</h3>}
          {repetition !== null && <p className="pl-questionnaire-repetition">{repetition}</p>}
        </div>
        <span className={`pl-status pl-status--${status}`}>{t(`home.status.${status}`)}</span>
        {refusal !== null && (
          <p className="pl-questionnaire-note">{t(errorMessageKey(refusal), { repetition: item.rep - 1 })}</p>
        )}
        {notice && (
          <p className={`pl-questionnaire-note${endOfLife?.kind === 'openUntil' ? '' : ' pl-questionnaire-note--eol'}`}>
            {notice}
          </p>
        )}
        {!item.singleRep && (
          <p className="pl-questionnaire-note pl-questionnaire-org">
            {t('home.repetition', { rep: item.rep, count: item.repCount })}{' '}
            <span className="pl-org-code" title={t('home.orgCode')}>
              {item.org}
            </span>
          </p>
        )}
        <ProgressBar label={t('home.progress', { nr: item.nr, nb: item.nb })} value={item.nr} maxValue={item.nb} />
      </div>
      {action && (
        <Button
          variant="primary"
          size="large"
          onPress={onStart}
          isPending={isStarting}
          isDisabled={isDisabled && !isStarting}
          aria-label={t(action === 'start' ? 'home.startLabel' : 'home.continueLabel', {
            label: repetition === null ? label : `${label}, ${repetition}`,
          })}
        >
          {t(action === 'start' ? 'home.start' : 'home.continue')}
        </Button>
      )}
      <OfflineItemActions item={item} label={label} canStart={action !== null} sender={sender} onFailure={onFailure} />
    </li>
  );
}

function describeEndOfLife(
  notice: EndOfLifeNotice,
  loadedAt: number,
  t: ReturnType<typeof useTranslation>['t'],
  language: string,
): string {
  switch (notice.kind) {
    case 'deletionHours':
      return t('home.deletionHours', { hours: notice.hours });
    case 'deletionSoon':
      return t('home.deletionSoon');
    case 'expiresSoon':
    case 'openUntil': {
      const when = new Date(loadedAt + notice.secondsLeft * 1000);
      return t('home.openUntil', {
        when: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(when),
      });
    }
  }
}
