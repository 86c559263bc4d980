import { parse } from 'yaml';
import type { DraftDefinition } from './designerDraft.ts';

/**
 * The studies of the repository's examples/ folder, built into the console (a chunk of its
 * own, loaded when a leader looks for one): the same files `palate check` and the guide use,
 * so a template never drifts from them.
 */
const FILES = import.meta.glob<string>('../../../../../examples/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface ExampleStudy {
  /** The file's name without `.yaml`: `triangle-test`. */
  key: string;
  /** The first sentence of the file's opening comment, which says what the study is for. */
  summary: string;
  definition: DraftDefinition;
}

export const EXAMPLE_STUDIES: ExampleStudy[] = Object.entries(FILES)
  .map(([path, text]) => ({
    key: path.replace(/^.*\//, '').replace(/\.yaml$/, ''),
    summary: firstSentence(openingComment(text)),
    definition: parse(text) as DraftDefinition,
  }))
  .sort((a, b) => a.key.localeCompare(b.key));

function openingComment(text: string): string {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('#')) break;
    lines.push(line.replace(/^#\s*/, ''));
  }
  return lines.join(' ');
}

function firstSentence(text: string): string {
  return /^.*?[.?!](?=\s|$)/.exec(text)?.[0] ?? text;
}
