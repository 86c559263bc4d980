import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { useStoredJudge } from '../../lib/judgeStore.ts';
import { shellSettings } from '../../lib/shellSettings.ts';
import { subscribeTokenLife, tokenExpiresAt } from '../../lib/tokenLife.ts';
import { AlertDialog } from '../../components/ui/AlertDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';

/** The longest delay setTimeout honours (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The sleeping screen after a quiet spell, and the warning before the session's token expires. */
export function InactivityGuard() {
  return (
    <>
      <SleepingScreen />
      <SessionTimeoutWarning />
    </>
  );
}

function SleepingScreen() {
  const { t } = useTranslation();
  const [sleeping, setSleeping] = useState(false);

  useEffect(() => {
    if (sleeping) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      const { idleSeconds } = shellSettings();
      if (idleSeconds > 0) timer = setTimeout(() => setSleeping(true), idleSeconds * 1000);
    };
    restart();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart);
    };
  }, [sleeping]);

  if (!sleeping) return null;
  return (
    <AlertDialog
      role="dialog"
      overlayClassName="pl-sleeping-overlay"
      title={t('shell.inactivity.sleepingTitle')}
      actions={
        <Button variant="primary" size="large" onPress={() => setSleeping(false)} autoFocus>
          {t('shell.inactivity.wakeUp')}
        </Button>
      }
    >
      <p className="pl-dialog-message">{t('shell.inactivity.sleepingText')}</p>
    </AlertDialog>
  );
}

function useTokenExpiry(): number | null {
  return useSyncExternalStore(subscribeTokenLife, tokenExpiresAt);
}

/**
 * Shown from `timeoutWarningSeconds` before the judge's token expires; "stay connected"
 * calls members/check, whose answer carries the token's renewed life.
 */
function SessionTimeoutWarning() {
  const { t } = useTranslation();
  const judge = useStoredJudge();
  const expiresAt = useTokenExpiry();
  // The warning belongs to one token expiry: a renewed token (a new expiry) hides it.
  const [warning, setWarning] = useState<{ expiresAt: number; minutes: number } | null>(null);
  const [extending, setExtending] = useState(false);

  useEffect(() => {
    if (expiresAt === null) return;
    const delay = expiresAt - shellSettings().timeoutWarningSeconds * 1000 - Date.now();
    // Timers fire at once beyond ~24.8 days; a token living that long is re-armed by the next call anyway.
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => setWarning({ expiresAt, minutes: Math.max(1, Math.ceil((expiresAt - Date.now()) / 60_000)) }),
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const extend = useCallback(() => {
    setExtending(true);
    // Whatever the answer, the warning goes: a renewed token hides it, a refused one leads to the welcome.
    void callApi('members/check', { updTk: true })
      .catch(() => undefined)
      .finally(() => {
        setExtending(false);
        setWarning(null);
      });
  }, []);

  if (warning === null || warning.expiresAt !== expiresAt || !judge) return null;
  const { minutes } = warning;
  return (
    <AlertDialog
      title={t('shell.inactivity.timeoutTitle')}
      actions={
        <Button variant="primary" onPress={extend} isPending={extending} autoFocus>
          {t('shell.inactivity.extend')}
        </Button>
      }
    >
      <p className="pl-dialog-message">{t('shell.inactivity.timeoutText', { minutes })}</p>
    </AlertDialog>
  );
}
