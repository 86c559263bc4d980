import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicationOverview } from '@palate/protocol';
import { instant, localValue } from '../../lib/dateField.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';

/** When a publication closes: a moment to come reopens a closed one or moves an open one's closing; empty, never. */
export function ExpiryDialog({
  publication,
  onSave,
  onClose,
}: {
  publication: PublicationOverview;
  onSave: (expires: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(publication.status === 'open' ? localValue(publication.expires) : '');
  return (
    <FormDialog
      title={t('publications.expiryTitle', { name: publication.name })}
      save={t('publications.expirySave')}
      onSave={() => {
        onSave(instant(value) ?? null);
        onClose();
      }}
      onClose={onClose}
    >
      <label className="pl-console-select-field">
        <span>{t('publications.expiryField')}</span>
        <input type="datetime-local" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      </label>
      <p className="pl-console-help">{t('publications.expiryHelp')}</p>
    </FormDialog>
  );
}
