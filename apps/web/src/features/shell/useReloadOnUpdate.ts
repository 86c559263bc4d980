import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/navigation.tsx';
import { callApi } from '../../lib/api.ts';
import { reloadIfUpdated, startUpdateChecks } from '../../lib/updater.ts';

/**
 * After the server changed version, the next navigation reloads the page (spec section 4).
 * The version comes with every answer; sys/versions asks for it every two minutes too.
 */
export function useReloadOnUpdate(): void {
  useEffect(
    () =>
      startUpdateChecks(() => {
        // Offline, there is nothing to learn: the next answer will tell.
        callApi('sys/versions', {}).catch(() => undefined);
      }),
    [],
  );
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) reloadIfUpdated();
  }, [key]);
}
