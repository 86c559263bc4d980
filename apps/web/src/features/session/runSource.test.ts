import { describe, expect, it } from 'vitest';
import { withDownload, withMode, type OfflineState } from '../../lib/offlineStore.ts';
import { sampleDownload } from '../../lib/offlineTestData.ts';
import { runSourceKind } from './useRunSource.ts';

describe('runSourceKind', () => {
  const downloaded: OfflineState = withDownload({ mode: 'online', downloads: {}, revision: 0 }, sampleDownload(), 1);

  it('answers online while the app is online, even with a download', () => {
    expect(runSourceKind(downloaded, 'session-1')).toBe('online');
  });

  it('answers from the download while the app is offline', () => {
    expect(runSourceKind(withMode(downloaded, 'offline'), 'session-1')).toBe('offline');
  });

  it('goes to the server for a run that is not downloaded', () => {
    expect(runSourceKind(withMode(downloaded, 'offline'), 'session-2')).toBe('online');
  });
});
