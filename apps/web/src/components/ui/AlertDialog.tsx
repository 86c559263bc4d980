import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface AlertDialogProps {
  title: string;
  /** The message: one or more paragraphs. */
  children: ReactNode;
  /** The buttons, the first to act on given `autoFocus`. */
  actions: ReactNode;
  /** Escape and a tap outside cancel through this; without it the dialog waits for a button. */
  onDismiss?: () => void;
  /** `dialog` for a screen that only waits (the sleeping screen), not an alert. */
  role?: 'alertdialog' | 'dialog';
  className?: string;
  overlayClassName?: string;
}

/** A modal that asks one thing: its title, its message, and the ways on (react-aria traps focus and labels it). */
export function AlertDialog({
  title,
  children,
  actions,
  onDismiss,
  role = 'alertdialog',
  className,
  overlayClassName,
}: AlertDialogProps) {
  const dismissable = onDismiss !== undefined;
  return (
    <ModalOverlay
      className={overlayClassName ? `pl-modal-overlay ${overlayClassName}` : 'pl-modal-overlay'}
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => !open && onDismiss?.()}
    >
      <Modal className={className ? `pl-modal ${className}` : 'pl-modal'}>
        <Dialog className="pl-dialog" role={role}>
          <Heading slot="title" className="pl-dialog-title">
            {title}
          </Heading>
          {children}
          <div className="pl-dialog-actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
