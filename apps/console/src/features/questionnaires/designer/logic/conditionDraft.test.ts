import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { questionnaire, type Condition } from '@palate/engine';
import { withPage, type DraftDefinition } from '../../designerDraft.ts';
import {
  comparisonsFor,
  conditionForm,
  conditionOfForm,
  flowText,
  newPart,
  readableControls,
  scalePoints,
  withComparison,
  withRandomOrder,
  withReadControl,
  type ConditionPlace,
} from './conditionDraft.ts';

const EXAMPLE = parse(
  readFileSync(resolve(import.meta.dirname, '../../../../../../../examples/consumer-test-adaptive.yaml'), 'utf8'),
) as DraftDefinition;

/** The example with the condition at `place` replaced. */
function withCondition(definition: DraftDefinition, place: ConditionPlace, condition: Condition): DraftDefinition {
  return withPage(definition, place.page, (page) =>
    place.control === null
      ? { ...page, [place.use]: condition }
      : {
          ...page,
          controls: page.controls.map((control, at) =>
            at === place.control ? { ...control, showIf: condition } : control,
          ),
        },
  );
}

const faultsOf = (definition: DraftDefinition) =>
  (questionnaire.safeParse(definition).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/** Every place of the example where a condition can be read. */
const PLACES: ConditionPlace[] = EXAMPLE.pages.flatMap((page, pageIndex) => [
  { page: pageIndex, control: null, use: 'showIf' as const },
  { page: pageIndex, control: null, use: 'endIf' as const },
  ...page.controls.map((_, controlIndex) => ({ page: pageIndex, control: controlIndex, use: 'showIf' as const })),
]);

describe('the condition editor’s choices', () => {
  it('offers, at every place, only controls and comparisons that the engine accepts there', () => {
    expect(faultsOf(EXAMPLE)).toEqual([]);
    let offered = 0;
    for (const place of PLACES) {
      for (const { control } of readableControls(EXAMPLE, place)) {
        for (const comparison of comparisonsFor(control)) {
          const condition = withComparison(newPart(control), comparison, control);
          expect(
            faultsOf(withCondition(EXAMPLE, place, condition)),
            `${JSON.stringify(place)} ${flowText(condition)}`,
          ).toEqual([]);
          offered++;
        }
      }
    }
    expect(offered).toBeGreaterThan(30);
  });

  it('offers earlier controls only: none for the first page, this page’s own after it (endIf), those above a control', () => {
    const ids = (place: ConditionPlace) => readableControls(EXAMPLE, place).map(({ control }) => control.id);
    expect(ids({ page: 0, control: null, use: 'showIf' })).toEqual([]);
    expect(ids({ page: 0, control: null, use: 'endIf' })).toEqual(['frequency']);
    // The tasting page's "why" reads the liking above it; the CATA list's own choices are not offered to it.
    expect(ids({ page: 1, control: 1, use: 'showIf' })).toEqual(['frequency', 'liking']);
    expect(ids({ page: 1, control: 0, use: 'showIf' })).toEqual(['frequency']);
    // A page that is not per sample cannot read a per-sample answer: which sample's would it be?
    expect(ids({ page: 4, control: null, use: 'showIf' })).toEqual(['frequency', 'store']);
    // Every control the list leaves out is one the engine refuses there.
    for (const place of PLACES) {
      const offered = new Set(ids(place));
      for (const page of EXAMPLE.pages) {
        for (const control of page.controls) {
          if (offered.has(control.id) || control.kind === 'info') continue;
          const condition = newPart(control);
          expect(
            faultsOf(withCondition(EXAMPLE, place, condition)),
            `${JSON.stringify(place)} ${control.id}`,
          ).not.toEqual([]);
        }
      }
    }
  });

  it('leaves out, on a page in random order, the controls a random order could put below the reader, until both are fixed', () => {
    const random = withPage(EXAMPLE, 1, (page) => withRandomOrder(page, 'controls', true));
    const place: ConditionPlace = { page: 1, control: 1, use: 'showIf' };
    expect(readableControls(random, place).map(({ control }) => control.id)).toEqual(['frequency']);
    const fixed = withPage(random, 1, (page) => ({
      ...page,
      controls: page.controls.map((control, at) => (at < 2 ? { ...control, fixed: true } : control)),
    }));
    expect(readableControls(fixed, place).map(({ control }) => control.id)).toEqual(['frequency', 'liking']);
  });

  it('gives each kind the comparisons that fit it', () => {
    const [frequency] = EXAMPLE.pages[0]!.controls;
    const [liking, why] = EXAMPLE.pages[1]!.controls;
    expect(comparisonsFor(liking)).toEqual(['atLeast', 'atMost', 'answered', 'notAnswered']);
    expect(comparisonsFor(frequency)).toEqual(['anyOf', 'noneOf', 'answered', 'notAnswered']);
    expect(comparisonsFor(why)).toEqual(['answered', 'notAnswered']);
    expect(comparisonsFor({ kind: 'text', id: 'age', format: 'integer' })).toContain('atMost');
    expect(comparisonsFor({ kind: 'text', id: 'name' })).toEqual(['answered', 'notAnswered']);
  });

  it('keeps what still fits when the comparison or the control changes', () => {
    const [frequency] = EXAMPLE.pages[0]!.controls;
    const [liking] = EXAMPLE.pages[1]!.controls;
    expect(newPart(liking!)).toEqual({ control: 'liking', atLeast: 1 });
    expect(withComparison({ control: 'liking', atLeast: 4 }, 'atMost', liking)).toEqual({
      control: 'liking',
      atMost: 4,
    });
    expect(withComparison({ control: 'frequency', anyOf: ['never'] }, 'noneOf', frequency)).toEqual({
      control: 'frequency',
      noneOf: ['never'],
    });
    expect(withComparison({ control: 'liking', atMost: 4 }, 'notAnswered', liking)).toEqual({
      control: 'liking',
      answered: false,
    });
    const other = { kind: 'single', id: 'buy', choices: [{ id: 'yes' }, { id: 'never' }] };
    expect(withReadControl({ control: 'frequency', noneOf: ['daily', 'never'] }, other)).toEqual({
      control: 'buy',
      noneOf: ['never'],
    });
    expect(withReadControl({ control: 'frequency', anyOf: ['daily'] }, liking!)).toEqual({
      control: 'liking',
      atLeast: 1,
    });
  });

  it('offers a category scale’s points with their texts', () => {
    const points = scalePoints(EXAMPLE.pages[1]!.controls[0]);
    expect(points).toHaveLength(9);
    expect(points[3]).toEqual({ value: 4, label: 'Dislike slightly' });
    expect(scalePoints({ kind: 'scale', id: 'x', style: 'line', min: 0, max: 10 })).toEqual([]);
  });

  it('edits one comparison or a group of comparisons, and keeps deeper conditions from files as they are', () => {
    const one = { control: 'liking', atMost: 4 };
    expect(conditionForm(one)).toEqual({ join: 'all', parts: [one] });
    expect(conditionOfForm({ join: 'all', parts: [one] })).toEqual(one);
    const two = [one, { control: 'frequency', anyOf: ['daily'] }];
    expect(conditionForm({ any: two })).toEqual({ join: 'any', parts: two });
    expect(conditionOfForm({ join: 'any', parts: two })).toEqual({ any: two });
    expect(conditionOfForm({ join: 'all', parts: [] })).toBeUndefined();
    const deeper = { any: [one, { all: two }] };
    expect(conditionForm(deeper)).toBeNull();
    expect(flowText(deeper)).toBe(
      '{ any: [{ control: liking, atMost: 4 }, { all: [{ control: liking, atMost: 4 }, { control: frequency, anyOf: [daily] }] }] }',
    );
  });

  it('gives a list back its written order without the keys the format refuses there', () => {
    const page = {
      id: 'p',
      orderPer: 'judge',
      controls: [
        { kind: 'scale', id: 'a', fixed: true },
        { kind: 'scale', id: 'b' },
      ],
    };
    expect(withRandomOrder(page, 'controls', true)).toMatchObject({ order: 'random', orderPer: 'judge' });
    expect(withRandomOrder({ ...page, order: 'random' }, 'controls', false)).toEqual({
      id: 'p',
      controls: [
        { kind: 'scale', id: 'a' },
        { kind: 'scale', id: 'b' },
      ],
    });
  });
});
