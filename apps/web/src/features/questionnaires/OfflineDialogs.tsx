import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { hasResults, type OfflineEntry } from '../../lib/offlineStore.ts';
import { deleteDownload } from './offlineTransfer.ts';

export interface OfflineConflictDialogProps {
  isPending: boolean;
  onOverwrite: () => void;
  onIgnore: () => void;
  onCancel: () => void;
}

/** The spec's offline conflict dialog: the run changed on the server after the download. */
export function OfflineConflictDialog({ isPending, onOverwrite, onIgnore, onCancel }: OfflineConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('home.offline.conflictTitle')}
      actions={
        <>
          <Button variant="primary" onPress={onOverwrite} isPending={isPending} autoFocus>
            {t('home.offline.overwrite')}
          </Button>
          <Button onPress={onIgnore} isDisabled={isPending}>
            {t('home.offline.ignore')}
          </Button>
          <Button variant="quiet" onPress={onCancel} isDisabled={isPending}>
            {t('home.offline.cancel')}
          </Button>
        </>
      }
    >
      <p className="pl-dialog-message">{t('home.offline.conflictText')}</p>
      <ul className="pl-offline-choices">
        <li>{t('home.offline.overwriteHelp')}</li>
        <li>{t('home.offline.ignoreHelp')}</li>
      </ul>
    </AlertDialog>
  );
}

export interface DeleteDownloadButtonProps {
  entry: OfflineEntry;
  /** The questionnaire's label, for the button's accessible name. */
  label: string;
}

/** "Delete download", confirmed first: answers given on this device and not sent yet are lost with it. */
export function DeleteDownloadButton({ entry, label }: DeleteDownloadButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="quiet" onPress={() => setConfirming(true)} aria-label={t('home.offline.deleteLabel', { label })}>
        {t('home.offline.delete')}
      </Button>
      {confirming && (
        <AlertDialog
          title={t('home.offline.deleteTitle')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <Button variant="quiet" onPress={() => setConfirming(false)} autoFocus>
                {t('home.offline.cancel')}
              </Button>
              <Button
                variant="primary"
                onPress={() => {
                  setConfirming(false);
                  deleteDownload(entry.download.id);
                }}
              >
                {t('home.offline.deleteConfirm')}
              </Button>
            </>
          }
        >
          <p className="pl-dialog-message">{t('home.offline.deleteText')}</p>
          {hasResults(entry) && (
            <p className="pl-dialog-message pl-offline-warning">{t('home.offline.deleteResults')}</p>
          )}
        </AlertDialog>
      )}
    </>
  );
}
