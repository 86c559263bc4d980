import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * Asks before an action on a judge's run or a booth that cannot be taken back: the action
 * is named on its button, and Escape or Cancel leaves everything as it was.
 */
export function ConfirmDialog({
  title,
  message,
  confirm,
  onConfirm,
  onClose,
  children,
}: {
  children?: ReactNode;
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pl-console-overlay">
      <Modal className="pl-console-modal">
        <Dialog role="alertdialog" className="pl-console-dialog">
          <Heading slot="title">{title}</Heading>
          <p>{message}</p>
          {children}
          <div className="pl-console-actions">
            <Button className="pl-console-button" onPress={onClose} autoFocus>
              {t('app.cancel')}
            </Button>
            <Button
              className="pl-console-button pl-console-button--danger"
              onPress={() => {
                onConfirm();
                onClose();
              }}
            >
              {confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
