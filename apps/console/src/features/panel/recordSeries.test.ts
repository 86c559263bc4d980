import { describe, expect, it } from 'vitest';
import type { JudgeRecordPublicationView, JudgeRecordView } from '@palate/protocol';
import { trainingSessions } from './recordSeries.ts';

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
});

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
