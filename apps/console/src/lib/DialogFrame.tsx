import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * What every console dialog shares: a modal over the page that Escape or a click outside
 * closes as `onClose` says, its title, its content, and its buttons in one row. An
 * `alertdialog` asks before something that cannot be taken back.
 */
export function DialogFrame({
  title,
  role,
  onClose,
  actions,
  children,
}: {
  title: string;
  role?: 'alertdialog';
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pl-console-overlay">
      <Modal className="pl-console-modal">
        <Dialog role={role} className="pl-console-dialog">
          <Heading slot="title">{title}</Heading>
          {children}
          <div className="pl-console-actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
