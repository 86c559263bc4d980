import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildPageSequence,
  conditionHolds,
  endsRunAfter,
  page,
  questionnaire,
  readsEarlierAnswers,
  resolveMove,
  runScreensOf,
  runScreenStates,
  shownControlIds,
  validatePage,
  type Answer,
  type Condition,
  type GivenAnswers,
  type RunScreen,
} from '../src/index.ts';

const HEDONIC = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

const answersOf =
  (...answers: Answer[]) =>
  (controlId: string) =>
    answers.find((a) => a.controlId === controlId);

describe('conditionHolds', () => {
  const liking = { controlId: 'liking', value: 4 };
  const glasses = { controlId: 'glasses', text: '2,5' };
  const cata = { controlId: 'cata', choices: ['sweet', 'sour'] };
  const answerOf = answersOf(liking, glasses, cata);

  it('compares a scale’s value and a typed number, bounds included', () => {
    expect(conditionHolds({ control: 'liking', atMost: 4 }, answerOf)).toBe(true);
    expect(conditionHolds({ control: 'liking', atLeast: 4 }, answerOf)).toBe(true);
    expect(conditionHolds({ control: 'liking', atLeast: 4.5 }, answerOf)).toBe(false);
    expect(conditionHolds({ control: 'glasses', atLeast: 2.5 }, answerOf)).toBe(true);
    expect(conditionHolds({ control: 'glasses', atMost: 2 }, answerOf)).toBe(false);
  });

  it('reads the choices given: anyOf one of them, noneOf none of them', () => {
    expect(conditionHolds({ control: 'cata', anyOf: ['pulpy', 'sour'] }, answerOf)).toBe(true);
    expect(conditionHolds({ control: 'cata', anyOf: ['pulpy'] }, answerOf)).toBe(false);
    expect(conditionHolds({ control: 'cata', noneOf: ['pulpy'] }, answerOf)).toBe(true);
    expect(conditionHolds({ control: 'cata', noneOf: ['pulpy', 'sweet'] }, answerOf)).toBe(false);
  });

  it('never holds a comparison of a control without an answer, noneOf included; answered tells it', () => {
    for (const comparison of [{ atLeast: 0 }, { atMost: 100 }, { anyOf: ['a'] }, { noneOf: ['a'] }]) {
      expect(conditionHolds({ control: 'why', ...comparison }, answerOf)).toBe(false);
    }
    expect(conditionHolds({ control: 'why', answered: false }, answerOf)).toBe(true);
    expect(conditionHolds({ control: 'liking', answered: false }, answerOf)).toBe(false);
    expect(conditionHolds({ control: 'liking', answered: true }, answerOf)).toBe(true);
  });

  it('combines with all and any, at any depth', () => {
    const low: Condition = { control: 'liking', atMost: 3 };
    const sour: Condition = { control: 'cata', anyOf: ['sour'] };
    expect(conditionHolds({ all: [low, sour] }, answerOf)).toBe(false);
    expect(conditionHolds({ any: [low, sour] }, answerOf)).toBe(true);
    expect(conditionHolds({ all: [{ any: [low, sour] }, { control: 'glasses', answered: true }] }, answerOf)).toBe(
      true,
    );
  });

  it('holds noneOf exactly when the control is answered and anyOf does not hold', () => {
    const choiceIds = fc.subarray(['a', 'b', 'c', 'd'], { minLength: 1 });
    fc.assert(
      fc.property(choiceIds, fc.option(fc.subarray(['a', 'b', 'c', 'd'], { minLength: 1 })), (listed, chosen) => {
        const answerOf = answersOf(...(chosen === null ? [] : [{ controlId: 'x', choices: chosen }]));
        const noneOf = conditionHolds({ control: 'x', noneOf: listed }, answerOf);
        const anyOf = conditionHolds({ control: 'x', anyOf: listed }, answerOf);
        expect(noneOf).toBe(chosen !== null && !anyOf);
      }),
    );
  });
});

/** A per-sample page: liking, "why" after a low liking, and a remark after a "why" given. */
const tasting = page.parse({
  id: 'tasting',
  perSample: true,
  controls: [
    { kind: 'scale', id: 'liking', label: 'Liking', style: 'category', min: 1, max: 9, categories: HEDONIC },
    { kind: 'comment', id: 'why', label: 'Why?', mandatory: true, showIf: { control: 'liking', atMost: 4 } },
    { kind: 'text', id: 'more', label: 'More?', showIf: { control: 'why', answered: true } },
    { kind: 'info', id: 'regular', text: 'For regular drinkers', showIf: { control: 'user', anyOf: ['daily'] } },
  ],
});

