import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '../src/calls.ts';

const PROTOCOL_DOC = readFileSync(resolve(import.meta.dirname, '../../../docs/protocol.md'), 'utf8');

/** The call paths a section heading of docs/protocol.md names, e.g. `### fzRun.dll/run/nextPage, run/prevPage`. */
function documentedPaths(doc: string): Set<string> {
  const paths = new Set<string>();
  for (const [, heading = ''] of doc.matchAll(/^### (?:GET )?(.+)$/gm)) {
    for (const part of heading.replace(/\(.*?\)/g, '').split(',')) {
      paths.add(part.trim().replace(/^fz\w+\.dll\//, ''));
    }
  }
  return paths;
}

describe('docs/protocol.md', () => {
  const documented = documentedPaths(PROTOCOL_DOC);

  it.each(Object.keys(calls))('documents %s under a heading of its own', (path) => {
    expect(documented).toContain(path);
  });

  it('does not describe offline answering or blocks as not built', () => {
    expect(PROTOCOL_DOC).not.toMatch(/`offlineEnabled`: `false`/);
    expect(PROTOCOL_DOC).not.toMatch(/blocks are not built/);
  });
});
