import { beforeEach, describe, expect, it } from 'vitest';
import { localize } from '@palate/engine';
import { CallError, ErrorCode } from '@palate/protocol';
import { readOffline, updateOffline, withDownload } from '../../lib/offlineStore.ts';
import { adaptiveDownload } from '../../lib/offlineTestData.ts';
import { liveScreen } from './adaptive/liveScreen.ts';
import { offlineRun } from './offlineRun.ts';

const daily = [{ controlId: 'frequency', choices: ['daily'] }];

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

/** A clock the test moves: the offline run reads it for waits. */
function clock(start: number) {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
}

describe('an offline run that adapts to the judge, by the engine', () => {
  beforeEach(() => updateOffline((state) => withDownload({ ...state, downloads: {} }, adaptiveDownload(), 1000)));

  it('ends the run screened out after the screener, with the answers kept for the upload', async () => {
    const run = offlineRun('session-1');
    await run.start();
    const never = [{ controlId: 'frequency', choices: ['never'] }];
    expect(await run.post({ position: 0, moving: 'next', answers: never }, 'p1')).toEqual({
      page: null,
      finished: true,
      screenedOut: true,
      screenOut: 'endIf',
    });
    expect(entry()).toMatchObject({ finished: true, position: 0, answers: { '0': never } });
  });

  it('requires the "why" only while a low liking shows it, and refuses an answer to it when hidden', async () => {
    const run = offlineRun('session-1');
    await run.post({ position: 0, moving: 'next', answers: daily }, 'p1');
    const low = { controlId: 'liking', value: 3 };
    const why = { controlId: 'why', text: 'Too sour' };
    const missing = await refusal(run.post({ position: 1, moving: 'next', answers: [low] }, 'p2'));
    expect(missing.data).toEqual({ issues: [{ controlId: 'why', rule: 'required' }], position: 1 });
    const hidden = await refusal(
      run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 8 }, why] }, 'p3'),
    );
    expect(hidden.data).toEqual({ issues: [{ controlId: 'why', rule: 'hidden' }], position: 1 });
    const rinse = await run.post({ position: 1, moving: 'next', answers: [low, why] }, 'p4');
    expect(rinse.page?.key).toBe('rinse@a');
  });

  it('holds the judge on the rinse for its 30 seconds, counted from the first arrival across a reload', async () => {
    const time = clock(10_000);
    const run = offlineRun('session-1', time.now);
    await run.post({ position: 0, moving: 'next', answers: daily }, 'p1');
    const rinse = await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'p2');
    expect(rinse.page).toMatchObject({ key: 'rinse@a', minimumSeconds: 30, secondsLeft: 30 });
    time.advance(12);
    const early = await refusal(run.post({ position: 2, moving: 'next', answers: [] }, 'p3'));
    expect([early.code, early.data]).toEqual([ErrorCode.movedTooEarly, { seconds: 18 }]);
    // A reload (the run opened again) does not start the wait again, and going back is never held.
    expect((await offlineRun('session-1', time.now).start()).secondsLeft).toBe(18);
    expect((await run.post({ position: 2, moving: 'prev', answers: [] }, 'p4')).page?.key).toBe('tasting@a');
    await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'p5');
    time.advance(18);
    const habits = await run.post({ position: 2, moving: 'next', answers: [] }, 'p6');
    expect(habits.page?.key).toBe('habits');
  });

  it('pipes an earlier answer into a later screen, and skips that screen when the answer hides it', async () => {
    const time = clock(0);
    const run = offlineRun('session-1', time.now);
    await run.post({ position: 0, moving: 'next', answers: daily }, 'p1');
    await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'p2');
    time.advance(30);
    const habits = (await run.post({ position: 2, moving: 'next', answers: [] }, 'p3')).page!;
    const [store] = liveScreen(habits, []).controls;
    expect(store && 'label' in store && localize(store.label, 'en')).toBe('You said Every day. Where?');
    await run.post({ position: 3, moving: 'prev', answers: [{ controlId: 'store', text: 'Market' }] }, 'p4');
    await run.post({ position: 2, moving: 'prev', answers: [] }, 'p5');
    await run.post({ position: 1, moving: 'prev', answers: [{ controlId: 'liking', value: 7 }] }, 'p6');

    // Now a monthly drinker: the habits page is skipped, its answer deleted, and the run ends after the rinse.
    const monthly = [{ controlId: 'frequency', choices: ['monthly'] }];
    await run.post({ position: 0, moving: 'next', answers: monthly }, 'p7');
    expect(entry().answers['3']).toEqual([]);
    await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'p8');
    expect(await run.post({ position: 2, moving: 'next', answers: [] }, 'p9')).toEqual({ page: null, finished: true });
  });
});
