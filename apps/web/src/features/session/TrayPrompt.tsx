import { useRef, useState, type FormEvent } from 'react';
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
  /** Session parameter c1: the number is typed a second time before it is sent. */
  confirm?: boolean;
  /** The server's refusal of the last number typed (3402, 3403, 3404 or 3406), if any. */
  errorCode: number | null;
  isPending: boolean;
  onSubmit: (tray: number | undefined) => void;
}

function trayNumberOf(typed: string): number | undefined {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Before the first screen: the judge types the number written on their tray, which fixes
 * their order. With `confirm`, a second field asks for it again; two numbers that differ
 * send the judge back to the first field, since a wrong tray would serve the wrong order.
 */
export function TrayPrompt({ confirm = false, errorCode, isPending, onSubmit }: TrayPromptProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [retyped, setRetyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const tray = trayNumberOf(typed);
    if (!confirm || tray === undefined) {
      onSubmit(tray);
      return;
    }
    if (!confirming) {
      setMismatch(false);
      setConfirming(true);
      return;
    }
    const confirmed = trayNumberOf(retyped) === tray;
    // Either way the judge is back at the first field: with the number sent, should the server refuse it.
    setMismatch(!confirmed);
    setConfirming(false);
    setRetyped('');
    if (confirmed) {
      onSubmit(tray);
    } else {
      setTyped('');
      firstInput.current?.focus();
    }
  }

  const message = mismatch ? t('session.trayMismatch') : errorCode !== null ? t(`error.${errorCode}`) : null;
  const lastStep = !confirm || confirming;
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
          isInvalid={message !== null}
          isReadOnly={confirming}
          inputMode="numeric"
          autoFocus
        >
          <Label className="pl-control-label">{t('session.trayText')}</Label>
          {message !== null && (
            <p className="pl-field-error" role="alert">
              {message}
            </p>
          )}
          <Input ref={firstInput} className="pl-text-input pl-tray-input" autoComplete="off" />
        </TextField>
        {confirming && (
          <TextField
            className="pl-control pl-tray-field"
            value={retyped}
            onChange={setRetyped}
            inputMode="numeric"
            autoFocus
          >
            <Label className="pl-control-label">{t('session.trayConfirmText')}</Label>
            <Input className="pl-text-input pl-tray-input pl-tray-confirm" autoComplete="off" />
          </TextField>
        )}
        <div className="pl-session-nav">
          {confirming && (
            <Button variant="secondary" size="large" onPress={() => setConfirming(false)}>
              {t('session.trayChange')}
            </Button>
          )}
          <Button type="submit" variant="primary" size="large" isPending={isPending}>
            {lastStep ? t('session.trayStart') : t('session.trayNext')}
          </Button>
        </div>
      </form>
    </section>
  );
}
