import { describe, expect, it } from 'vitest';
import { DISCRIMINATION_METHODS, questionnaire } from '@palate/engine';
import {
  COMPARING,
  CONTROL_TEMPLATES,
  blankDefinition,
  categoryPoints,
  freeId,
  moved,
  withCategoryPoints,
  withControlMovedToPage,
  withField,
  withNewControl,
  withNewPage,
  withDiscriminationMethod,
  withNewProduct,
  type ControlTemplate,
} from './designerDraft.ts';

describe('the designer’s drafts', () => {
  it('starts a new questionnaire that the format accepts', () => {
    expect(questionnaire.safeParse(blankDefinition()).success).toBe(true);
  });

  it('adds a new page empty, with nothing to delete before its own controls', () => {
    const draft = withNewPage(withNewPage(blankDefinition(), false), true);
    expect(draft.pages.slice(1)).toEqual([
      { id: 'page', perSample: false, controls: [] },
      { id: 'samples', perSample: true, controls: [] },
    ]);
  });

  it('adds every template as a control the format accepts, each under a name of its own', () => {
    let draft = withNewPage(blankDefinition(), true);
    let comparing = blankDefinition();
    for (const template of Object.keys(CONTROL_TEMPLATES) as ControlTemplate[]) {
      if (COMPARING.has(template) || ['tds', 'tcata', 'ti'].includes(template)) continue;
      draft = withNewControl(draft, 1, template);
    }
    // One temporal control a page.
    for (const template of ['tds', 'tcata', 'ti'] as const) {
      draft = withNewControl(withNewPage(draft, true), draft.pages.length, template);
    }
    const checked = questionnaire.safeParse(draft);
    expect(checked.error?.issues ?? []).toEqual([]);
    // One discrimination test a page, on a page that is not per sample.
    for (const template of DISCRIMINATION_METHODS) {
      comparing = withNewControl(withNewPage(comparing, false), comparing.pages.length, template);
    }
    // A sorting needs three samples at least, to make two groups of fewer than all.
    comparing = withNewProduct(comparing);
    for (const template of ['rank', 'napping', 'sorting'] as const) comparing = withNewControl(comparing, 0, template);
    expect(questionnaire.safeParse(comparing).error?.issues ?? []).toEqual([]);
    const ids = comparing.pages.flatMap((page) => page.controls.map((control) => control.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns a test to another method: stronger kept where named, no preference only for a preference test', () => {
    const twoAfc = withDiscriminationMethod(CONTROL_TEMPLATES.twoAfc(['A', 'B']), 'twoAfc');
    const stronger = { ...twoAfc, stronger: 'B', label: 'Which sample is saltier?' };
    expect(withDiscriminationMethod(stronger, 'threeAfc')).toMatchObject({
      method: 'threeAfc',
      stronger: 'B',
      label: 'Which sample is saltier?',
    });
    const preference = withDiscriminationMethod(stronger, 'pairedPreference');
    expect(preference).not.toHaveProperty('stronger');
    const offered = { ...preference, noPreference: true };
    const triangle = withDiscriminationMethod(offered, 'triangle');
    expect(triangle).not.toHaveProperty('noPreference');
    // The template's own question follows the method; a leader's stays.
    expect(withDiscriminationMethod(CONTROL_TEMPLATES.hexad(['A', 'B']), 'aNotA').label).toBe(
      CONTROL_TEMPLATES.aNotA(['A', 'B']).label,
    );
    // A new pair keeps the stronger product one of the two compared.
    expect(withDiscriminationMethod({ ...stronger, products: ['A', 'C'] }, 'twoAfc').stronger).toBe('A');
  });

  it('gives a 2-AC its attribute and a degree of difference its points, and takes them away from other methods', () => {
    const twoAc = withDiscriminationMethod({ ...CONTROL_TEMPLATES.triangle(['A', 'B']), attribute: 'salty' }, 'twoAc');
    expect(twoAc.attribute).toBe('salty');
    expect(withDiscriminationMethod(CONTROL_TEMPLATES.triangle(['A', 'B']), 'twoAc').attribute).toBe('sweet');
    const dod = withDiscriminationMethod({ ...twoAc, points: 6 }, 'degreeOfDifference');
    expect(dod).not.toHaveProperty('attribute');
    expect(dod.points).toBe(6);
    expect(withDiscriminationMethod(dod, 'sameDifferent')).not.toHaveProperty('points');
  });

  it('names things apart and moves items', () => {
    expect(freeId('liking', ['liking', 'liking_2'])).toBe('liking_3');
    expect(freeId('buy', [])).toBe('buy');
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(withNewProduct(blankDefinition()).products.map((product) => product.id)).toEqual(['A', 'B', 'C']);
  });

  it('resizes a category scale: max follows its points, labels are kept, JAR goes with the middle point', () => {
    const jar = CONTROL_TEMPLATES.jar();
    expect(categoryPoints(jar)).toBe(5);
    const seven = withCategoryPoints(jar, 7);
    expect(seven).toMatchObject({ min: 1, max: 7, justRight: true });
    expect((seven.categories as string[]).slice(4)).toEqual(['Much too much', 'Point 6', 'Point 7']);
    const six = withCategoryPoints(jar, 6);
    expect(six.justRight).toBeUndefined();
    expect(six.categories).toHaveLength(6);
    const tenths = withCategoryPoints({ ...jar, min: 0, step: 0.1 }, 4);
    expect(tenths.max).toBe(0.3);
    expect(categoryPoints(tenths)).toBe(4);
    const definition = { ...blankDefinition(), pages: [{ id: 'scale', perSample: true, controls: [six] }] };
    expect(questionnaire.safeParse(definition).error?.issues ?? []).toEqual([]);
  });

  it('sets a field, or takes it out for the format’s default', () => {
    expect(withField({ kind: 'comment', maxLength: 5 }, 'maxLength', undefined)).toEqual({ kind: 'comment' });
    expect(withField({ kind: 'comment' }, 'maxLength', 50)).toEqual({ kind: 'comment', maxLength: 50 });
  });

  it('moves a control to the end of another page, as the same control', () => {
    const draft = withNewControl(withNewControl(withNewPage(blankDefinition(), true), 1, 'comment'), 1, 'hedonic');
    const liking = draft.pages[1]?.controls[1];
    const movedDraft = withControlMovedToPage(draft, 1, 1, 0);
    expect(movedDraft.pages.map((page) => page.controls.map((control) => control.id))).toEqual([
      ['intro', 'liking'],
      ['comment'],
    ]);
    expect(movedDraft.pages[0]?.controls[1]).toBe(liking);
    expect(withControlMovedToPage(draft, 1, 1, 1)).toBe(draft);
  });
});
