import { describe, expect, it } from 'vitest';
import { questionnaire } from '@palate/engine';
import {
  CONTROL_TEMPLATES,
  blankDefinition,
  freeId,
  moved,
  withNewControl,
  withNewPage,
  withNewProduct,
  type ControlTemplate,
} from './designerDraft.ts';

describe('the designer’s drafts', () => {
  it('starts a new questionnaire that the format accepts', () => {
    expect(questionnaire.safeParse(blankDefinition()).success).toBe(true);
  });

  it('adds every template as a control the format accepts, each under a name of its own', () => {
    let draft = withNewPage(blankDefinition(), true);
    let comparing = withNewPage(draft, false);
    for (const template of Object.keys(CONTROL_TEMPLATES) as ControlTemplate[]) {
      if (['rank', 'triangle', 'duoTrio', 'twoAfc', 'tetrad', 'tds', 'tcata', 'ti'].includes(template)) continue;
      draft = withNewControl(draft, 1, template);
    }
    // One temporal control a page.
    for (const template of ['tds', 'tcata', 'ti'] as const) {
      draft = withNewControl(withNewPage(draft, true), draft.pages.length, template);
    }
    const checked = questionnaire.safeParse(draft);
    expect(checked.error?.issues ?? []).toEqual([]);
    // One discrimination test a page, on a page that is not per sample.
    for (const template of ['triangle', 'duoTrio', 'twoAfc', 'tetrad'] as const) {
      comparing = withNewControl(withNewPage(comparing, false), comparing.pages.length, template);
    }
    comparing = withNewControl(comparing, 0, 'rank');
    expect(questionnaire.safeParse(comparing).error?.issues ?? []).toEqual([]);
    const ids = comparing.pages.flatMap((page) => page.controls.map((control) => control.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names things apart and moves items', () => {
    expect(freeId('liking', ['liking', 'liking_2'])).toBe('liking_3');
    expect(freeId('buy', [])).toBe('buy');
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(withNewProduct(blankDefinition()).products.map((product) => product.id)).toEqual(['A', 'B', 'C']);
  });
});
