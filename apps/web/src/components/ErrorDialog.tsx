import { useTranslation } from 'react-i18next';
import { CallError } from '@palate/protocol';
import { errorCode, errorMessageKey, isRetryable } from '../lib/errors.ts';
import { AlertDialog } from './ui/AlertDialog.tsx';
import { Button } from './ui/Button.tsx';

export interface ErrorDialogProps {
  error: unknown;
  /** The address of home, loaded afresh by "back home and refresh". */
  homeHref: string;
  onHome: () => void;
  /** Offered only when the error is one that trying again can get past. */
  onRetry?: () => void;
  /** Shows the server's own message and data, for the lab's support. */
  debug: boolean;
}

/** The spec's "Oops..." dialog: what went wrong in plain words, its code, and the ways on. */
export function ErrorDialog({ error, homeHref, onHome, onRetry, debug }: ErrorDialogProps) {
  const { t } = useTranslation();
  const code = errorCode(error);
  const details = debug && error instanceof Error ? detailsOf(error) : null;
  return (
    <AlertDialog
      title={t('error.title')}
      actions={
        <>
          {onRetry && isRetryable(error) && (
            <Button variant="primary" onPress={onRetry} autoFocus>
              {t('error.retry')}
            </Button>
          )}
          <Button onPress={onHome}>{t('error.backHome')}</Button>
          <Button variant="quiet" onPress={() => window.location.assign(homeHref)}>
            {t('error.backHomeRefresh')}
          </Button>
        </>
      }
    >
      <p className="pl-dialog-message">{t(errorMessageKey(error))}</p>
      {code !== null && <p className="pl-dialog-code">{t('error.code', { code })}</p>}
      {details && <pre className="pl-dialog-details">{t('error.details', { details })}</pre>}
    </AlertDialog>
  );
}

function detailsOf(error: Error): string {
  const data = error instanceof CallError ? error.errorDataStr : '';
  return data === '' ? error.message : `${error.message}\n${data}`;
}
