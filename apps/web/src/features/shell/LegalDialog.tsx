import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { legalInfoPaths } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';

/**
 * The first legal info file found (see legalInfoPaths: the administrator's before the
 * ones shipped with the app). Plain text only, so nothing in
 * it can run; a file of another type (such as the app page a missing file falls back
 * to) is skipped.
 */
async function loadLegalInfo(language: string): Promise<string | null> {
  for (const path of legalInfoPaths(language)) {
    try {
      const response = await fetch(path, { cache: 'no-cache' });
      if (response.ok && response.headers.get('content-type')?.startsWith('text/plain')) return await response.text();
    } catch {
      // Unreachable: try the next file, and in the end say there is none.
    }
  }
  return null;
}

/** The legal information dialog (spec section 2), which loads the legal info file. */
export function LegalDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void loadLegalInfo(i18n.language).then((loaded) => current && setText(loaded));
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
            {text === undefined ? t('app.loading') : text === null ? t('shell.legal.missing') : text}
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
