import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../components/ui/Button.tsx';
import { loadLegalInfo } from './legalInfo.ts';

/** The legal information dialog (spec section 2), which loads the legal info file. */
export function LegalDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof loadLegalInfo>> | null>(null);

  useEffect(() => {
    let current = true;
    void loadLegalInfo(i18n.language).then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  return (
    <ModalOverlay className="pl-modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="pl-modal pl-legal">
        <Dialog className="pl-dialog" aria-labelledby="pl-legal-title">
          <Heading slot="title" id="pl-legal-title" className="pl-dialog-title">
            {t('shell.legal.title')}
          </Heading>
          {/* Long texts scroll: focusable, so that the keyboard can scroll them too. */}
          <div className="pl-legal-text" tabIndex={0} role="region" aria-labelledby="pl-legal-title">
            {loaded === null ? (
              t('app.loading')
            ) : 'text' in loaded ? (
              loaded.text
            ) : (
              <>
                <span role="alert">{t(`shell.helper.${loaded.problem}`)}</span> {t('shell.legal.missing')}
              </>
            )}
          </div>
          <div className="pl-dialog-actions">
            <Button variant="primary" onPress={onClose} autoFocus>
              {t('shell.legal.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
