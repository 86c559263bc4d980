import { beforeEach, describe, expect, it } from 'vitest';
import { CallError, ErrorCode } from '@palate/protocol';
import { readOffline, updateOffline, withDownload } from '../../lib/offlineStore.ts';
import { sampleDownload } from '../../lib/offlineTestData.ts';
import { offlineRun } from './offlineRun.ts';

const liked = [{ controlId: 'liking', value: 3 }];

function entry() {
  return readOffline().downloads['block-1']!;
}

async function refusal(promise: Promise<unknown>): Promise<CallError> {
  const error: unknown = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof CallError)) throw new Error('expected a CallError');
  return error;
}

describe('offlineRun', () => {
  beforeEach(() => updateOffline((state) => withDownload({ ...state, downloads: {} }, sampleDownload(), 1000)));

  it('serves the screen the run stands at and logs the start', async () => {
    const run = offlineRun('session-1', () => 2000);
    expect(run.offline).toBe(true);
    expect((await run.start()).key).toBe('liking@a');
    expect(entry().log.at(-1)).toEqual({ at: 2000, event: 'started', position: 0 });
  });

  it('refuses a screen left unanswered, by the rules the server uses', async () => {
    const run = offlineRun('session-1');
    const error = await refusal(run.post({ position: 0, moving: 'next', answers: [] }, 'p1'));
    expect(error.code).toBe(ErrorCode.sessionPosting);
    expect(error.data).toEqual({ issues: [{ controlId: 'liking', rule: 'required' }], position: 0 });
    expect(entry().position).toBe(0);
  });

  it('answers every screen to the end, keeping the answers on the device', async () => {
    const run = offlineRun('session-1');
    const second = await run.post({ position: 0, moving: 'next', answers: liked }, 'p1');
    expect(second.page?.key).toBe('triangle');
    const third = await run.post(
      { position: 1, moving: 'next', answers: [{ controlId: 'odd', choices: ['222'] }] },
      'p2',
    );
    expect(third.page?.key).toBe('comment');
    expect(await run.post({ position: 2, moving: 'next', answers: [] }, 'p3')).toEqual({
      page: null,
      finished: true,
    });
    expect(entry()).toMatchObject({ finished: true, answers: { '0': liked } });
    // A finished block cannot be answered again.
    expect((await refusal(run.start())).code).toBe(ErrorCode.sessionInvalid);
  });

  it('goes back with the answers given, and locks a triangle answer once the judge moved on', async () => {
    const run = offlineRun('session-1');
    await run.post({ position: 0, moving: 'next', answers: liked }, 'p1');
    await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'odd', choices: ['222'] }] }, 'p2');
    const back = await run.post({ position: 2, moving: 'prev', answers: [] }, 'p3');
    expect(back.page?.answers).toEqual([{ controlId: 'odd', choices: ['222'] }]);
    const error = await refusal(
      run.post({ position: 1, moving: 'next', answers: [{ controlId: 'odd', choices: ['333'] }] }, 'p4'),
    );
    expect(error.data).toEqual({ issues: [{ controlId: 'odd', rule: 'locked' }], position: 1 });
    const again = await run.post(
      { position: 1, moving: 'next', answers: [{ controlId: 'odd', choices: ['222'] }] },
      'p5',
    );
    expect(again.page?.key).toBe('comment');
  });

  it('refuses a move before the first screen, a stale screen, and a download that is gone', async () => {
    const run = offlineRun('session-1');
    expect((await refusal(run.post({ position: 0, moving: 'prev', answers: [] }, 'p1'))).code).toBe(ErrorCode.noMove);
    expect((await refusal(run.post({ position: 1, moving: 'next', answers: [] }, 'p2'))).code).toBe(
      ErrorCode.postConflict,
    );
    expect((await refusal(offlineRun('session-2').start())).code).toBe(ErrorCode.noSession);
  });

  it('does not end a block with a screen left incomplete', async () => {
    // As if the judge had left the triangle test by going back before answering it.
    updateOffline((state) => withDownload(state, sampleDownload({ position: 2, furthest: 2 }), 1000));
    const error = await refusal(offlineRun('session-1').post({ position: 2, moving: 'next', answers: [] }, 'p1'));
    expect(error.code).toBe(ErrorCode.sessionPosting);
    expect(error.data).toMatchObject({ position: 0 });
  });
});
