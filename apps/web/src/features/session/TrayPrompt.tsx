import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
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

interface TrayFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Above the input, announced with it. */
  message?: ReactNode;
  isReadOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  inputClassName: string;
}

/** A labelled number input; autofocused, since it is the one thing the screen asks. */
function TrayField({ label, value, onChange, message, isReadOnly, inputRef, inputClassName }: TrayFieldProps) {
  const inputId = useId();
  const messageId = useId();
  return (
    <div className="pl-control pl-tray-field" data-invalid={message ? true : undefined}>
      <label className="pl-control-label" htmlFor={inputId}>
        {label}
      </label>
      {message && (
        <p id={messageId} className="pl-field-error" role="alert">
          {message}
        </p>
      )}
      <input
        id={inputId}
        ref={inputRef}
        className={inputClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        readOnly={isReadOnly}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        autoFocus
      />
    </div>
  );
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
        <TrayField
          label={t('session.trayText')}
          value={typed}
          onChange={setTyped}
          message={message}
          isReadOnly={confirming}
          inputRef={firstInput}
          inputClassName="pl-text-input pl-tray-input"
        />
        {confirming && (
          <TrayField
            label={t('session.trayConfirmText')}
            value={retyped}
            onChange={setRetyped}
            inputClassName="pl-text-input pl-tray-input pl-tray-confirm"
          />
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
