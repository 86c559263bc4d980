import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DialogFrame } from './DialogFrame.tsx';
import { leavesScreen, type UnsavedChanges } from './unsavedChanges.ts';

/**
 * Asks before edits not saved are dropped: the router's navigations (the header's links, a
 * screen's own) wait for the leader's answer in a dialog of the console's; a reload or a
 * closed tab gets the browser's own question; `confirm` asks before another action that
 * would drop them (signing out).
 */
export function useLeaveConfirmation(unsaved: UnsavedChanges): {
  dialog: ReactNode;
  confirm: (action: () => void) => void;
} {
  const { t } = useTranslation();
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => unsaved.any() && leavesScreen(currentLocation, nextLocation),
      [unsaved],
    ),
  );
  const [action, setAction] = useState<(() => void) | null>(null);

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (unsaved.any()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const confirm = (next: () => void) => (unsaved.any() ? setAction(() => next) : next());
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setAction(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    action?.();
    setAction(null);
  };

  const dialog =
    blocker.state === 'blocked' || action !== null ? (
      <DialogFrame
        title={t('app.leave.title')}
        role="alertdialog"
        onClose={stay}
        actions={
          <>
            <Button className="pl-console-button pl-console-button--primary" onPress={stay} autoFocus>
              {t('app.leave.stay')}
            </Button>
            <Button className="pl-console-button pl-console-button--danger" onPress={leave}>
              {t('app.leave.leave')}
            </Button>
          </>
        }
      >
        <p>{t('app.leave.message')}</p>
      </DialogFrame>
    ) : null;
  return { dialog, confirm };
}
