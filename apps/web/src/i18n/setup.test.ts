import { describe, expect, it } from 'vitest';
import { i18n, showLanguage } from './setup.ts';

describe('the texts of one language', () => {
  it('are loaded when that language is shown, and no other language with them', async () => {
    await showLanguage('ja');
    expect(i18n.t('app.loading')).not.toBe('app.loading');
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(true);
    expect(
      ['en', 'fr', 'de', 'zh', 'es', 'pt'].filter((other) => i18n.hasResourceBundle(other, 'translation')),
    ).toEqual([]);
  });

  it("include the error catalogue's texts under error", async () => {
    await showLanguage('fr');
    expect(i18n.t('error.unknown')).toMatch(/\S/);
    expect(i18n.t('error.unknown')).not.toBe('error.unknown');
  });
});
