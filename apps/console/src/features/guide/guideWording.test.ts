import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../results/texts/en.ts';

/** The guide's pages as the console shows them (docs/guide/), by file name. */
const GUIDE = resolve(import.meta.dirname, '../../../../../docs/guide');
const pages = readdirSync(GUIDE)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ file, text: readFileSync(resolve(GUIDE, file), 'utf8') }));

describe('the leader’s guide speaks to panel leaders', () => {
  it.each(pages)('$file asks for no developer’s command, test file or address of the server itself', ({ text }) => {
    expect(text).not.toMatch(/\bnpm\b/);
    expect(text).not.toMatch(/\.test\.ts|\be2e\//);
    expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('names the PowerPoint report among the results’ downloads', () => {
    const results = pages.find(({ file }) => file === 'results.md')?.text ?? '';
    // The download's own words on the results page, wherever the page's lines break.
    expect(results.replace(/\s+/g, ' ')).toContain(`**${english.results.exportPptx}**`);
  });
});
