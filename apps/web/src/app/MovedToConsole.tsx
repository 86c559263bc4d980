import { useEffect } from 'react';

/** An address of a leaders' screen that moved to the console (an old bookmark): the console takes over. */
export function MovedToConsole({ path }: { path: string }) {
  useEffect(() => {
    window.location.replace(`/console/${path}`);
  }, [path]);
  return null;
}
