import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError, ErrorCode, type BlockItem } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { callApi } from '../../lib/api.ts';
import { hasResults, useOffline } from '../../lib/offlineStore.ts';
import { TRAY_CODES, TrayPrompt } from '../session/TrayPrompt.tsx';
import { downloadRun } from './offlineTransfer.ts';
import { DeleteDownloadButton } from './OfflineDialogs.tsx';
import type { ResultsSender } from './useResultsSender.tsx';

export interface OfflineItemActionsProps {
  item: BlockItem;
  /** The item's label, for the buttons' accessible names. */
  label: string;
  /** Whether the item can be started now: only then can it be downloaded. */
  canStart: boolean;
  sender: ResultsSender;
  onFailure: (error: unknown, retry: () => void) => void;
}

interface TrayRequest {
  sessionId: string;
  /** The refusal of the last number typed; null before the first. */
  errorCode: number | null;
}

/** On the home list, online: download a questionnaire for offline use, send its results, delete the download. */
export function OfflineItemActions({ item, label, canStart, sender, onFailure }: OfflineItemActionsProps) {
  const { t } = useTranslation();
  const entry = useOffline().downloads[item.id];
  const [downloading, setDownloading] = useState(false);
  const [tray, setTray] = useState<TrayRequest | null>(null);

  async function download(trayNumber?: number, knownSession?: string): Promise<void> {
    setDownloading(true);
    let sessionId = knownSession;
    try {
      sessionId ??= (await callApi('run/reqStart', { block: item.id })).se;
      await downloadRun(sessionId, trayNumber);
      setTray(null);
    } catch (error) {
      if (sessionId !== undefined && error instanceof CallError && TRAY_CODES.has(error.code)) {
        setTray({ sessionId, errorCode: error.code === ErrorCode.trayNumberMissing && !tray ? null : error.code });
      } else {
        setTray(null);
        onFailure(error, () => void download(trayNumber, sessionId));
      }
    } finally {
      setDownloading(false);
    }
  }

  if (entry === undefined && !(item.offlineEnabled && canStart)) return null;
  return (
    <div className="pl-offline-actions">
      {entry === undefined ? (
        <Button
          onPress={() => void download()}
          isPending={downloading}
          aria-label={t('home.offline.downloadLabel', { label })}
        >
          {t('home.offline.download')}
        </Button>
      ) : (
        <>
          <span className="pl-offline-badge">{t('home.offline.available')}</span>
          {hasResults(entry) && (
            <Button
              variant="primary"
              onPress={() => void sender.send(item.id)}
              isPending={sender.sendingId === item.id}
              aria-label={t('home.offline.sendLabel', { label })}
            >
              {t('home.offline.send')}
            </Button>
          )}
          <DeleteDownloadButton entry={entry} label={label} />
        </>
      )}
      {tray && (
        <Modal labelledBy="pl-tray-title" onDismiss={() => setTray(null)}>
          <div className="pl-dialog">
            <TrayPrompt
              errorCode={tray.errorCode}
              isPending={downloading}
              onSubmit={(typed) => void download(typed, tray.sessionId)}
            />
            <Button variant="quiet" onPress={() => setTray(null)}>
              {t('home.offline.cancel')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
