import { describe, expect, it } from 'vitest';
import { guideBlocks, inlineParts } from './guideMarkdown.ts';

describe('the guide’s Markdown', () => {
  it('reads headings, paragraphs over several lines, lists, pictures and commands', () => {
    const blocks = guideBlocks(
      [
        '# Leader’s guide',
        '',
        'Start the server',
        'with one command.',
        '',
        '```sh',
        'npm start',
        '```',
        '',
        '1. Sign in',
        '   as a leader.',
        '2. Open **Questionnaires**.',
        '',
        '![The designer](triangle-1-designer.png)',
        '- one',
        '- two',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Leader’s guide' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Start the server with one command.' }] },
      { kind: 'code', text: 'npm start' },
      {
        kind: 'list',
        ordered: true,
        items: [
          [{ kind: 'text', text: 'Sign in as a leader.' }],
          [
            { kind: 'text', text: 'Open ' },
            { kind: 'strong', text: 'Questionnaires' },
            { kind: 'text', text: '.' },
          ],
        ],
      },
      { kind: 'image', alt: 'The designer', src: 'triangle-1-designer.png' },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
    ]);
  });

  it('reads links and code inside a line', () => {
    expect(inlineParts('See [the results](results.md) or run `palate export`.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'the results', href: 'results.md' },
      { kind: 'text', text: ' or run ' },
      { kind: 'code', text: 'palate export' },
      { kind: 'text', text: '.' },
    ]);
  });
});
