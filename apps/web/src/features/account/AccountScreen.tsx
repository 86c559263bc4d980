import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../lib/navigation.tsx';
import type { CallResponse, ConnectionItem, Participation } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { callAsUser } from '../../lib/api.ts';
import { appPath, prefixLanguage, type AppPrefix } from '../../lib/appPath.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { useStoredUser } from '../../lib/userStore.ts';
import { logOut } from '../login/memberSession.ts';
import { firstDayOfWeek, groupByDateStep, type DateStep } from '@palate/engine';
import { ProfileValuesCard } from './ProfileValuesCard.tsx';
import { JudgeRecords } from './records/JudgeRecords.tsx';
import { BookingsCard } from '../booking/BookingsCard.tsx';
import './account.css';

export interface AccountScreenProps {
  prefix: AppPrefix;
}

interface Loaded {
  member: CallResponse<'member/profile'>;
  connections: ConnectionItem[];
  /** When they were loaded: the "today" of the date steps. */
  now: number;
}

interface ActivityEvent {
  key: string;
  time: number;
  text: string;
}

/** The newest connections the page shows; the call takes up to 500. */
const CONNECTIONS_SHOWN = 100;

/** The account page: profile, activity, connection history and questionnaires, dated by step. */
export function AccountScreen({ prefix }: AccountScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();
  const language = prefixLanguage(prefix);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const token = user?.token;
  const loggedIn = token !== undefined;

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    Promise.all([
      callAsUser('member/profile', {}),
      callAsUser('member/connections', { filters: { last: CONNECTIONS_SHOWN } }),
    ])
      .then(
        ([member, connections]) =>
          current && setLoaded({ member, connections: connections.conn.items, now: Date.now() }),
      )
      .catch((error: unknown) => current && setProblem(t(errorMessageKey(error))));
    return () => {
      current = false;
    };
  }, [loggedIn, t]);

  const formatTime = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const formatDate = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'long' }), [language]);
  const weekdayName = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 2000-01-02 was a Sunday: weekday n is n days later.
    return (weekday: number) => format.format(new Date(Date.UTC(2000, 0, 2 + weekday)));
  }, [language]);

  const back = (
    <Button variant="quiet" onPress={() => void navigate(-1)}>
      {t('account.back')}
    </Button>
  );

  if (!user) {
    return (
      <section className="pl-account">
        {back}
        <h1 className="pl-account-title">{t('account.title')}</h1>
        <p>{t('account.notLoggedIn')}</p>
        <Link className="pl-link" to={appPath(prefix, { name: 'login' })}>
          {t('login.title')}
        </Link>
      </section>
    );
  }

  const stepLabel = (step: DateStep): string => {
    switch (step.step) {
      case 'weekday':
        return weekdayName(step.weekday);
      case 'earlierWeeks':
        return t('account.step.earlierWeeks', { weeks: step.weeks });
      default:
        return t(`account.step.${step.step}`);
    }
  };
  const weekStart = firstDayOfWeek(language);

  function dated<T>(items: T[], timeOf: (item: T) => number, render: (item: T) => ReactNode, label: string) {
    if (items.length === 0) return <p className="pl-account-empty">{t('account.nothingYet')}</p>;
    return groupByDateStep(items, timeOf, loaded?.now ?? 0, weekStart).map((group, index) => (
      <section key={index} className="pl-account-step" aria-label={`${label}: ${stepLabel(group.step)}`}>
        <h3 className="pl-account-step-title">{stepLabel(group.step)}</h3>
        <ul className="pl-account-list">{group.items.map(render)}</ul>
      </section>
    ));
  }

  const participations: Participation[] = loaded?.member.participations ?? [];
  const activity: ActivityEvent[] = loaded
    ? [
        ...loaded.connections.map((c) => ({ key: `c${c.id}`, time: c.s, text: t('account.loggedIn') })),
        ...participations.map((p) => ({
          key: `s${p.pubId}`,
          time: p.started,
          text: t('account.started', { name: p.pubName }),
        })),
        ...participations.flatMap((p) =>
          p.finished === null
            ? []
            : [{ key: `f${p.pubId}`, time: p.finished, text: t('account.finished', { name: p.pubName }) }],
        ),
      ].sort((a, b) => b.time - a.time)
    : [];

  return (
    <section className="pl-account" aria-labelledby="pl-account-title">
      <div className="pl-account-bar">
        {back}
        <Link className="pl-link" to={appPath(prefix, { name: 'settings' })}>
          {t('account.settings')}
        </Link>
        <Button
          variant="secondary"
          onPress={() => void logOut().then(() => navigate(appPath(prefix, { name: 'home' }), { replace: true }))}
        >
          {t('account.logout')}
        </Button>
      </div>
      <h1 id="pl-account-title" className="pl-account-title">
        {t('account.title')}
      </h1>
      {problem && (
        <p className="pl-login-alert" role="alert">
          {problem}
        </p>
      )}
      {!loaded && !problem && <Loading />}
      {loaded && (
        <>
          <section className="pl-account-card pl-surface">
            <h2>{t('account.profile')}</h2>
            <dl className="pl-account-profile">
              <dt>{t('account.name')}</dt>
              <dd>{loaded.member.profile.name}</dd>
              <dt>{t('account.login')}</dt>
              <dd>{loaded.member.profile.login}</dd>
              <dt>{t('account.account')}</dt>
              <dd>
                {loaded.member.profile.acc.name} ({loaded.member.profile.acc.code})
              </dd>
              <dt>{t('account.roles')}</dt>
              <dd>
                {loaded.member.profile.roles
                  .map((role) =>
                    ['user', 'admin', 'judge', 'debug'].includes(role.n)
                      ? t(`account.role.${role.n as 'user' | 'admin' | 'judge' | 'debug'}`)
                      : role.n,
                  )
                  .join(', ')}
              </dd>
              <dt>{t('account.since')}</dt>
              <dd>{formatDate.format(loaded.member.profile.since)}</dd>
              {loaded.member.profile.passwordExpiresAt !== null && (
                <>
                  <dt>{t('account.passwordExpires')}</dt>
                  <dd>{formatDate.format(loaded.member.profile.passwordExpiresAt)}</dd>
                </>
              )}
            </dl>
          </section>
          <ProfileValuesCard language={language} />
          <BookingsCard prefix={prefix} language={language} />
          <JudgeRecords language={language} />
          <section className="pl-account-card pl-surface">
            <h2>{t('account.activity')}</h2>
            {dated(
              activity,
              (event) => event.time,
              (event) => (
                <li key={event.key}>
                  <span>{event.text}</span> <time className="pl-account-time">{formatTime.format(event.time)}</time>
                </li>
              ),
              t('account.activity'),
            )}
          </section>
          <section className="pl-account-card pl-surface">
            <h2>{t('account.connections')}</h2>
            {dated(
              loaded.connections,
              (connection) => connection.s,
              (connection) => (
                <li key={connection.id} className={`pl-connection pl-connection--${connection.st}`}>
                  <span>
                    {formatTime.format(connection.s)}
                    {connection.e !== null && ` – ${formatTime.format(connection.e)}`}
                  </span>
                  <span className="pl-account-time">
                    {t(`account.status.${connection.st}`)} ·{' '}
                    {t('account.lastActivity', { time: formatTime.format(connection.l) })}
                  </span>
                </li>
              ),
              t('account.connections'),
            )}
          </section>
          <section className="pl-account-card pl-surface">
            <h2>{t('account.participations')}</h2>
            {dated(
              participations,
              (participation) => participation.updated,
              (participation) => (
                <li key={participation.pubId}>
                  <span>{participation.pubName}</span>{' '}
                  <span className="pl-account-time">
                    {participation.status === 'finished' ? t('account.done') : t('account.inProgress')} ·{' '}
                    {formatTime.format(participation.updated)}
                  </span>
                </li>
              ),
              t('account.participations'),
            )}
          </section>
        </>
      )}
    </section>
  );
}
