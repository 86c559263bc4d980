import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useHostState } from '../../lib/host/host.ts';

/**
 * The host named in the address did not answer within 1,600 ms (spec section 9). Trying
 * again reloads the page, which reaches the host anew; going on without it leaves every
 * host-only action refused with 50005.
 */
export function HostStartupFailure() {
  const { t } = useTranslation();
  const hostState = useHostState();
  const [dismissed, setDismissed] = useState(false);
  if (hostState !== 'failed' || dismissed) return null;
  return (
    <AlertDialog
      title={t('shell.host.startupTitle')}
      className="pl-host-failure"
      actions={
        <>
          <Button variant="primary" size="large" onPress={() => window.location.reload()} autoFocus>
            {t('shell.host.retry')}
          </Button>
          <Button size="large" onPress={() => setDismissed(true)}>
            {t('shell.host.continueWithout')}
          </Button>
        </>
      }
    >
      <p className="pl-dialog-message">{t('shell.host.startupText')}</p>
    </AlertDialog>
  );
}
