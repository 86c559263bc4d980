import { describe, expect, it } from 'vitest';
import { withLanguage } from './languagePath.ts';

describe('withLanguage', () => {
  it('replaces or adds the lang segment and keeps the route', () => {
    expect(withLanguage('/home', 'ja')).toBe('/ja/home');
    expect(withLanguage('/fr/sess/abc/n2+m1', 'de')).toBe('/de/sess/abc/n2+m1');
    expect(withLanguage('/', 'zh')).toBe('/zh');
  });

  it('keeps the options segment', () => {
    expect(withLanguage('/acme.debug/en/about', 'pt')).toBe('/acme.debug/pt/about');
    expect(withLanguage('/acme/home', 'es')).toBe('/acme/es/home');
  });
});
