import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation.tsx';
import { localize } from '@palate/engine';
import { Button } from '../../components/ui/Button.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { callApi } from '../../lib/api.ts';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import {
  answeredCount,
  downloadStatus,
  setAppMode,
  useOffline,
  type DownloadStatus,
  type OfflineEntry,
} from '../../lib/offlineStore.ts';
import { DeleteDownloadButton } from './OfflineDialogs.tsx';
import { useResultsSender } from './useResultsSender.tsx';
import { useUploadFromQuery } from './useUploadFromQuery.ts';

export interface OfflineHomeProps {
  prefix: AppPrefix;
  debug: boolean;
}

/** The list's status pill for each download status. */
const STATUS_STYLE: Record<DownloadStatus, string> = {
  notStarted: 'pending',
  inProgress: 'inProgress',
  waiting: 'waiting',
};

/** Home while the app works offline: the questionnaires downloaded to this device, and the way back online. */
export function OfflineHome({ prefix, debug }: OfflineHomeProps) {
  const { t } = useTranslation();
  const entries = Object.values(useOffline().downloads);
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const sender = useResultsSender(appPath(prefix, { name: 'home' }), debug);
  useUploadFromQuery(sender.send);

  async function goOnline() {
    setChecking(true);
    setStillOffline(false);
    try {
      await callApi('sys/versions', {});
      setAppMode('online');
    } catch {
      setStillOffline(true);
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="pl-questionnaires pl-offline-home" aria-labelledby="pl-offline-home-title">
      <div className="pl-page-head">
        <h1 id="pl-offline-home-title" className="pl-page-title">
          {t('home.offline.title')}
        </h1>
        <Button variant="primary" onPress={() => void goOnline()} isPending={checking}>
          {t('home.offline.goOnline')}
        </Button>
      </div>
      <p className="pl-notice pl-offline-intro">{t('home.offline.intro')}</p>
      {stillOffline && (
        <p className="pl-notice pl-offline-warning" role="alert">
          {t('home.offline.stillOffline')}
        </p>
      )}
      {sender.feedback}
      {entries.length === 0 ? (
        <p className="pl-empty">{t('home.offline.empty')}</p>
      ) : (
        <ul className="pl-questionnaire-items">
          {entries.map((entry) => (
            <OfflineHomeItem key={entry.download.id} entry={entry} prefix={prefix} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfflineHomeItem({ entry, prefix }: { entry: OfflineEntry; prefix: AppPrefix }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const status = downloadStatus(entry);
  const label = localize(entry.download.text, i18n.language);
  const answered = answeredCount(entry);
  const action = status === 'waiting' ? null : status === 'notStarted' ? 'start' : 'continue';
  return (
    <li className="pl-questionnaire" data-status={status}>
      <div className="pl-questionnaire-body">
        <div className="pl-questionnaire-heading">
          <h2 className="pl-questionnaire-label">{label}</h2>
        </div>
        <span className={`pl-status pl-status--${STATUS_STYLE[status]}`}>{t(`home.offline.status.${status}`)}</span>
        <ProgressBar
          label={t('home.progress', { nr: answered, nb: entry.download.nb })}
          value={answered}
          maxValue={entry.download.nb}
        />
      </div>
      <div className="pl-offline-item-actions">
        {action && (
          <Button
            variant="primary"
            size="large"
            onPress={() => void navigate(appPath(prefix, { name: 'session', id: entry.download.se, params: null }))}
            aria-label={t(action === 'start' ? 'home.startLabel' : 'home.continueLabel', { label })}
          >
            {t(action === 'start' ? 'home.start' : 'home.continue')}
          </Button>
        )}
        <DeleteDownloadButton entry={entry} label={label} />
      </div>
    </li>
  );
}
