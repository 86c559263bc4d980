import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPath, CallResponse } from '@palate/protocol';
import { callAsLeader, type CallBody } from './api.ts';
import { useFailure } from './useFailure.ts';

/**
 * A call whose answer a screen shows: made when the screen opens, again when the language,
 * the body or `reload` asks, and its answer dropped once the screen has moved on. A null
 * body makes no call, for a part the leader may not read.
 */
export function useLeaderCall<P extends CallPath>(path: P, body: CallBody<P> | null, onSignedOut: () => void) {
  const { i18n } = useTranslation();
  const [failure, fail, clearFailure] = useFailure(onSignedOut);
  const [data, setData] = useState<CallResponse<P> | null>(null);
  const [version, setVersion] = useState(0);
  // The body's content, not its identity, decides when to call again.
  const request = JSON.stringify(body);
  useEffect(() => {
    if (request === 'null') return;
    let current = true;
    callAsLeader(path, JSON.parse(request) as CallBody<P>, i18n.language)
      .then((answer) => {
        if (!current) return;
        setData(answer);
        // A screen that asks again (the live monitor) recovers from a failure once an answer comes.
        clearFailure();
      })
      .catch((error: unknown) => current && fail(error));
    return () => {
      current = false;
    };
  }, [clearFailure, fail, i18n.language, path, request, version]);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { data, failure, fail, reload };
}
