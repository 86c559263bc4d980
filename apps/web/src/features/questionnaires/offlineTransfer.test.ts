import { describe, expect, it } from 'vitest';
import { CallError, ErrorCode, calls, offlineUploadRequest } from '@palate/protocol';
import { withAnsweredScreen, withDownload, type AnsweredScreen, type OfflineState } from '../../lib/offlineStore.ts';
import { sampleDownload } from '../../lib/offlineTestData.ts';
import { isUploadConflict } from './offlineTransfer.ts';

describe('offlineUploadRequest of an entry this client keeps', () => {
  it('sends every screen answered on this device, in order, with the upload key and the log', () => {
    let state: OfflineState = withDownload({ mode: 'offline', downloads: {}, revision: 0 }, sampleDownload(), 1);
    const screen = (position: number, nextPosition: number, finished = false): AnsweredScreen => ({
      position,
      answers: [{ controlId: 'c', value: position }],
      nextPosition,
      finished,
    });
    state = withAnsweredScreen(state, 'block-1', screen(0, 1), 2);
    state = withAnsweredScreen(state, 'block-1', screen(1, 2), 3);
    state = withAnsweredScreen(state, 'block-1', screen(2, 2, true), 4);
    const entry = state.downloads['block-1']!;
    const uploadId = '0b0b3c3e-7c0a-4e4e-9a55-2f5b3f7d9a10';
    const request = offlineUploadRequest(entry, { uploadId, overwrite: true }, 5);
    expect(request).toMatchObject({
      id: 'block-1',
      se: 'session-1',
      key: entry.download.uploadKey,
      uploadId,
      overwrite: true,
      position: 2,
      finished: true,
    });
    expect(request.pages.map((page) => page.position)).toEqual([0, 1, 2]);
    expect(request.log?.at(-1)).toEqual({ at: 5, event: 'uploaded' });
    // The body passes the call's own schema, as the server will check it.
    expect(calls['run/upload'].request.safeParse(request).success).toBe(true);
  });
});

describe('isUploadConflict', () => {
  it('tells the conflict from a plain stale post', () => {
    expect(isUploadConflict(new CallError(ErrorCode.postConflict, '', { conflict: true }))).toBe(true);
    expect(isUploadConflict(new CallError(ErrorCode.postConflict, ''))).toBe(false);
    expect(isUploadConflict(new CallError(ErrorCode.questionnaireExpiredCannotSend, '', { conflict: true }))).toBe(
      false,
    );
  });
});
