import { describe, expect, it } from 'vitest';
import { questionnaire } from '../src/index.ts';

type Json = Record<string, unknown>;

const HEDONIC = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A consumer test that adapts: a screener that screens out non-users, liking per sample
 * with a "why" only after a low score, a CATA list in random order with "none" last, a
 * rinse page between samples, and a closing page that pipes the screener's answer.
 */
function consumerTest() {
  const user: Json = {
    kind: 'single',
    id: 'user',
    label: 'Do you drink orange juice?',
    choices: [
      { id: 'yes', label: { en: 'Yes', fr: 'Oui' } },
      { id: 'no', label: { en: 'No', fr: 'Non' } },
    ],
  };
  const screener: Json = { id: 'screener', controls: [user], endIf: { control: 'user', anyOf: ['no'] } };
  const liking: Json = {
    kind: 'scale',
    id: 'liking',
    label: 'How much do you like sample {code}?',
    style: 'category',
    min: 1,
    max: 9,
    categories: HEDONIC,
  };
  const why: Json = {
    kind: 'comment',
    id: 'why',
    label: 'Why did you give it {answer:liking}?',
    showIf: { control: 'liking', atMost: 4 },
  };
  const cata: Json = {
    kind: 'multiple',
    id: 'cata',
    label: 'Which words describe it?',
    order: 'random',
    choices: [
      { id: 'sweet', label: 'Sweet' },
      { id: 'sour', label: 'Sour' },
      { id: 'pulpy', label: 'Pulpy' },
      { id: 'none', label: 'None of these', fixed: true },
    ],
  };
  const tasting: Json = { id: 'tasting', perSample: true, controls: [liking, why, cata] };
  const rinse: Json = {
    id: 'rinse',
    perSample: true,
    minimumSeconds: 30,
    controls: [{ kind: 'info', id: 'rinseText', text: 'Rinse your mouth with water.' }],
  };
  const thanks: Json = {
    id: 'thanks',
    controls: [{ kind: 'info', id: 'bye', text: 'You answered {answer:user}. Thank you!' }],
  };
  const definition: Json = {
    name: 'juice',
    title: 'Juice',
    products: [
      { id: 'A', name: 'Fresh' },
      { id: 'B', name: 'Concentrate' },
    ],
    pages: [screener, tasting, rinse, thanks],
  };
  return { definition, screener, user, tasting, liking, why, cata, rinse, thanks };
}

