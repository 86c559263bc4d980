import { useTranslation } from 'react-i18next';
import { localize } from '@palate/engine';
import { Button } from '../../components/ui/Button.tsx';
import { hasResults, useOffline, type OfflineEntry } from '../../lib/offlineStore.ts';
import { DeleteDownloadButton } from './OfflineDialogs.tsx';
import type { ResultsSender } from './useResultsSender.tsx';

export interface PendingDownloadsProps {
  /** Blocks the list shows with their own actions. */
  listedIds: readonly string[];
  sender: ResultsSender;
}

/**
 * Results answered offline that the list cannot show: the judge's token ended meanwhile
 * (home shows the welcome), or the questionnaire left the list. The upload key needs no
 * token, so they can still be sent, or deleted.
 */
export function PendingDownloads({ listedIds, sender }: PendingDownloadsProps) {
  const { t } = useTranslation();
  const pending = Object.values(useOffline().downloads).filter(
    (entry) => hasResults(entry) && !listedIds.includes(entry.download.id),
  );
  if (pending.length === 0) return null;
  return (
    <section className="pl-pending-downloads" aria-labelledby="pl-pending-downloads-title">
      <h2 id="pl-pending-downloads-title" className="pl-publication-name">
        {t('home.offline.pendingTitle')}
      </h2>
      <ul className="pl-questionnaire-items">
        {pending.map((entry) => (
          <PendingDownload key={entry.download.id} entry={entry} sender={sender} />
        ))}
      </ul>
    </section>
  );
}

function PendingDownload({ entry, sender }: { entry: OfflineEntry; sender: ResultsSender }) {
  const { t, i18n } = useTranslation();
  const id = entry.download.id;
  const label = localize(entry.download.text, i18n.language);
  return (
    <li className="pl-questionnaire">
      <h3 className="pl-questionnaire-label">{label}</h3>
      <div className="pl-offline-item-actions">
        <Button
          variant="primary"
          size="large"
          onPress={() => void sender.send(id)}
          isPending={sender.sendingId === id}
          aria-label={t('home.offline.sendLabel', { label })}
        >
          {t('home.offline.send')}
        </Button>
        <DeleteDownloadButton entry={entry} label={label} />
      </div>
    </li>
  );
}
