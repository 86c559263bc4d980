import { useCallback, useState } from 'react';
import { isSignedOut } from './api.ts';

/** A screen's failure to show, in the server's words; a refused token signs the leader out instead. */
export function useFailure(onSignedOut: () => void): [string | null, (error: unknown) => void, () => void] {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) onSignedOut();
      else setFailure(error instanceof Error ? error.message : String(error));
    },
    [onSignedOut],
  );
  const clear = useCallback(() => setFailure(null), []);
  return [failure, fail, clear];
}
