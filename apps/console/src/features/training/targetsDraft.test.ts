import { describe, expect, it } from 'vitest';
import {
  draftOfTargets,
  sameDraft,
  SUGGESTED_PANEL_RULE,
  targetsRequest,
  withCell,
  type TargetsView,
} from './targetsDraft.ts';

const VIEW: TargetsView = {
  name: 'Cheese training',
  training: true,
  products: [
    { id: 'comte', label: 'Comté' },
    { id: 'brie', label: { en: 'Brie', ja: 'ブリー' } },
  ],
  attributes: [
    { control: 'firmness', page: 'profile', label: 'Firmness', min: 0, max: 10 },
    { control: 'salt', page: 'profile', label: 'Saltiness', min: 1, max: 9, step: 1 },
  ],
  targets: [{ product: 'brie', control: 'salt', value: 4, tolerance: 1 }],
  panelRule: null,
};

describe("the targets screen's draft", () => {
  it('holds a blank cell for every product and attribute without a target, and the suggested panel rule unticked', () => {
    const draft = draftOfTargets(VIEW);
    expect(Object.keys(draft.cells)).toEqual(['comte', 'brie']);
    expect(draft.cells.comte?.firmness?.value).toBeNaN();
    expect(draft.cells.brie?.salt).toEqual({ value: 4, tolerance: 1 });
    expect(draft).toMatchObject({ usePanel: false, ...SUGGESTED_PANEL_RULE });
  });

  it('reads the rule the server holds, ticked', () => {
    expect(draftOfTargets({ ...VIEW, panelRule: { k: 1.5, minJudges: 4 } })).toMatchObject({
      usePanel: true,
      k: 1.5,
      minJudges: 4,
    });
  });

  it('tells an edited draft from the saved one, and a cell emptied again from none', () => {
    const saved = draftOfTargets(VIEW);
    const edited = withCell(saved, 'comte', 'firmness', { value: 6 });
    expect(sameDraft(saved, edited)).toBe(false);
    expect(sameDraft(saved, withCell(edited, 'comte', 'firmness', { value: NaN }))).toBe(true);
  });
});

describe('the request the draft saves', () => {
  it('sends the filled cells in the table order, blanks left out, and no rule when unticked', () => {
    const draft = withCell(
      withCell(draftOfTargets(VIEW), 'comte', 'salt', { value: 9, tolerance: 0 }),
      'comte',
      'firmness',
      {
        value: 5.5,
        tolerance: 0.75,
      },
    );
    expect(targetsRequest(VIEW, draft)).toEqual({
      ok: true,
      request: {
        targets: [
          { product: 'comte', control: 'firmness', value: 5.5, tolerance: 0.75 },
          { product: 'comte', control: 'salt', value: 9, tolerance: 0 },
          { product: 'brie', control: 'salt', value: 4, tolerance: 1 },
        ],
        panelRule: null,
      },
    });
  });

  it('sends the panel rule when ticked', () => {
    const draft = { ...draftOfTargets(VIEW), usePanel: true, k: 2, minJudges: 5 };
    expect(targetsRequest(VIEW, draft)).toMatchObject({ ok: true, request: { panelRule: { k: 2, minJudges: 5 } } });
  });

  it('names each cell and field with half a target, off the scale or a negative tolerance', () => {
    let draft = draftOfTargets(VIEW);
    draft = withCell(draft, 'comte', 'firmness', { value: 5 });
    draft = withCell(draft, 'comte', 'salt', { tolerance: 1 });
    draft = withCell(draft, 'brie', 'firmness', { value: 10.5, tolerance: 1 });
    draft = withCell(draft, 'brie', 'salt', { value: 0.5, tolerance: 1 });
    expect(targetsRequest(VIEW, withCell(draft, 'brie', 'salt', { value: 3, tolerance: -1 }))).toEqual({
      ok: false,
      problems: [
        { kind: 'toleranceMissing', product: 'comte', control: 'firmness', field: 'tolerance' },
        { kind: 'valueMissing', product: 'comte', control: 'salt', field: 'value' },
        { kind: 'outsideScale', product: 'brie', control: 'firmness', field: 'value' },
        { kind: 'negativeTolerance', product: 'brie', control: 'salt', field: 'tolerance' },
      ],
    });
    expect(targetsRequest(VIEW, draft)).toMatchObject({
      problems: expect.arrayContaining([{ kind: 'outsideScale', product: 'brie', control: 'salt', field: 'value' }]),
    });
  });

  it("refuses a panel rule outside the server's limits only when it is used", () => {
    const wrong = { ...draftOfTargets(VIEW), k: 0.1, minJudges: 2.5 };
    expect(targetsRequest(VIEW, wrong).ok).toBe(true);
    expect(targetsRequest(VIEW, { ...wrong, usePanel: true })).toEqual({
      ok: false,
      problems: [{ kind: 'kOutOfRange' }, { kind: 'minJudgesOutOfRange' }],
    });
    expect(targetsRequest(VIEW, { ...wrong, usePanel: true, k: NaN, minJudges: 101 })).toMatchObject({
      problems: [{ kind: 'kOutOfRange' }, { kind: 'minJudgesOutOfRange' }],
    });
  });
});
