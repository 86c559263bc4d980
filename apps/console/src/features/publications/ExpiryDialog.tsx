import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { PublicationOverview } from '@palate/protocol';
import { instant, localValue } from '../../lib/dateField.ts';

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
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="pl-console-overlay">
      <Modal className="pl-console-modal">
        <Dialog className="pl-console-dialog">
          <Heading slot="title">{t('publications.expiryTitle', { name: publication.name })}</Heading>
          <label className="pl-console-select-field">
            <span>{t('publications.expiryField')}</span>
            <input type="datetime-local" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
          </label>
          <p className="pl-console-help">{t('publications.expiryHelp')}</p>
          <div className="pl-console-actions">
            <Button className="pl-console-button" onPress={onClose}>
              {t('app.cancel')}
            </Button>
            <Button
              className="pl-console-button pl-console-button--primary"
              onPress={() => {
                onSave(instant(value) ?? null);
                onClose();
              }}
            >
              {t('publications.expirySave')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
