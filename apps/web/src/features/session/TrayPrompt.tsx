import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label, TextField } from 'react-aria-components';
import { ErrorCode } from '@palate/protocol';
import { Button } from '../../components/ui/Button.tsx';

/** The server's answers to a tray number it cannot take: the judge is asked again. */
export const TRAY_CODES: ReadonlySet<number> = new Set([
  ErrorCode.trayNumberMissing,
  ErrorCode.trayNumberLow,
  ErrorCode.trayNumberHigh,
  ErrorCode.trayNumberUsed,
]);

export interface TrayPromptProps {
  /** The server's refusal of the last number typed (3402, 3403, 3404 or 3406), if any. */
  errorCode: number | null;
  isPending: boolean;
  onSubmit: (tray: number | undefined) => void;
}

/** Before the first screen: the judge types the number written on their tray, which fixes their order. */
export function TrayPrompt({ errorCode, isPending, onSubmit }: TrayPromptProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = typed.trim();
    onSubmit(/^\d+$/.test(trimmed) ? Number(trimmed) : undefined);
  }
  return (
    <section className="pl-tray" aria-labelledby="pl-tray-title">
      <h1 id="pl-tray-title" className="pl-session-title">
        {t('session.trayTitle')}
      </h1>
      <form className="pl-session-form" onSubmit={submit} noValidate>
        <TextField
          className="pl-control pl-tray-field"
          value={typed}
          onChange={setTyped}
          isInvalid={errorCode !== null}
          inputMode="numeric"
          autoFocus
        >
          <Label className="pl-control-label">{t('session.trayText')}</Label>
          {errorCode !== null && (
            <p className="pl-field-error" role="alert">
              {t(`error.${errorCode}`)}
            </p>
          )}
          <Input className="pl-text-input pl-tray-input" autoComplete="off" />
        </TextField>
        <div className="pl-session-nav">
          <Button type="submit" variant="primary" size="large" isPending={isPending}>
            {t('session.trayStart')}
          </Button>
        </div>
      </form>
    </section>
  );
}
