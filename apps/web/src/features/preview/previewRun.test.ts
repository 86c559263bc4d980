import { describe, expect, it } from 'vitest';
import type { PageView } from '@palate/protocol';
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
});
