import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';

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

export interface DeleteDownloadDialogProps {
  /** Answers given on this device have not been sent yet: deleting loses them. */
  hasResults: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

export function DeleteDownloadDialog({ hasResults, onDelete, onCancel }: DeleteDownloadDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('home.offline.deleteTitle')}
      onDismiss={onCancel}
      actions={
        <>
          <Button variant="quiet" onPress={onCancel} autoFocus>
            {t('home.offline.cancel')}
          </Button>
          <Button variant="primary" onPress={onDelete}>
            {t('home.offline.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p className="pl-dialog-message">{t('home.offline.deleteText')}</p>
      {hasResults && <p className="pl-dialog-message pl-offline-warning">{t('home.offline.deleteResults')}</p>}
    </AlertDialog>
  );
}
