import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '../../components/ErrorDialog.tsx';
import { deleteDownload, isUploadConflict, sendResults } from './offlineTransfer.ts';
import { OfflineConflictDialog } from './OfflineDialogs.tsx';

interface Failure {
  error: unknown;
  retry: () => void;
}

export interface ResultsSender {
  send: (blockId: string) => Promise<void>;
  /** The block whose results are on their way. */
  sendingId: string | null;
  /** The confirmation, the conflict dialog and the error dialog, to render once. */
  feedback: ReactNode;
}

/**
 * Sends a download's results: on success, the download is deleted and a plain
 * confirmation shown; when the run changed on the server since the download, the judge
 * chooses between this device's answers and the server's; any other refusal (52601
 * expired…) goes to the error dialog. `onSent` follows a success (the list reloads, the
 * run having moved on on the server).
 */
export function useResultsSender(homeHref: string, debug: boolean, onSent?: () => void): ResultsSender {
  const { t } = useTranslation();
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [conflictId, setConflictId] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const attempt = useCallback(
    async function attempt(blockId: string, overwrite: boolean): Promise<void> {
      setSendingId(blockId);
      setSent(false);
      try {
        await sendResults(blockId, overwrite);
        setConflictId(null);
        setSent(true);
        onSent?.();
      } catch (error) {
        if (isUploadConflict(error) && !overwrite) {
          setConflictId(blockId);
        } else {
          setConflictId(null);
          setFailure({ error, retry: () => void attempt(blockId, overwrite) });
        }
      } finally {
        setSendingId(null);
      }
    },
    [onSent],
  );

  const send = useCallback((blockId: string) => attempt(blockId, false), [attempt]);

  const feedback = (
    <>
      {sent && (
        <p className="pl-notice pl-offline-sent" role="status">
          {t('home.offline.sent')}
        </p>
      )}
      {conflictId !== null && (
        <OfflineConflictDialog
          isPending={sendingId === conflictId}
          onOverwrite={() => void attempt(conflictId, true)}
          onIgnore={() => {
            // The server's answers stand: this device's are dropped with the download.
            deleteDownload(conflictId);
            setConflictId(null);
          }}
          onCancel={() => setConflictId(null)}
        />
      )}
      {failure && (
        <ErrorDialog
          error={failure.error}
          homeHref={homeHref}
          debug={debug}
          onHome={() => setFailure(null)}
          onRetry={() => {
            setFailure(null);
            failure.retry();
          }}
        />
      )}
    </>
  );
  return { send, sendingId, feedback };
}
