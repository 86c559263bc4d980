import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
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
    <Modal labelledBy="pl-legal-title" onDismiss={onClose} className="pl-legal">
      <div className="pl-dialog">
        <h2 id="pl-legal-title" className="pl-dialog-title">
          {t('shell.legal.title')}
        </h2>
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
      </div>
    </Modal>
  );
}
