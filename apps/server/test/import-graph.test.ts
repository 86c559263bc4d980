import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's layout (ARCHITECTURE.md): domains in one direction, lower modules beneath them,
// and no import circle anywhere. Type imports count: a circle of types is still a tangle to read.
const SOURCE = resolve(import.meta.dirname, '../src');

/** Each domain and the domains it may import; a domain not listed here may import none. */
const DOMAIN_ARROWS: Record<string, string[]> = {
  accounts: [],
  panel: ['accounts'],
  publishing: ['accounts', 'panel'],
  judging: ['accounts', 'panel', 'publishing'],
  outreach: ['accounts', 'panel', 'publishing', 'judging'],
  results: ['accounts', 'panel', 'publishing', 'judging', 'outreach'],
  webhooks: ['accounts', 'panel', 'publishing', 'judging', 'outreach', 'results'],
};
/** Beneath every domain: these import no domain, nor the assembly above (http, cli, seed). */
const LOWER = ['db', 'security', 'shared'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const SPECIFIER = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SOURCE)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => (match[1] ?? match[2]) as string)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SOURCE, resolve(dirname(file), specifier)));
    graph.set(relative(SOURCE, file), targets);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one file, or of a file importing itself. */
function importCircles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : '');

describe("the server's imports", () => {
  const graph = importGraph();

  it('make no circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('go from a domain only to the domains beneath it', () => {
    const wrongWay: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      for (const target of targets) {
        const to = folderOf(target);
        if (to === from || !(to in DOMAIN_ARROWS)) continue;
        const allowed = from in DOMAIN_ARROWS ? DOMAIN_ARROWS[from]!.includes(to) : !LOWER.includes(from);
        if (!allowed) wrongWay.push(`${file} → ${target}`);
      }
    }
    expect(wrongWay).toEqual([]);
  });

  it('keep the lower modules beneath the assembly', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      LOWER.includes(folderOf(file))
        ? targets.filter((target) => !LOWER.includes(folderOf(target))).map((target) => `${file} → ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const circle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