describe('shownControlIds', () => {
  it('shows a control whose condition holds on the same page as the judge answers, and reads earlier pages', () => {
    expect(shownControlIds(tasting, {}, [])).toEqual(['liking']);
    expect(shownControlIds(tasting, {}, [{ controlId: 'liking', value: 3 }])).toEqual(['liking', 'why']);
    expect(
      shownControlIds(tasting, { user: { controlId: 'user', choices: ['daily'] } }, [
        { controlId: 'liking', value: 3 },
        { controlId: 'why', text: 'Too sour' },
      ]),
    ).toEqual(['liking', 'why', 'more', 'regular']);
  });

  it('reads an answer to a hidden control as none: a "why" left from a low liking changed since', () => {
    const answers = [
      { controlId: 'liking', value: 8 },
      { controlId: 'why', text: 'Too sour' },
    ];
    expect(shownControlIds(tasting, {}, answers)).toEqual(['liking']);
  });

  it('decides the same whatever order the page’s controls are drawn in', () => {
    const answers = fc.record({
      liking: fc.option(fc.integer({ min: 1, max: 9 })),
      why: fc.option(fc.constantFrom('', 'Too sour')),
      user: fc.option(fc.constantFrom('daily', 'never')),
    });
    fc.assert(
      fc.property(answers, fc.shuffledSubarray(tasting.controls, { minLength: 4 }), (given, controls) => {
        const onPage: Answer[] = [
          ...(given.liking === null ? [] : [{ controlId: 'liking', value: given.liking }]),
          ...(given.why === null ? [] : [{ controlId: 'why', text: given.why }]),
        ];
        const earlier: GivenAnswers = given.user === null ? {} : { user: { controlId: 'user', choices: [given.user] } };
        const shown = new Set(shownControlIds(tasting, earlier, onPage));
        expect(new Set(shownControlIds({ controls }, earlier, onPage))).toEqual(shown);
      }),
    );
  });
});

describe('validatePage with the controls shown', () => {
  it('does not require a mandatory control that a condition hides, and requires it when shown', () => {
    const high = [{ controlId: 'liking', value: 8 }];
    expect(validatePage(tasting, high, { shown: shownControlIds(tasting, {}, high) })).toEqual([]);
    const low = [{ controlId: 'liking', value: 2 }];
    expect(validatePage(tasting, low, { shown: shownControlIds(tasting, {}, low) })).toEqual([
      { controlId: 'why', rule: 'required' },
    ]);
  });

  it('refuses an answer to a hidden control, even a malformed one, but lets an empty one by', () => {
    const shown = ['liking'];
    const answers = (why: Answer) => [{ controlId: 'liking', value: 8 }, why];
    expect(validatePage(tasting, answers({ controlId: 'why', text: 'Sour' }), { shown })).toEqual([
      { controlId: 'why', rule: 'hidden' },
    ]);
    expect(validatePage(tasting, answers({ controlId: 'why', value: 3 }), { shown })).toEqual([
      { controlId: 'why', rule: 'hidden' },
    ]);
    expect(validatePage(tasting, answers({ controlId: 'why', text: '  ' }), { shown })).toEqual([]);
  });
});

describe('endsRunAfter', () => {
  const screener = page.parse({
    id: 'screener',
    controls: [
      {
        kind: 'single',
        id: 'user',
        label: 'Do you drink juice?',
        choices: [
          { id: 'daily', label: 'Daily' },
          { id: 'never', label: 'Never' },
        ],
      },
      { kind: 'text', id: 'age', label: 'Age', format: 'integer', showIf: { control: 'user', anyOf: ['daily'] } },
    ],
    endIf: {
      any: [
        { control: 'user', anyOf: ['never'] },
        { control: 'age', atMost: 17 },
      ],
    },
  });

  it('holds on the page’s own answers, reading a hidden control as unanswered', () => {
    expect(endsRunAfter(screener, {}, [{ controlId: 'user', choices: ['never'] }])).toBe(true);
    expect(endsRunAfter(screener, {}, [{ controlId: 'user', choices: ['daily'] }])).toBe(false);
    const minor = [
      { controlId: 'user', choices: ['daily'] },
      { controlId: 'age', text: '16' },
    ];
    expect(endsRunAfter(screener, {}, minor)).toBe(true);
    expect(endsRunAfter({ controls: screener.controls }, {}, minor)).toBe(false);
  });
});

/**
 * A screener that screens out, liking per sample with a "why", a per-sample follow-up
 * page only after a low liking, and a closing page piping the screener's answer.
 */
