import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localize } from '@palate/engine';
import { CallError, type BlockItem, type PublicationSummary } from '@palate/protocol';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { callApi } from '../../lib/api.ts';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { isAuthError } from '../../lib/errors.ts';
import { actionFor, displayStatus } from './status.ts';

export interface QuestionnaireListProps {
  prefix: AppPrefix;
  debug: boolean;
  /** The server no longer knows the judge; the stored judge is already cleared. */
  onSignedOut: (code: number) => void;
}

interface Failure {
  error: unknown;
  retry: () => void;
}

export function QuestionnaireList({ prefix, debug, onSignedOut }: QuestionnaireListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const homeHref = appPath(prefix, { name: 'home' });
  const [pubs, setPubs] = useState<PublicationSummary[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadCount, setLoadCount] = useState(0);
  const [startingId, setStartingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const refresh = useCallback(() => {
    setLoading(true);
    setLoadCount((count) => count + 1);
  }, []);

  const fail = useCallback(
    (error: unknown, retry: () => void) => {
      if (isAuthError(error) && error instanceof CallError) onSignedOut(error.code);
      else setFailure({ error, retry });
    },
    [onSignedOut],
  );

  useEffect(() => {
    let current = true;
    callApi('term/publication', {})
      .then(
        (result) => current && setPubs(result.pubs),
        (error: unknown) => current && fail(error, refresh),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [loadCount, fail, refresh]);

  async function start(item: BlockItem) {
    setStartingId(item.id);
    try {
      const { se } = await callApi('run/reqStart', { block: item.id });
      void navigate(appPath(prefix, { name: 'session', id: se, params: null }));
    } catch (error) {
      fail(error, () => void start(item));
    } finally {
      setStartingId(null);
    }
  }

  const shown = pubs?.filter((pub) => pub.items.length > 0) ?? [];
  return (
    <section className="pl-questionnaires" aria-labelledby="pl-questionnaires-title" aria-busy={loading}>
      <div className="pl-page-head">
        <h1 id="pl-questionnaires-title" className="pl-page-title">
          {t('home.title')}
        </h1>
        <Button onPress={refresh} isPending={loading}>
          {t('home.refresh')}
        </Button>
      </div>
      {pubs === null && loading && <Loading />}
      {pubs !== null && shown.length === 0 && <p className="pl-empty">{t('home.empty')}</p>}
      {shown.map((pub) => (
        <section key={pub.pubId} className="pl-publication" aria-labelledby={`pl-pub-${pub.pubId}`}>
          <h2 id={`pl-pub-${pub.pubId}`} className="pl-publication-name">
            {pub.pubName}
          </h2>
          <ul className="pl-questionnaire-items">
            {pub.items.map((item) => (
              <QuestionnaireItem
                key={item.id}
                item={item}
                isStarting={startingId === item.id}
                isDisabled={startingId !== null}
                onStart={() => void start(item)}
              />
            ))}
          </ul>
        </section>
      ))}
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
  isStarting: boolean;
  isDisabled: boolean;
  onStart: () => void;
}

function QuestionnaireItem({ item, isStarting, isDisabled, onStart }: QuestionnaireItemProps) {
  const { t, i18n } = useTranslation();
  const status = displayStatus(item);
  const action = actionFor(status);
  const label = localize(item.label, i18n.language);
  return (
    <li className="pl-questionnaire" data-status={status}>
      <div className="pl-questionnaire-body">
        <h3 className="pl-questionnaire-label">{label}</h3>
        <span className={`pl-status pl-status--${status}`}>{t(`home.status.${status}`)}</span>
        <ProgressBar label={t('home.progress', { nr: item.nr, nb: item.nb })} value={item.nr} maxValue={item.nb} />
      </div>
      {action && (
        <Button
          variant="primary"
          size="large"
          onPress={onStart}
          isPending={isStarting}
          isDisabled={isDisabled && !isStarting}
          aria-label={t(action === 'start' ? 'home.startLabel' : 'home.continueLabel', { label })}
        >
          {t(action === 'start' ? 'home.start' : 'home.continue')}
        </Button>
      )}
    </li>
  );
}
