import { describe, expect, it } from 'vitest';
import { customAssetHash, customAssetPaths, legalInfoPaths } from '../src/index.ts';

describe('custom asset names', () => {
  it('hash the lowercase code with FNV-1a 32-bit, as 8 hex digits', () => {
    // Reference values of FNV-1a 32: "" and "a".
    expect(customAssetHash('')).toBe('811c9dc5');
    expect(customAssetHash('a')).toBe('e40c292c');
    expect(customAssetHash('ACME')).toBe(customAssetHash('acme'));
    expect(customAssetHash('acme')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('name a stylesheet and a script under /custom/', () => {
    const hash = customAssetHash('Acme');
    expect(customAssetPaths('Acme')).toEqual({
      stylesheet: `/custom/custom.${hash}.css`,
      script: `/custom/custom.${hash}.js`,
    });
  });
});

describe('legal information paths', () => {
  it('puts the administrator’s texts before the shipped ones, the language’s before the general one', () => {
    expect(legalInfoPaths('fr')).toEqual(['/custom/legal.fr.txt', '/custom/legal.txt', '/legal.fr.txt', '/legal.txt']);
  });
});
