import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { DialogFrame } from './DialogFrame.tsx';

/**
 * A dialog that edits something and saves it: its fields, then Cancel and the save button
 * named for what it saves. Escape, a click outside or Cancel leave everything as it was;
 * the caller closes it once saved.
 */
export function FormDialog({
  title,
  save,
  onSave,
  onClose,
  isSaveDisabled = false,
  children,
}: {
  title: string;
  save: string;
  onSave: () => void;
  onClose: () => void;
  isSaveDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button className="pl-console-button" onPress={onClose}>
            {t('app.cancel')}
          </Button>
          <Button className="pl-console-button pl-console-button--primary" isDisabled={isSaveDisabled} onPress={onSave}>
            {save}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
