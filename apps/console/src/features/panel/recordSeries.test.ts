import { describe, expect, it } from 'vitest';
import type { JudgeRecordPublicationView, JudgeRecordView } from '@palate/protocol';
import { shortfalls, shortfallTrend, trainingSessions } from './recordSeries.ts';

const publication = (
  id: string,
  answered: number,
  training: boolean,
  targets: JudgeRecordPublicationView['targets'],
): JudgeRecordPublicationView => ({
  id,
  name: id,
  training,
  started: answered,
  answered,
  finished: true,
  durationMs: null,
  attributes: [],
  discrimination: [],
  targets,
  fails: [],
});

const figures = {
  control: 'salty',
  discrimination: null,
  repeatability: 1,
  agreement: 0.9,
  panel: { pValue: 0.01, repeatability: 1, agreement: 0.9 },
};

describe("a judge's training sessions", () => {
  it('keeps the training sessions whose scores had targets, oldest first, with the share on target', () => {
    const record: JudgeRecordView = {
      id: 'j',
      login: 'j',
      name: 'J',
      noShows: 0,
      publications: [
        publication('second', 20, true, { rated: 4, onTarget: 3, meanDistance: 0.05 }),
        publication('study', 15, false, null),
        publication('untargeted', 12, true, null),
        publication('first', 10, true, { rated: 8, onTarget: 2, meanDistance: 0.2 }),
      ],
    };
    expect(trainingSessions(record)).toEqual([
      {
        publication: 'first',
        name: 'first',
        answered: 10,
        rated: 8,
        onTarget: 2,
        onTargetShare: 0.25,
        meanDistance: 0.2,
      },
      {
        publication: 'second',
        name: 'second',
        answered: 20,
        rated: 4,
        onTarget: 3,
        onTargetShare: 0.75,
        meanDistance: 0.05,
      },
    ]);
  });
});

describe('where a judge falls short', () => {
  it('lists the publications with panel figures, oldest first, with the attributes failed and why', () => {
    const fails: JudgeRecordPublicationView['fails'] = [
      { control: 'salty', fails: ['repeatability', 'scaling'] },
      { control: 'sweet', fails: ['agreement'] },
    ];
    const record: JudgeRecordView = {
      id: 'j',
      login: 'j',
      name: 'J',
      noShows: 0,
      publications: [
        { ...publication('later', 30, false, null), attributes: [figures] },
        publication('triangle', 20, false, null),
        { ...publication('first', 10, true, null), attributes: [figures], fails },
      ],
    };
    expect(shortfalls(record)).toEqual([
      { publication: 'first', name: 'first', answered: 10, failed: 2, fails },
      { publication: 'later', name: 'later', answered: 30, failed: 0, fails: [] },
    ]);
    expect(shortfallTrend(shortfalls(record))).toEqual({ first: 2, latest: 0, direction: 'fewer' });
  });

  it('compares the latest session with the first, and not a single session with itself', () => {
    expect(shortfallTrend([{ failed: 1 }, { failed: 0 }, { failed: 3 }])).toEqual({
      first: 1,
      latest: 3,
      direction: 'more',
    });
    expect(shortfallTrend([{ failed: 2 }, { failed: 2 }])).toEqual({ first: 2, latest: 2, direction: 'same' });
    expect(shortfallTrend([{ failed: 2 }])).toBeNull();
  });
});
