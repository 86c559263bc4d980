import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Escape and a tap outside call this; without it the dialog waits for one of its own buttons. */
  onDismiss?: (() => void) | undefined;
  role?: 'alertdialog' | 'dialog';
  /** Classes of the box, beside pl-modal. */
  className?: string | undefined;
  /** Classes of the dimmed layer around the box, beside pl-modal-overlay. */
  overlayClassName?: string | undefined;
  children: ReactNode;
}

/**
 * A native modal <dialog>, open while it is drawn: the browser keeps the focus inside, makes
 * the page behind inert, and gives the focus back on close. The <dialog> element is the
 * dimmed layer, so that a tap on it, outside the box, is a tap outside.
 */
export function Modal({ labelledBy, onDismiss, role = 'dialog', className, overlayClassName, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (!dialog.open) dialog.showModal();
    const cancel = (event: Event) => {
      // Closing is React's: the dialog goes when its owner stops drawing it.
      event.preventDefault();
      dismissRef.current?.();
    };
    // Chromium closes on a second Escape even when the first was refused: open it again.
    const closed = () => {
      if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-modal="true"
      className={overlayClassName ? `pl-modal-overlay ${overlayClassName}` : 'pl-modal-overlay'}
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div className={className ? `pl-modal ${className}` : 'pl-modal'}>{children}</div>
    </dialog>
  );
}
