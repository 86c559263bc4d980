import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BELOW_MARGIN_REM, BREAKPOINTS_REM } from './breakpoints.ts';

const SOURCE = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the stylesheets’ media queries', () => {
  const widths = cssFiles(SOURCE).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\((min|max)-width:\s*([\d.]+)(rem|px|em)\)/g)].map(
      ([rule = '', bound = '', value = '', unit = '']) => ({ file, rule, bound, value: Number(value), unit }),
    ),
  );

  it('are there to check', () => {
    expect(widths.length).toBeGreaterThan(5);
  });

  it('use only the breakpoints xs–xxl of spec section 9, in rem', () => {
    const points = Object.values(BREAKPOINTS_REM).filter((point) => point > 0);
    const allowed = (bound: string) =>
      bound === 'min' ? points : points.map((point) => Math.round((point - BELOW_MARGIN_REM) * 100) / 100);
    const adHoc = widths.filter(({ bound, value, unit }) => unit !== 'rem' || !allowed(bound).includes(value));
    expect(adHoc.map(({ file, rule }) => `${file.slice(SOURCE.length)}: ${rule}`)).toEqual([]);
  });
});
