import type { OfflineDownload, PageView } from '@palate/protocol';

/** A download of a three-screen block as the server gives it: a hedonic screen, a triangle test, a comment. */
export function sampleDownload(overrides: Partial<OfflineDownload> = {}): OfflineDownload {
  const base = { count: 3, blockStart: 0, served: {}, references: {}, answers: [], preview: null, appearance: {} };
  const pages: PageView[] = [
    {
      ...base,
      position: 0,
      key: 'liking@a',
      sample: { code: '483' },
      ideal: false,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Liking',
          style: 'category',
          min: 1,
          max: 3,
          categories: ['Dislike', 'Neither', 'Like'],
          mandatory: true,
        },
      ],
    },
    {
      ...base,
      position: 1,
      key: 'triangle',
      sample: null,
      ideal: false,
      controls: [
        {
          kind: 'discrimination',
          id: 'odd',
          label: 'Which one is different?',
          method: 'triangle',
          products: ['a', 'b'],
          lockAfterMove: true,
          mandatory: true,
        },
      ],
      served: { odd: ['111', '222', '333'] },
    },
    {
      ...base,
      position: 2,
      key: 'comment',
      sample: null,
      ideal: false,
      controls: [{ kind: 'comment', id: 'remarks', label: 'Remarks', maxLength: 2000, mandatory: false }],
    },
  ];
  return {
    id: 'block-1',
    text: 'Orange juices',
    nr: 0,
    nb: 3,
    se: 'session-1',
    order: 1,
    promptOrder: null,
    position: 0,
    furthest: 0,
    pages,
    uploadKey: 'k'.repeat(43),
    expiresAt: null,
    ...overrides,
  };
}
