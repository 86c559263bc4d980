import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { DialogFrame } from './DialogFrame.tsx';

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
    <DialogFrame
      title={title}
      onClose={onClose}
      actions={
        <Button className="pl-console-button pl-console-button--primary" onPress={onClose} autoFocus>
          {t('app.close')}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
