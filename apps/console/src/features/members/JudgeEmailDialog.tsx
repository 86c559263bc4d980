import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import { FormDialog } from '../../lib/FormDialog.tsx';

/** A named judge's address for invitations by email: typed, changed, or emptied to remove it. */
export function JudgeEmailDialog({
  login,
  email,
  onSave,
  onClose,
}: {
  login: string;
  email: string | null;
  onSave: (email: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(email ?? '');
  return (
    <FormDialog
      title={t('members.emailTitle', { login })}
      save={t('members.emailSave')}
      onSave={() => onSave(typed.trim() === '' ? null : typed.trim())}
      onClose={onClose}
    >
      <p className="pl-console-help">{t('members.emailHelp')}</p>
      <TextField className="pl-console-field" type="email" value={typed} onChange={setTyped} autoFocus>
        <Label>{t('members.email')}</Label>
        <Input autoComplete="off" />
      </TextField>
    </FormDialog>
  );
}
