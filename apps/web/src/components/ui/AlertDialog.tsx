import { useId, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';

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

/** A modal that asks one thing: its title, its message, and the ways on. */
export function AlertDialog({
  title,
  children,
  actions,
  onDismiss,
  role = 'alertdialog',
  className,
  overlayClassName,
}: AlertDialogProps) {
  const titleId = useId();
  return (
    <Modal
      labelledBy={titleId}
      onDismiss={onDismiss}
      role={role}
      className={className}
      overlayClassName={overlayClassName}
    >
      <div className="pl-dialog">
        <h2 id={titleId} className="pl-dialog-title">
          {title}
        </h2>
        {children}
        <div className="pl-dialog-actions">{actions}</div>
      </div>
    </Modal>
  );
}
