import { useCallback, useState } from 'react';
import { CallError } from '@palate/protocol';
import { isSignedOut } from './api.ts';

/** A failure in words: a refused request's reason (its errorData.reason) follows the catalogue's text, which names no cause. */
function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const reason = error instanceof CallError ? (error.data as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? `${error.message} ${reason}` : error.message;
}

/** A screen's failure to show, in the server's words; a refused token signs the leader out instead. */
export function useFailure(onSignedOut: () => void): [string | null, (error: unknown) => void, () => void] {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) onSignedOut();
      else setFailure(failureText(error));
    },
    [onSignedOut],
  );
  const clear = useCallback(() => setFailure(null), []);
  return [failure, fail, clear];
}
