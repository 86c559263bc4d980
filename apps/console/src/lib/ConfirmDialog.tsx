import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { DialogFrame } from './DialogFrame.tsx';

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
    <DialogFrame
      title={title}
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
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
        </>
      }
    >
      <p>{message}</p>
      {children}
    </DialogFrame>
  );
}
