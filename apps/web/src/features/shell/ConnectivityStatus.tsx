import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/navigation.tsx';
import { callApi } from '../../lib/api.ts';
import { appPath, type AppPrefix } from '../../lib/appPath.ts';
import { setAppMode, useAppMode } from '../../lib/offlineStore.ts';
import { useConnectivity, type Connectivity } from '../../lib/connectivity.ts';
import { Button } from '../../components/ui/Button.tsx';

const ICON_PATHS: Record<Connectivity, string> = {
  // A cloud with a tick, a crossed-out cloud, a database cylinder, a warning triangle.
  online: 'M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.1 4.5 4.5 0 0 0 7 18zM9 13.5l2 2 4-4',
  offline: 'M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 9.1 4.5 4.5 0 0 0 7 18zM4 4l16 16',
  database:
    'M5 6c0-1.7 3.1-3 7-3s7 1.3 7 3v12c0 1.7-3.1 3-7 3s-7-1.3-7-3zM5 6c0 1.7 3.1 3 7 3s7-1.3 7-3M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3',
  http: 'M12 3 2 20h20zM12 10v4M12 17v.5',
};

/** The header's connectivity icon: online, offline, database or http (spec section 1). */
export function ConnectivityIcon() {
  const { t } = useTranslation();
  const state = useConnectivity();
  const label = t(`shell.connectivity.${state}`);
  return (
    <span className={`pl-connectivity pl-connectivity--${state}`} role="img" aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="pl-icon">
        <path
          d={ICON_PATHS[state]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/** The header says plainly when the app works from this device's downloads. */
export function OfflineModeBadge() {
  const { t } = useTranslation();
  if (useAppMode() !== 'offline') return null;
  return <span className="pl-offline-mode">{t('shell.connectivity.offlineMode')}</span>;
}

/**
 * Shown while the server cannot be reached: the way to check the connection again, and
 * continuing offline, which answers the questionnaires downloaded to this device.
 */
export function UnreachableServerNotice({ prefix }: { prefix: AppPrefix }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useConnectivity();
  const mode = useAppMode();
  const [checking, setChecking] = useState(false);
  // Offline by choice: the header says so, and the offline home offers the way back.
  if (state !== 'offline' || mode === 'offline') return null;
  const check = () => {
    setChecking(true);
    // A successful call marks the app online again, which hides this notice.
    void callApi('sys/versions', {})
      .catch(() => undefined)
      .finally(() => setChecking(false));
  };
  const continueOffline = () => {
    setAppMode('offline');
    void navigate(appPath(prefix, { name: 'home' }));
  };
  return (
    <section className="pl-notice pl-unreachable" role="status" aria-labelledby="pl-unreachable-title">
      <h2 id="pl-unreachable-title" className="pl-unreachable-title">
        {t('shell.connectivity.unreachableTitle')}
      </h2>
      <p>{t('shell.connectivity.unreachableText')}</p>
      <div className="pl-unreachable-actions">
        <Button variant="primary" onPress={check} isPending={checking}>
          {t('shell.connectivity.checkConnection')}
        </Button>
        <Button onPress={continueOffline}>{t('shell.connectivity.continueOffline')}</Button>
      </div>
    </section>
  );
}
