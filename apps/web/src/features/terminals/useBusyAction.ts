import { useState } from 'react';

/** Runs a leader's action on the device screen: one at a time (`busy` greys the buttons), a failure handed on. */
export function useBusyAction(onFailure: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, act };
}
