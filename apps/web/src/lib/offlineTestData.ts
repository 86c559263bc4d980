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

/**
 * A download of a questionnaire that adapts to the judge, as the server gives it (`{code}`
 * filled in, answer pipes as written): a screener that screens out those who never drink
 * juice, a liking with a "why" shown after a low score, a 30-second rinse, and a page shown
 * only to frequent drinkers, which pipes their answer.
 */
export function adaptiveDownload(overrides: Partial<OfflineDownload> = {}): OfflineDownload {
  const base = { count: 4, blockStart: 0, served: {}, references: {}, answers: [], preview: null, appearance: {} };
  const frequency = ['daily', 'monthly', 'never'].map((id) => ({ id, label: id === 'daily' ? 'Every day' : id }));
  const pages: PageView[] = [
    {
      ...base,
      position: 0,
      key: 'screener',
      sample: null,
      ideal: false,
      repetition: 1,
      endIf: { control: 'frequency', anyOf: ['never'] },
      controls: [{ kind: 'single', id: 'frequency', label: 'How often?', choices: frequency, mandatory: true }],
    },
    {
      ...base,
      position: 1,
      key: 'tasting@a',
      sample: { code: '483' },
      ideal: false,
      repetition: 1,
      controls: [
        { kind: 'scale', id: 'liking', label: 'Liking of 483', style: 'line', min: 1, max: 9, mandatory: true },
        {
          kind: 'comment',
          id: 'why',
          label: 'You gave {answer:liking}. Why?',
          maxLength: 2000,
          mandatory: true,
          showIf: { control: 'liking', atMost: 4 },
        },
      ],
    },
    {
      ...base,
      position: 2,
      key: 'rinse@a',
      sample: { code: '483' },
      ideal: false,
      repetition: 1,
      minimumSeconds: 30,
      controls: [{ kind: 'info', id: 'rinseText', text: 'Rinse.' }],
    },
    {
      ...base,
      position: 3,
      key: 'habits',
      sample: null,
      ideal: false,
      repetition: 1,
      showIf: { control: 'frequency', anyOf: ['daily'] },
      controls: [
        {
          kind: 'text',
          id: 'store',
          label: 'You said {answer:frequency}. Where?',
          format: 'free',
          separator: ',',
          mandatory: true,
        },
      ],
    },
  ];
  return { ...sampleDownload({ nb: 4 }), pages, ...overrides };
}
