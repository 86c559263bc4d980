import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ProfileFilter, PublicationOverview } from '@palate/protocol';
import { FailureNote } from '../../lib/FailureNote.tsx';
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
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pl-console-overlay">
      <Modal className="pl-console-modal">
        <Dialog className="pl-console-dialog">
          <Heading slot="title">{t('publications.restrictionTitle', { name: publication.name })}</Heading>
          <FailureNote failure={failure} />
          {data && <FilterFields fields={fields} filter={draft} onChange={setDraft} />}
          <p className="pl-console-help">{t('publications.restrictionHelp')}</p>
          <div className="pl-console-actions">
            <Button className="pl-console-button" onPress={onClose}>
              {t('app.cancel')}
            </Button>
            <Button
              className="pl-console-button pl-console-button--primary"
              isDisabled={!data}
              onPress={() => {
                onSave(filterOf(draft, fields));
                onClose();
              }}
            >
              {t('publications.restrictionSave')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
