import { describe, expect, it } from 'vitest';
import type { OfflineDownload, PageView } from '@palate/protocol';
import { checkedOfflineState } from './offlineCheck.ts';
import { parseOfflineState, withDownload, withLogLine, type OfflineState } from './offlineStore.ts';
import { sampleDownload } from './offlineTestData.ts';

const EMPTY: OfflineState = { mode: 'offline', downloads: {}, revision: 3 };

describe('the downloads checked at start', () => {
  it('leaves a sound state as it is, the very same object', () => {
    const state = withDownload(EMPTY, sampleDownload(), 1000);
    expect(checkedOfflineState(state)).toBe(state);
  });

  it('drops a download whose screens are not screens, though its outline passed the quick read', () => {
    const broken = {
      ...sampleDownload({ id: 'broken' }),
      pages: [{ position: 'first' }],
    } as unknown as OfflineDownload;
    const stored = parseOfflineState(
      JSON.parse(JSON.stringify(withDownload(withDownload(EMPTY, sampleDownload(), 1), broken, 2))),
    );
    expect(Object.keys(stored!.downloads).sort()).toEqual(['block-1', 'broken']);
    expect(Object.keys(checkedOfflineState(stored!).downloads)).toEqual(['block-1']);
  });

  it('gives a screen stored by an older version the fields it lacks', () => {
    const download = sampleDownload();
    const olderPage: Partial<PageView> = { ...download.pages[0]! };
    delete olderPage.blockStart;
    const older = { ...download, pages: [olderPage, ...download.pages.slice(1)] } as OfflineDownload;
    const checked = checkedOfflineState(withDownload(EMPTY, older, 1));
    expect(checked.downloads['block-1']!.download.pages[0]!.blockStart).toBe(0);
  });

  it('leaves out a log line the server would refuse, and keeps the others', () => {
    const state = withLogLine(withDownload(EMPTY, sampleDownload(), 1), 'block-1', {
      at: 2,
      event: 'teleported',
    } as never);
    expect(checkedOfflineState(state).downloads['block-1']!.log).toEqual([{ at: 1, event: 'downloaded' }]);
  });
});
