import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Something the leader must read before going on (a password shown once, a list): closed by its button or Escape. */
export function NoticeDialog({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pl-console-overlay">
      <Modal className="pl-console-modal">
        <Dialog className="pl-console-dialog">
          <Heading slot="title">{title}</Heading>
          {children}
          <div className="pl-console-actions">
            <Button className="pl-console-button pl-console-button--primary" onPress={onClose} autoFocus>
              {t('app.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
