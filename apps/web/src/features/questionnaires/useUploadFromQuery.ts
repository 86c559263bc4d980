import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../lib/navigation.tsx';
import { readOffline } from '../../lib/offlineStore.ts';

/**
 * home?upload={block} (the route up/{block}): sends that block's results, and takes the
 * query away. Null while another part of home handles it.
 */
export function useUploadFromQuery(send: ((blockId: string) => Promise<void>) | null): void {
  const [search, setSearch] = useSearchParams();
  const block = search.get('upload');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (send === null || block === null || handled.current === block) return;
    handled.current = block;
    setSearch(
      (params) => {
        params.delete('upload');
        return params;
      },
      { replace: true },
    );
    if (readOffline().downloads[block] !== undefined) void send(block);
  }, [block, send, setSearch]);
}
