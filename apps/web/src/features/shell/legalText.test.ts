import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@palate/engine';

const PUBLIC = join(import.meta.dirname, '../../../public');

describe('the legal information shipped with the app', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'has a text in %s, not a copy of the English one',
    (language) => {
      const file = join(PUBLIC, `legal.${language}.txt`);
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).not.toBe(readFileSync(join(PUBLIC, 'legal.txt'), 'utf8'));
      // Every version names the licence and tells the administrator how to replace it.
      expect(text).toContain('AGPL-3.0-or-later');
      expect(text).toContain(`legal.${language}.txt`);
    },
  );
});
