import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
    <ModalOverlay className="pl-modal-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="pl-modal">
        <Dialog className="pl-dialog pl-offline-conflict" role="alertdialog" aria-labelledby="pl-conflict-title">
          <Heading slot="title" id="pl-conflict-title" className="pl-dialog-title">
            {t('home.offline.conflictTitle')}
          </Heading>
          <p className="pl-dialog-message">{t('home.offline.conflictText')}</p>
          <ul className="pl-offline-choices">
            <li>{t('home.offline.overwriteHelp')}</li>
            <li>{t('home.offline.ignoreHelp')}</li>
          </ul>
          <div className="pl-dialog-actions">
            <Button variant="primary" onPress={onOverwrite} isPending={isPending} autoFocus>
              {t('home.offline.overwrite')}
            </Button>
            <Button onPress={onIgnore} isDisabled={isPending}>
              {t('home.offline.ignore')}
            </Button>
            <Button variant="quiet" onPress={onCancel} isDisabled={isPending}>
              {t('home.offline.cancel')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
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
    <ModalOverlay className="pl-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className="pl-modal">
        <Dialog className="pl-dialog" role="alertdialog" aria-labelledby="pl-delete-download-title">
          <Heading slot="title" id="pl-delete-download-title" className="pl-dialog-title">
            {t('home.offline.deleteTitle')}
          </Heading>
          <p className="pl-dialog-message">{t('home.offline.deleteText')}</p>
          {hasResults && <p className="pl-dialog-message pl-offline-warning">{t('home.offline.deleteResults')}</p>}
          <div className="pl-dialog-actions">
            <Button variant="quiet" onPress={onCancel} autoFocus>
              {t('home.offline.cancel')}
            </Button>
            <Button variant="primary" onPress={onDelete}>
              {t('home.offline.deleteConfirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
