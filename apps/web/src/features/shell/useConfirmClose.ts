import { useEffect } from 'react';

/**
 * While a session runs, closing or reloading the page asks for confirmation (the
 * browser shows its own wording; custom texts are no longer displayed by browsers).
 */
export function useConfirmClose(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const confirm = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium-based hosts still need returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', confirm);
    return () => window.removeEventListener('beforeunload', confirm);
  }, [active]);
}
