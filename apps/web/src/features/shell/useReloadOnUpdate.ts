import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reloadIfUpdated } from '../../lib/updater.ts';

/** After the server changed version, the next navigation reloads the page (spec section 4). */
export function useReloadOnUpdate(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) reloadIfUpdated();
  }, [key]);
}