function faultsOf(definition: unknown): { path: PropertyKey[]; message: string }[] {
  const result = questionnaire.safeParse(definition);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('the adaptive keys of the format', () => {
  it('accept a consumer test with a screen-out, a conditional why, a CATA in random order and a rinse wait', () => {
    const parsed = questionnaire.parse(consumerTest().definition);
    const [screener, tasting, rinse] = parsed.pages;
    expect(screener?.endIf).toEqual({ control: 'user', anyOf: ['no'] });
    expect(tasting?.controls[1]?.showIf).toEqual({ control: 'liking', atMost: 4 });
    expect(rinse?.minimumSeconds).toBe(30);
    const cata = tasting?.controls[2];
    expect(cata?.kind === 'multiple' && cata.order).toBe('random');
    expect(cata?.kind === 'multiple' && cata.choices[3]?.fixed).toBe(true);
  });

  it('leave a definition without them as it was: no key added by a default', () => {
    const { definition, tasting, why, cata } = consumerTest();
    delete why['showIf'];
    delete cata['order'];
    delete (cata['choices'] as Json[])[3]?.['fixed'];
    const parsed = questionnaire.parse({ ...definition, pages: [tasting] });
    const page = parsed.pages[0] as Json;
    expect(Object.keys(page).sort()).toEqual(['controls', 'id', 'perSample']);
    expect(Object.keys(parsed.pages[0]?.controls[2] ?? {})).not.toContain('order');
  });

  it('take nested all and any, and every comparison', () => {
    const { definition, why } = consumerTest();
    why['showIf'] = {
      any: [
        {
          all: [
            { control: 'liking', atLeast: 2 },
            { control: 'liking', atMost: 4 },
          ],
        },
        { control: 'cata', noneOf: ['sweet'] },
        { control: 'cata', answered: false },
      ],
    };
    // "why" now reads "cata", below it: moved above it.
    const tasting = (definition['pages'] as Json[])[1] as Json;
    const [liking, , cata] = tasting['controls'] as Json[];
    tasting['controls'] = [liking, cata, why];
    expect(questionnaire.safeParse(definition).success).toBe(true);
  });

  it.each([
    [{}, 'a condition needs a comparison'],
    [{ control: 'liking' }, 'a condition needs a comparison'],
    [{ control: 'liking', atLeast: 2, atMost: 4 }, 'one comparison per condition (here atLeast and atMost)'],
    [{ atLeast: 2 }, 'name the control whose answer atLeast reads'],
    [{ all: [{ control: 'liking', atLeast: 2 }], control: 'liking' }, 'all stands alone'],
    [
      { all: [{ control: 'liking', atLeast: 2 }], any: [{ control: 'liking', atLeast: 2 }] },
      'all and any stands alone',
    ],
  ])('refuse a condition of no single shape: %j', (showIf, message) => {
    const { definition, why } = consumerTest();
    why['showIf'] = showIf;
    expect(faultsOf(definition)).toContainEqual({
      path: ['pages', 1, 'controls', 1, 'showIf'],
      message: expect.stringContaining(message),
    });
  });

  it('refuse an empty all and an unknown key in a condition, on that key', () => {
    const { definition, why } = consumerTest();
    why['showIf'] = { all: [] };
    expect(faultsOf(definition)[0]?.path).toEqual(['pages', 1, 'controls', 1, 'showIf', 'all']);
    why['showIf'] = { control: 'liking', atLeast: 2, orElse: true };
    expect(questionnaire.safeParse(definition).error?.issues).toContainEqual(
      expect.objectContaining({
        code: 'unrecognized_keys',
        keys: ['orElse'],
        path: ['pages', 1, 'controls', 1, 'showIf'],
      }),
    );
  });

  it('take minimumSeconds from 1 to 3600 whole seconds', () => {
    const { definition, rinse } = consumerTest();
    for (const seconds of [0, 2.5, 3601]) {
      rinse['minimumSeconds'] = seconds;
      expect(faultsOf(definition)[0]?.path).toEqual(['pages', 2, 'minimumSeconds']);
    }
  });
});

describe('the faults of conditions', () => {
  const whyReads = (showIf: Json) => {
    const test = consumerTest();
    test.why['showIf'] = showIf;
    return faultsOf(test.definition);
  };

  it('name an unknown control on its key, with the nearest id', () => {
    expect(whyReads({ control: 'likng', atMost: 4 })).toEqual([
      {
        path: ['pages', 1, 'controls', 1, 'showIf', 'control'],
        message: 'no control "likng" in the questionnaire; did you mean "liking"?',
      },
    ]);
    expect(
      whyReads({
        any: [
          { control: 'liking', atMost: 4 },
          { control: 'price', atLeast: 2 },
        ],
      }),
    ).toEqual([
      {
        path: ['pages', 1, 'controls', 1, 'showIf', 'any', 1, 'control'],
        message: 'no control "price" in the questionnaire',
      },
    ]);
  });

  it('refuse a control later on the page, the control itself, and a later page', () => {
    expect(whyReads({ control: 'cata', answered: true })[0]?.message).toBe(
      '"cata" comes after this control on the page: a condition reads only answers given above it',
    );
    expect(whyReads({ control: 'why', answered: true })[0]?.message).toBe(
      'a control cannot read its own answer ("why")',
    );
    const test = consumerTest();
    test.screener['showIf'] = { control: 'liking', atLeast: 1 };
    expect(faultsOf(test.definition)).toEqual([
      {
        path: ['pages', 0, 'showIf', 'control'],
        message: '"liking" is on a later page ("tasting"): a condition reads only answers given before',
      },
    ]);
  });

  it('refuse a page showIf on its own controls, but take an endIf on them', () => {
    const test = consumerTest();
    test.tasting['showIf'] = { control: 'liking', atLeast: 1 };
    expect(faultsOf(test.definition)[0]?.message).toBe(
      '"liking" is on this page: whether a page is shown is decided before it, from earlier pages',
    );
    delete test.tasting['showIf'];
    test.tasting['endIf'] = {
      all: [
        { control: 'liking', atMost: 1 },
        { control: 'user', anyOf: ['yes'] },
      ],
    };
    expect(questionnaire.safeParse(test.definition).success).toBe(true);
  });

  it('refuse comparisons that do not fit the control: numbers of a choice, choices of a scale, a choice it lacks', () => {
    expect(whyReads({ control: 'liking', anyOf: ['yes'] })).toEqual([
      {
        path: ['pages', 1, 'controls', 1, 'showIf', 'anyOf'],
        message: 'anyOf reads a single or multiple choice; "liking" is a scale',
      },
    ]);
    expect(whyReads({ control: 'user', atLeast: 1 })[0]?.message).toBe(
      'atLeast reads a scale or a number (a text of format number or integer); "user" is a single choice',
    );
    expect(whyReads({ control: 'user', noneOf: ['yes', 'yess', 'maybe'] })).toEqual([
      {
        path: ['pages', 1, 'controls', 1, 'showIf', 'noneOf', 1],
        message: '"user" has no choice "yess"; did you mean "yes"?',
      },
      {
        path: ['pages', 1, 'controls', 1, 'showIf', 'noneOf', 2],
        message: '"user" has no choice "maybe" (its choices: yes, no)',
      },
    ]);
    const test = consumerTest();
    test.why['showIf'] = { control: 'user', answered: true };
    expect(questionnaire.safeParse(test.definition).success).toBe(true);
  });

  it('read numbers from number and integer texts only, and nothing from an info text', () => {
    const test = consumerTest();
    const glasses = { kind: 'text', id: 'glasses', label: 'Glasses a week', format: 'integer' };
    const remark = { kind: 'text', id: 'remark', label: 'Anything?' };
    test.screener['controls'] = [test.user, glasses, remark];
    test.why['showIf'] = {
      all: [
        { control: 'glasses', atLeast: 3 },
        { control: 'remark', atMost: 3 },
      ],
    };
    expect(faultsOf(test.definition).map((fault) => fault.message)).toEqual([
      'atMost reads a scale or a number (a text of format number or integer); "remark" is a text of format free',
    ]);
    test.why['showIf'] = { control: 'bye', answered: true };
    expect(faultsOf(test.definition)[0]?.message).toContain('"bye" is on a later page');
    test.why['showIf'] = { control: 'rinseText', answered: true };
    expect(faultsOf(test.definition)[0]?.message).toContain('"rinseText" is on a later page');
  });

  it('refuse a per-sample answer read from a page answered once', () => {
    const test = consumerTest();
    test.thanks['showIf'] = { control: 'liking', atLeast: 5 };
    expect(faultsOf(test.definition)).toEqual([
      {
        path: ['pages', 3, 'showIf', 'control'],
        message:
          '"liking" is asked for each sample, and this page is not perSample: it could not tell which sample\'s answer to read',
      },
    ]);
  });

  it('refuse a control id on several pages once a condition names it', () => {
    const test = consumerTest();
    test.thanks['controls'] = [
      { kind: 'info', id: 'bye', text: 'Thanks' },
      { kind: 'text', id: 'liking', label: 'Again' },
    ];
    expect(questionnaire.safeParse(test.definition).error?.issues.map((issue) => issue.message)).toContain(
      '"liking" is the id of a control on several pages ("tasting", "thanks"): give the one meant an id of its own',
    );
  });

  it('refuse a per-sample answer deciding the ideal screen, which has no sample', () => {
    const test = consumerTest();
    const ideal = { kind: 'scale', id: 'sweetIdeal', label: 'Sweet', style: 'line', min: 0, max: 10, ideal: true };
    test.tasting['controls'] = [test.liking, { ...ideal, showIf: { control: 'liking', atLeast: 3 } }];
    expect(faultsOf(test.definition)[0]?.message).toBe(
      '"liking" is asked for each sample, and this condition also decides the judge\'s ideal screen, which has no sample',
    );
    test.tasting['controls'] = [test.liking, { ...ideal, showIf: { control: 'user', anyOf: ['yes'] } }];
    expect(questionnaire.safeParse(test.definition).success).toBe(true);
  });

  it('on a page in random order, take a control read from another only when both keep their places', () => {
    const test = consumerTest();
    test.tasting['order'] = 'random';
    expect(faultsOf(test.definition)[0]?.message).toBe(
      '"liking" may come after this control in the page\'s random order: a condition reads only answers given above it (mark both fixed, or move "liking" to an earlier page)',
    );
    test.liking['fixed'] = true;
    // Fixed first, "liking" is above every place the others may take.
    expect(questionnaire.safeParse(test.definition).success).toBe(true);
    test.tasting['controls'] = [test.why, test.cata, test.liking];
    expect(faultsOf(test.definition)[0]?.message).toContain('may come after this control');
  });
});

describe('the faults of pipes', () => {
  it('name an unknown control, a later one, one not piped, and {code} off a per-sample page', () => {
    const test = consumerTest();
    test.thanks['title'] = { en: 'Thanks for {answer:usr}', fr: 'Merci' };
    test.screener['title'] = 'You liked {answer:liking}';
    test.user['label'] = 'Sample {code}?';
    test.why['label'] = 'Why {answer:cata} {answer:why}?';
    const faults = faultsOf(test.definition);
    expect(faults).toContainEqual({
      path: ['pages', 3, 'title'],
      message: 'no control "usr" in the questionnaire; did you mean "user"?',
    });
    expect(faults).toContainEqual({
      path: ['pages', 0, 'title'],
      message: '"liking" is on a later page ("tasting"): a pipe shows only answers given before',
    });
    expect(faults).toContainEqual({
      path: ['pages', 0, 'controls', 0, 'label'],
      message: '{code} is the sample’s blinding code, and only a perSample page has a sample',
    });
    expect(faults).toContainEqual({
      path: ['pages', 1, 'controls', 1, 'label'],
      message: '"cata" comes after this control on the page: a pipe shows only answers given above it',
    });
    expect(faults).toContainEqual({
      path: ['pages', 1, 'controls', 1, 'label'],
      message: 'a control cannot read its own answer ("why")',
    });
  });

  it('refuse a pipe in a title of an answer on the same page, and of a kind without words', () => {
    const test = consumerTest();
    test.tasting['title'] = 'Sample {code}: {answer:liking}';
    expect(faultsOf(test.definition)[0]?.message).toBe(
      '"liking" is on this page, below its title: a title shows only answers of earlier pages',
    );
    test.tasting['title'] = 'Sample {code}';
    test.screener['controls'] = [
      test.user,
      { kind: 'picture', id: 'where', label: 'Where?', image: { name: 'a.png', alt: 'A' } },
    ];
    test.thanks['controls'] = [{ kind: 'info', id: 'bye', text: 'You marked {answer:where}' }];
    expect(faultsOf(test.definition)[0]?.message).toBe(
      '{answer:where} shows the answer of a scale, a text, a comment or a choice; "where" is a picture control',
    );
  });

  it('look in every text: choices, anchors, categories, an image’s alternative text', () => {
    const test = consumerTest();
    test.cata['choices'] = [
      { id: 'sweet', label: 'Sweeter than {answer:nope}' },
      { id: 'none', label: 'None', fixed: true },
      { id: 'sour', label: 'Sour' },
    ];
    test.liking['categories'] = ['{answer:nope}', ...HEDONIC.slice(1)];
    const sweet = { kind: 'scale', id: 'sweet', label: 'Sweet', style: 'line', min: 0, max: 1 };
    const picture = { kind: 'info', id: 'cup', image: { name: 'cup.png', alt: { fr: 'Tasse {answer:nope}' } } };
    test.rinse['controls'] = [picture, { ...sweet, anchors: { min: 'Less than {answer:nope}', max: 'More' } }];
    expect(faultsOf(test.definition).map((fault) => fault.path)).toEqual([
      ['pages', 1, 'controls', 0, 'categories', 0],
      ['pages', 1, 'controls', 2, 'choices', 0, 'label'],
      ['pages', 2, 'controls', 0, 'image', 'alt'],
      ['pages', 2, 'controls', 1, 'anchors', 'min'],
    ]);
  });
});

describe('the faults of orders', () => {
  it('refuse fixed and orderPer where nothing is in random order', () => {
    const test = consumerTest();
    delete test.cata['order'];
    test.cata['orderPer'] = 'judge';
    test.liking['fixed'] = false;
    expect(faultsOf(test.definition)).toEqual([
      {
        path: ['pages', 1, 'controls', 0, 'fixed'],
        message: 'fixed keeps one of the controls in place in a random order: add order: random',
      },
      {
        path: ['pages', 1, 'controls', 2, 'choices', 3, 'fixed'],
        message: 'fixed keeps one of the choices in place in a random order: add order: random',
      },
      {
        path: ['pages', 1, 'controls', 2, 'orderPer'],
        message: 'orderPer says how often a random order changes: add order: random',
      },
    ]);
  });

  it('refuse a random order with fewer than two items that move, and a new order per sample on a page without samples', () => {
    const test = consumerTest();
    test.cata['choices'] = [
      { id: 'sweet', label: 'Sweet', fixed: true },
      { id: 'sour', label: 'Sour' },
    ];
    test.thanks['order'] = 'random';
    test.thanks['orderPer'] = 'sample';
    expect(faultsOf(test.definition)).toEqual([
      {
        path: ['pages', 1, 'controls', 2, 'order'],
        message: 'order: random needs at least two choices that are not fixed',
      },
      { path: ['pages', 3, 'order'], message: 'order: random needs at least two controls that are not fixed' },
      {
        path: ['pages', 3, 'orderPer'],
        message: 'orderPer: sample draws a new order for each sample, and this page is not perSample',
      },
    ]);
  });

  it('take order and orderPer only on a page and on single and multiple choices', () => {
    const test = consumerTest();
    test.liking['order'] = 'random';
    expect(questionnaire.safeParse(test.definition).error?.issues).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['order'] }),
    );
  });
});
