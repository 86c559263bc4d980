import { useEffect } from 'react';
import { tellHost } from '../../lib/host/host.ts';

/**
 * While a judge's run is under way, closing or reloading the page asks for confirmation
 * (the browser shows its own wording; custom texts are no longer displayed by browsers).
 * The session screen turns it on, and off on its end screen. A host closes its window
 * itself, so it is told (CloseConfirm) whether to ask first.
 */
export function useConfirmClose(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    tellHost('CloseConfirm', { running: true });
    const confirm = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium-based hosts still need returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirm);
    return () => {
      window.removeEventListener('beforeunload', confirm);
      tellHost('CloseConfirm', { running: false });
    };
  }, [active]);
}
