import { beforeEach, describe, expect, it } from 'vitest';
import {
  answeredCount,
  downloadStatus,
  entryOfSession,
  hasResults,
  parseOfflineState,
  readOffline,
  setAppMode,
  updateOffline,
  withAnsweredScreen,
  withDownload,
  withLogLine,
  withoutDownload,
  withPendingUpload,
  withStarted,
  type OfflineState,
} from './offlineStore.ts';
import { sampleDownload } from './offlineTestData.ts';

const EMPTY: OfflineState = { mode: 'online', downloads: {}, revision: 0 };

describe('the offline state', () => {
  it('keeps a download with its log, where the run stands, and nothing answered yet', () => {
    const state = withDownload(EMPTY, sampleDownload({ position: 1, furthest: 1 }), 1000);
    const entry = state.downloads['block-1']!;
    expect(entry).toMatchObject({ position: 1, furthest: 1, finished: false, answers: {}, pendingUpload: null });
    expect(entry.log).toEqual([{ at: 1000, event: 'downloaded' }]);
    expect(hasResults(entry)).toBe(false);
    expect(EMPTY.downloads).toEqual({});
  });

  it('records each screen answered, moves on, and marks the end of the block', () => {
    let state = withDownload(EMPTY, sampleDownload(), 1000);
    state = withStarted(state, 'block-1', 1001);
    state = withStarted(state, 'block-1', 1002);
    state = withAnsweredScreen(
      state,
      'block-1',
      { position: 0, answers: [{ controlId: 'liking', value: 7 }], nextPosition: 1, finished: false },
      1003,
    );
    let entry = state.downloads['block-1']!;
    expect(entry).toMatchObject({ position: 1, furthest: 1, finished: false });
    expect(downloadStatus(entry)).toBe('inProgress');
    expect(answeredCount(entry)).toBe(1);

    state = withAnsweredScreen(state, 'block-1', { position: 1, answers: [], nextPosition: 0, finished: false }, 1004);
    expect(state.downloads['block-1']).toMatchObject({ position: 0, furthest: 1 });
    state = withAnsweredScreen(state, 'block-1', { position: 2, answers: [], nextPosition: 2, finished: true }, 1005);
    entry = state.downloads['block-1']!;
    expect(entry).toMatchObject({ position: 2, furthest: 2, finished: true });
    expect(downloadStatus(entry)).toBe('waiting');
    expect(entry.log.map((line) => line.event)).toEqual([
      'downloaded',
      'started',
      'answered',
      'answered',
      'answered',
      'finished',
    ]);
  });

  it('forgets a pending upload once new answers are given, since it did not carry them', () => {
    let state = withDownload(EMPTY, sampleDownload(), 1000);
    state = withPendingUpload(state, 'block-1', { uploadId: 'u1', overwrite: false });
    expect(state.downloads['block-1']!.pendingUpload).toEqual({ uploadId: 'u1', overwrite: false });
    state = withAnsweredScreen(state, 'block-1', { position: 0, answers: [], nextPosition: 1, finished: false }, 1);
    expect(state.downloads['block-1']!.pendingUpload).toBeNull();
  });

  it('finds the download of a session and deletes it', () => {
    let state = withDownload(EMPTY, sampleDownload(), 1000);
    state = withLogLine(state, 'block-1', { at: 2, event: 'conflict' });
    expect(entryOfSession(state, 'session-1')?.log.at(-1)?.event).toBe('conflict');
    expect(entryOfSession(state, 'other')).toBeNull();
    state = withoutDownload(state, 'block-1');
    expect(entryOfSession(state, 'session-1')).toBeNull();
    expect(withoutDownload(state, 'block-1')).toBe(state);
  });

  it('counts the screens answered before the download', () => {
    const download = sampleDownload({ nr: 1, position: 1, furthest: 1 });
    download.pages[0]!.answers = [{ controlId: 'liking', value: 5 }];
    const entry = withDownload(EMPTY, download, 1).downloads['block-1']!;
    expect(answeredCount(entry)).toBe(1);
    expect(downloadStatus(entry)).toBe('inProgress');
  });
});

describe('parseOfflineState', () => {
  it('reads back what it wrote, and drops a download that is not one', () => {
    const state = withDownload({ mode: 'offline', downloads: {}, revision: 0 }, sampleDownload(), 1000);
    const parsed = parseOfflineState(JSON.parse(JSON.stringify(state)));
    expect(parsed).toEqual(state);
    expect(parseOfflineState({ mode: 'offline', downloads: { x: { download: { id: 1 } } } })).toEqual({
      mode: 'offline',
      downloads: {},
      revision: 0,
    });
    expect(parseOfflineState('nonsense')).toBeNull();
  });
});

describe('the offline store', () => {
  beforeEach(() => updateOffline(() => EMPTY));

  it('keeps the mode and the downloads', () => {
    expect(readOffline().mode).toBe('online');
    setAppMode('offline');
    updateOffline((state) => withDownload(state, sampleDownload(), 5));
    expect(readOffline().mode).toBe('offline');
    expect(Object.keys(readOffline().downloads)).toEqual(['block-1']);
  });
});
