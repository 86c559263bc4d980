import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import { EXAMPLE_STUDIES } from './exampleStudies.ts';

describe('the example studies offered as templates', () => {
  it('are every file of examples/, each a definition the format accepts, with what it is for', () => {
    const files = readdirSync(resolve(import.meta.dirname, '../../../../../examples')).filter((file) =>
      file.endsWith('.yaml'),
    );
    expect(EXAMPLE_STUDIES.map((study) => `${study.key}.yaml`).sort()).toEqual(files.sort());
    for (const study of EXAMPLE_STUDIES) {
      expect(questionnaire.safeParse(study.definition).error?.issues ?? [], study.key).toEqual([]);
      expect(study.summary, study.key).toMatch(/^[A-Z].*[.?!]$/);
    }
  });
});