const adaptiveTest = questionnaire.parse({
  name: 'adaptive',
  title: 'Adaptive',
  products: [
    { id: 'A', name: 'A' },
    { id: 'B', name: 'B' },
  ],
  repetitions: 2,
  pages: [
    {
      id: 'screener',
      controls: [
        {
          kind: 'single',
          id: 'user',
          label: 'Juice?',
          choices: [
            { id: 'daily', label: { en: 'Daily', fr: 'Tous les jours' } },
            { id: 'never', label: { en: 'Never', fr: 'Jamais' } },
          ],
        },
      ],
      endIf: { control: 'user', anyOf: ['never'] },
    },
    tasting,
    {
      id: 'probe',
      perSample: true,
      showIf: { control: 'liking', atMost: 4 },
      controls: [{ kind: 'comment', id: 'better', label: 'What would make {code} better than {answer:liking}?' }],
    },
    { id: 'thanks', controls: [{ kind: 'info', id: 'bye', text: 'You drink juice {answer:user}.' }] },
  ],
});
const sequence = buildPageSequence(adaptiveTest, [
  [0, 1],
  [1, 0],
]);
const screens = runScreensOf(adaptiveTest, sequence);
const positionOf = (key: string) => sequence.findIndex((instance) => instance.key === key);

function statesFor(answersByKey: Record<string, Answer[]>, runScreens: readonly RunScreen[] = screens) {
  return runScreenStates(runScreens, (position) => answersByKey[sequence[position]?.key ?? ''] ?? []);
}

describe('runScreenStates', () => {
  const answered = {
    screener: [{ controlId: 'user', choices: ['daily'] }],
    'tasting@A': [
      { controlId: 'liking', value: 3 },
      { controlId: 'why', text: 'Too sour' },
    ],
    // A "why" left from an earlier pass, its liking changed since: read as no answer.
    'tasting@B': [
      { controlId: 'liking', value: 8 },
      { controlId: 'why', text: 'Old' },
    ],
    'tasting@B#2': [{ controlId: 'liking', value: 2 }],
  };
  const states = statesFor(answered);

  it('runs in the order of the run: the screener, A then B, then thanks, again in repetition 2', () => {
    expect(sequence.map((instance) => instance.key)).toEqual([
      'screener',
      'tasting@A',
      'probe@A',
      'tasting@B',
      'probe@B',
      'thanks',
      'screener#2',
      'tasting@B#2',
      'probe@B#2',
      'tasting@A#2',
      'probe@A#2',
      'thanks#2',
    ]);
  });

  it('shows a per-sample page after a low liking of that same sample, in that same repetition', () => {
    expect(states.map((state) => state.shown)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
    expect(states[positionOf('probe@A')]?.earlier.answers).toEqual({ liking: { controlId: 'liking', value: 3 } });
    expect(states[positionOf('tasting@B')]?.shownControls).toEqual(['liking', 'regular']);
    expect(states[positionOf('tasting@A')]?.shownControls).toEqual(['liking', 'why', 'more', 'regular']);
    // The screener of repetition 2 is not answered yet: the text for regular drinkers is not shown there.
    expect(states[positionOf('tasting@B#2')]?.shownControls).toEqual(['liking', 'why']);
  });

  it('gives each screen the earlier answers its conditions and pipes name, as pipes show them', () => {
    const thanks = states[positionOf('thanks')];
    expect(thanks?.earlier).toEqual({
      answers: { user: { controlId: 'user', choices: ['daily'] } },
      piped: { user: { en: 'Daily', fr: 'Tous les jours' } },
    });
    expect(states[positionOf('tasting@A')]?.earlier.answers).toEqual({
      user: { controlId: 'user', choices: ['daily'] },
    });
    expect(states[positionOf('thanks#2')]?.earlier).toEqual({ answers: {}, piped: {} });
  });

  it('ends the run after a screen whose endIf holds, and a screen not shown ends nothing', () => {
    expect(states.some((state) => state.endsRun)).toBe(false);
    const screenedOut = statesFor({ screener: [{ controlId: 'user', choices: ['never'] }] });
    expect(screenedOut[0]?.endsRun).toBe(true);
  });

  it('lets the moves skip the screens not shown, forwards and back', () => {
    const isShown = (position: number) => states[position]?.shown ?? false;
    expect(resolveMove(positionOf('tasting@B'), sequence.length, { kind: 'next' }, isShown)).toEqual({
      kind: 'page',
      position: positionOf('thanks'),
    });
    expect(resolveMove(positionOf('thanks'), sequence.length, { kind: 'prev' }, isShown)).toEqual({
      kind: 'page',
      position: positionOf('tasting@B'),
    });
    expect(resolveMove(0, sequence.length, { kind: 'to', position: positionOf('probe@B') }, isShown)).toEqual({
      kind: 'none',
    });
    expect(resolveMove(positionOf('tasting@A#2'), sequence.length, { kind: 'next' }, isShown)).toEqual({
      kind: 'page',
      position: positionOf('thanks#2'),
    });
  });

  it('decides the same when a client names the samples by their codes rather than their products', () => {
    const codes: Record<string, string> = { A: '381', B: '617' };
    const byCode = screens.map((screen) => ({
      ...screen,
      sample: screen.sample === null ? null : (codes[screen.sample] ?? ''),
    }));
    const likings = fc.array(fc.option(fc.integer({ min: 1, max: 9 })), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom('daily', 'never'), likings, (user, values) => {
        const keys = ['tasting@A', 'tasting@B', 'tasting@B#2', 'tasting@A#2'];
        const answersByKey: Record<string, Answer[]> = { screener: [{ controlId: 'user', choices: [user] }] };
        keys.forEach((key, index) => {
          const value = values[index];
          answersByKey[key] = value === null || value === undefined ? [] : [{ controlId: 'liking', value }];
        });
        expect(statesFor(answersByKey, byCode)).toEqual(statesFor(answersByKey));
      }),
    );
  });

  it('never reads an ideal screen’s answers, nor ends the run on one', () => {
    const withIdeal = questionnaire.parse({
      ...adaptiveTest,
      pages: [
        {
          id: 'rate',
          perSample: true,
          endIf: { control: 'sweet', answered: false },
          controls: [{ kind: 'scale', id: 'sweet', label: 'Sweet', style: 'line', min: 0, max: 10, ideal: true }],
        },
        {
          id: 'after',
          perSample: true,
          showIf: { control: 'sweet', atLeast: 5 },
          controls: [{ kind: 'info', id: 'note', text: 'Sweet one' }],
        },
      ],
    });
    const idealSequence = buildPageSequence(withIdeal, [0, 1]);
    expect(idealSequence.map((instance) => instance.key)).toEqual([
      'rate@A',
      'after@A',
      'rate@B',
      'after@B',
      'rate@ideal',
    ]);
    const answers: Record<string, Answer[]> = {
      'rate@A': [{ controlId: 'sweet', value: 7 }],
      'rate@B': [{ controlId: 'sweet', value: 2 }],
    };
    const idealStates = runScreenStates(
      runScreensOf(withIdeal, idealSequence),
      (position) => answers[idealSequence[position]?.key ?? ''] ?? [],
    );
    expect(idealStates.map((state) => [state.shown, state.endsRun])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, false],
      [true, false],
    ]);
  });
});

