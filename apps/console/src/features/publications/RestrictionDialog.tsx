import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileFilter, PublicationOverview } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';
import { FilterFields } from './AudienceFields.tsx';
import { filterDraftOf, filterOf } from './audienceDraft.ts';

/**
 * The profiles a publication is for, changed while judges come: who lists and starts it
 * from now on; runs under way go on.
 */
export function RestrictionDialog({
  publication,
  onSave,
  onClose,
  onSignedOut,
}: {
  publication: PublicationOverview;
  onSave: (filter: ProfileFilter) => void;
  onClose: () => void;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation();
  const { data, failure } = useLeaderCall('acc/profile/fields', {}, onSignedOut);
  const [draft, setDraft] = useState(() => filterDraftOf(publication.filter));
  const fields = data?.fields ?? [];
  return (
    <FormDialog
      title={t('publications.restrictionTitle', { name: publication.name })}
      save={t('publications.restrictionSave')}
      isSaveDisabled={!data}
      onSave={() => {
        onSave(filterOf(draft, fields));
        onClose();
      }}
      onClose={onClose}
    >
      <FailureNote failure={failure} />
      {data && <FilterFields fields={fields} filter={draft} onChange={setDraft} />}
      <p className="pl-console-help">{t('publications.restrictionHelp')}</p>
    </FormDialog>
  );
}
