import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import type { PublicationOverview } from '@palate/protocol';
import { FormDialog } from '../../lib/FormDialog.tsx';

/** What judges see a publication as: the leader's title for them, or empty for the questionnaire's title. */
export function JudgesTitleDialog({
  publication,
  onSave,
  onClose,
}: {
  publication: PublicationOverview;
  onSave: (title: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(publication.judgesTitle ?? '');
  return (
    <FormDialog
      title={t('publications.judgesTitleDialog', { name: publication.name })}
      save={t('publications.judgesTitleSave')}
      onSave={() => {
        onSave(value.trim() === '' ? null : value.trim());
        onClose();
      }}
      onClose={onClose}
    >
      <TextField className="pl-console-field" value={value} onChange={setValue} maxLength={200} autoFocus>
        <Label>{t('publications.judgesTitleField')}</Label>
        <Input aria-describedby="pl-judges-title-help" />
      </TextField>
      <p id="pl-judges-title-help" className="pl-console-help">
        {t('publications.judgesTitleDialogHelp')}
      </p>
    </FormDialog>
  );
}