describe('resolveMove with screens skipped', () => {
  it('never lands on a screen not shown, and goes to the nearest one shown', () => {
    const shownList = fc.array(fc.boolean(), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(shownList, fc.nat(), (shown, at) => {
        const count = shown.length;
        const position = at % count;
        const isShown = (p: number) => shown[p] === true;
        const next = resolveMove(position, count, { kind: 'next' }, isShown);
        const following = shown.findIndex((s, p) => s && p > position);
        expect(next).toEqual(following === -1 ? { kind: 'end' } : { kind: 'page', position: following });
        const previous = resolveMove(position, count, { kind: 'prev' }, isShown);
        const preceding = shown.findLastIndex((s, p) => s && p < position);
        expect(previous).toEqual(preceding === -1 ? { kind: 'none' } : { kind: 'page', position: preceding });
      }),
    );
  });
});

describe('readsEarlierAnswers', () => {
  it('tells a questionnaire with conditions, screen-outs or piped answers from one without', () => {
    expect(readsEarlierAnswers(adaptiveTest)).toBe(true);
    const plain = {
      pages: [page.parse({ id: 'p', title: 'Sample {code}', controls: [{ kind: 'info', id: 'i', text: 'Hi' }] })],
    };
    expect(readsEarlierAnswers(plain)).toBe(false);
    const piped = page.parse({ id: 'q', controls: [{ kind: 'info', id: 'i', text: 'You said {answer:x}' }] });
    expect(readsEarlierAnswers({ pages: [piped] })).toBe(true);
    const screenOut = page.parse({ ...plain.pages[0], endIf: { control: 'i', answered: false } });
    expect(readsEarlierAnswers({ pages: [screenOut] })).toBe(true);
  });
});
