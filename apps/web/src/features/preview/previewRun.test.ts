import { describe, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
import { adaptiveDownload } from '../../lib/offlineTestData.ts';
import { previewRun } from './previewRun.ts';

const page = (position: number): PageView =>
  ({
    position,
    count: 3,
    blockStart: 0,
    key: `p${position}`,
    controls: [],
    answers: [],
    served: {},
    references: {},
  }) as unknown as PageView;

describe('previewRun', () => {
  it('walks the screens handed over, keeps the answers for going back, and ends after the last', async () => {
    const run = previewRun([page(0), page(1), page(2)], 1);
    expect((await run.start()).position).toBe(1);
    const answers = [{ controlId: 'liking', value: 7 }];
    expect((await run.post({ position: 1, moving: 'next', answers }, 'a')).page?.position).toBe(2);
    const back = await run.post({ position: 2, moving: 'prev', answers: [] }, 'b');
    expect(back.page).toMatchObject({ position: 1, answers });
    expect(await run.post({ position: 2, moving: 'next', answers: [] }, 'c')).toEqual({ page: null, finished: true });
  });

  it('tells of each screen it goes to once decided, for a new version to open there', async () => {
    const moves: number[] = [];
    const run = previewRun([page(0), page(1), page(2)], 0, (position) => moves.push(position));
    await run.start();
    await run.post({ position: 0, moving: 'next', answers: [] }, 'a');
    await run.post({ position: 1, moving: 'prev', answers: [] }, 'b');
    expect(moves).toEqual([0, 1, 0]);
  });

  it('starts within the screens when fewer are handed over than before', async () => {
    expect((await previewRun([page(0), page(1)], 5).start()).position).toBe(1);
  });

  it('adapts as an offline run does: screens skipped, a screen-out, earlier answers, a wait from the first arrival', async () => {
    const { pages } = adaptiveDownload();
    let now = 0;
    const run = previewRun(pages, 0, undefined, () => now);
    const never = [{ controlId: 'frequency', choices: ['never'] }];
    expect(await run.post({ position: 0, moving: 'next', answers: never }, 'a')).toMatchObject({
      finished: true,
      screenOut: 'endIf',
    });
    const monthly = [{ controlId: 'frequency', choices: ['monthly'] }];
    await run.post({ position: 0, moving: 'next', answers: monthly }, 'b');
    const rinse = await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'c');
    expect(rinse.page).toMatchObject({ key: 'rinse@a', secondsLeft: 30 });
    now += 10_000;
    expect((await run.post({ position: 2, moving: 'prev', answers: [] }, 'd')).page?.key).toBe('tasting@a');
    const again = await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'e');
    expect(again.page?.secondsLeft).toBe(20);
    // A monthly drinker never sees the habits page: the run ends after the rinse.
    expect(await run.post({ position: 2, moving: 'next', answers: [] }, 'f')).toEqual({ page: null, finished: true });
    await run.post({ position: 0, moving: 'next', answers: [{ controlId: 'frequency', choices: ['daily'] }] }, 'g');
    await run.post({ position: 1, moving: 'next', answers: [{ controlId: 'liking', value: 7 }] }, 'h');
    const habits = await run.post({ position: 2, moving: 'next', answers: [] }, 'i');
    expect(habits.page?.earlier?.piped).toEqual({ frequency: 'Every day' });
  });
});
