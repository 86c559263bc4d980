import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPath } from '@palate/protocol';
import { callAsLeader, type CallBody } from './api.ts';

/**
 * A change a leader makes from a screen: the call, then its words in the screen's notice and
 * the screen's data read anew; a refusal goes to the screen's failure note. Resolves to
 * whether the change was made.
 */
export function useLeaderAction(fail: (error: unknown) => void, reload: () => void) {
  const { i18n } = useTranslation();
  const [notice, setNotice] = useState('');
  const act = useCallback(
    <P extends CallPath>(path: P, body: CallBody<P>, done: string): Promise<boolean> => {
      setNotice('');
      return callAsLeader(path, body, i18n.language).then(
        () => {
          setNotice(done);
          reload();
          return true;
        },
        (error: unknown) => {
          fail(error);
          return false;
        },
      );
    },
    [fail, i18n.language, reload],
  );
  return { notice, setNotice, act };
}
