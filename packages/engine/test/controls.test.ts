import { describe, expect, it } from 'vitest';
import {
  control,
  page,
  parseTypedNumber,
  questionnaire,
  validatePage,
  type Answer,
  type Page,
  type ValidationOptions,
} from '../src/index.ts';

function screen(...controls: unknown[]): Page {
  return page.parse({ id: 'screen', controls });
}

function check(controlDefinition: unknown, answer: Omit<Answer, 'controlId'>, options?: ValidationOptions) {
  const parsed = control.parse(controlDefinition);
  return validatePage(screen(parsed), [{ controlId: parsed.id, ...answer }], options);
}

const rule = (name: string, params?: Record<string, number | string>) => [
  params ? { controlId: 'q', rule: name, params } : { controlId: 'q', rule: name },
];

describe('text answers', () => {
  const free = { kind: 'text', id: 'q', label: 'Describe the aroma', minLength: 3, maxLength: 10 };
  it('accepts a free text within its lengths', () => expect(check(free, { text: 'fruity' })).toEqual([]));
  it('a text that is too short', () => expect(check(free, { text: 'ok' })).toEqual(rule('minLength', { min: 3 })));
  it('a text that is too long', () =>
    expect(check(free, { text: 'very fruity indeed' })).toEqual(rule('maxLength', { max: 10 })));
  it('counts characters, not UTF-16 units', () => expect(check(free, { text: '😀😀😀' })).toEqual([]));
  it('a blank text is a missing answer', () => expect(check(free, { text: '   ' })).toEqual(rule('required')));

  const number = { kind: 'text', id: 'q', label: 'Price you would pay', format: 'number' };
  it.each(['3.5', '3,5', '-2', '+7', '.5'])('accepts the number %s', (text) =>
    expect(check(number, { text })).toEqual([]),
  );
  it.each(['three', '3.5.1', '1e3', '3 5'])('refuses %s as a number', (text) =>
    expect(check(number, { text })).toEqual(rule('number')),
  );
  it('reads a decimal comma', () => expect(parseTypedNumber('3,25')).toBe(3.25));

  const integer = { kind: 'text', id: 'q', label: 'How many glasses a week?', format: 'integer' };
  it('accepts a whole number', () => expect(check(integer, { text: '12' })).toEqual([]));
  it('refuses a decimal as an integer', () => expect(check(integer, { text: '1.5' })).toEqual(rule('integer')));

  const tags = { kind: 'text', id: 'q', label: 'Three words', format: 'tags', maxTags: 3, separator: ';' };
  it('accepts up to the maximum of tags', () =>
    expect(check(tags, { tags: ['sweet', 'citrus', 'fresh'] })).toEqual([]));
  it('too many tags', () => expect(check(tags, { tags: ['a', 'b', 'c', 'd'] })).toEqual(rule('maxTags', { max: 3 })));
  it('the separator inside a tag', () =>
    expect(check(tags, { tags: ['sweet;sour'] })).toEqual(rule('tagSeparator', { separator: ';' })));
  it('an empty word', () => expect(check(tags, { tags: ['sweet', ' '] })).toEqual(rule('emptyTag')));
  it('a tags answer given as a list of choices is malformed', () =>
    expect(check(tags, { choices: ['sweet'] })).toEqual(rule('answerShape')));
});

describe('single and multiple choice', () => {
  const single = {
    kind: 'single',
    id: 'q',
    label: 'How often do you drink juice?',
    choices: [
      { id: 'daily', label: 'Every day' },
      { id: 'weekly', label: 'Every week' },
    ],
  };
  it('accepts one known choice', () => expect(check(single, { choices: ['daily'] })).toEqual([]));
  it('refuses an unknown choice', () => expect(check(single, { choices: ['never'] })).toEqual(rule('unknownChoice')));
  it('refuses two choices', () => expect(check(single, { choices: ['daily', 'weekly'] })).toEqual(rule('oneChoice')));
  it('no choice is a missing answer', () => expect(check(single, { choices: [] })).toEqual(rule('required')));

  const cata = {
    kind: 'multiple',
    id: 'q',
    label: 'Check all that apply',
    maxSelected: 3,
    maxPerClass: 2,
    choices: [
      { id: 'sweet', label: 'Sweet', class: 'taste' },
      { id: 'sour', label: 'Sour', class: 'taste' },
      { id: 'bitter', label: 'Bitter', class: 'taste' },
      { id: 'pulpy', label: 'Pulpy', class: 'texture' },
      { id: 'fizzy', label: 'Fizzy', class: 'texture' },
    ],
  };
  it('accepts choices within both limits', () =>
    expect(check(cata, { choices: ['sweet', 'pulpy', 'sour'] })).toEqual([]));
  it('more than the maximum selected', () =>
    expect(check(cata, { choices: ['sweet', 'sour', 'pulpy', 'fizzy'] })).toEqual(rule('maxSelected', { max: 3 })));
  it('more than the maximum in one class', () =>
    expect(check(cata, { choices: ['sweet', 'sour', 'bitter'] })).toEqual(
      rule('maxPerClass', { max: 2, class: 'taste' }),
    ));
  it('an unknown attribute', () => expect(check(cata, { choices: ['salty'] })).toEqual(rule('unknownChoice')));
  it('the same attribute twice', () => expect(check(cata, { choices: ['sweet', 'sweet'] })).toEqual(rule('duplicate')));
  it('a class limit needs classes', () =>
    expect(control.safeParse({ ...cata, choices: [{ id: 'a', label: 'A' }] }).success).toBe(false));
});

describe('scales', () => {
  const jar = {
    kind: 'scale',
    id: 'q',
    label: 'Sweetness',
    style: 'category',
    min: 1,
    max: 5,
    justRight: true,
    categories: ['Much too weak', 'Too weak', 'Just about right', 'Too strong', 'Much too strong'],
  };
  it('a JAR scale accepts its centre', () => expect(check(jar, { value: 3 })).toEqual([]));
  it('a JAR scale refuses a value outside it', () =>
    expect(check(jar, { value: 6 })).toEqual(rule('range', { min: 1, max: 5 })));
  it('a JAR scale refuses a value between points', () =>
    expect(check(jar, { value: 2.5 })).toEqual(rule('step', { min: 1, step: 1 })));
  it('a JAR scale needs an odd number of points, so that it has a centre', () =>
    expect(control.safeParse({ ...jar, max: 4, categories: ['a', 'b', 'c', 'd'] }).success).toBe(false));
  it('a scale answered with choices is malformed', () =>
    expect(check(jar, { choices: ['3'] })).toEqual(rule('answerShape')));
  it('a remark alone does not answer a scale', () => expect(check(jar, { text: 'hmm' })).toEqual(rule('required')));
  it('a value that is not a number', () => expect(check(jar, { value: Number.NaN })).toEqual(rule('number')));
});

describe('rank', () => {
  const rank = { kind: 'rank', id: 'q', label: 'Rank from most to least sweet' };
  const served = { served: { q: ['123', '456', '789'] } };
  it('accepts every sample ranked once', () =>
    expect(check(rank, { ranks: { '123': 2, '456': 1, '789': 3 } }, served)).toEqual([]));
  it('an unknown code', () =>
    expect(check(rank, { ranks: { '123': 1, '456': 2, '999': 3 } }, served)).toEqual(
      rule('unknownCode', { code: '999' }),
    ));
  it('a tie', () => expect(check(rank, { ranks: { '123': 1, '456': 1, '789': 2 } }, served)).toEqual(rule('rankTie')));
  it('a sample left out', () =>
    expect(check(rank, { ranks: { '123': 1, '456': 2 } }, served)).toEqual(rule('rankMissing', { count: 3 })));
  it('a rank outside 1..n', () =>
    expect(check(rank, { ranks: { '123': 1, '456': 2, '789': 4 } }, served)).toEqual(
      rule('range', { min: 1, max: 3 }),
    ));

  const lenient = { ...rank, lastMayBeLeft: true };
  it('may leave the last rank unselected', () =>
    expect(check(lenient, { ranks: { '123': 1, '456': 2 } }, served)).toEqual([]));
  it('only the highest rank may be left unselected', () =>
    expect(check(lenient, { ranks: { '123': 1, '456': 3 } }, served)).toEqual(rule('rankHighestOnly', { rank: 3 })));
  it('may not leave two samples unranked', () =>
    expect(check(lenient, { ranks: { '123': 1 } }, served)).toEqual(rule('rankMissing', { count: 3 })));
  it('cannot sit on a per-sample page', () =>
    expect(page.safeParse({ id: 'p', perSample: true, controls: [rank] }).success).toBe(false));
});

describe('discrimination', () => {
  const triangle = {
    kind: 'discrimination',
    id: 'q',
    label: 'Which is different?',
    method: 'triangle',
    products: ['A', 'B'],
  };
  const served = { served: { q: ['314', '159', '265'] } };
  it('accepts one of the cups served', () => expect(check(triangle, { choices: ['159'] }, served)).toEqual([]));
  it('a code that was not served', () =>
    expect(check(triangle, { choices: ['999'] }, served)).toEqual(rule('unknownCode', { code: '999' })));
  it('two codes in a triangle', () =>
    expect(check(triangle, { choices: ['314', '159'] }, served)).toEqual(rule('pickCount', { count: 1 })));
  it('a tetrad takes the two alike', () =>
    expect(
      check({ ...triangle, method: 'tetrad' }, { choices: ['314'] }, { served: { q: ['314', '159', '265', '358'] } }),
    ).toEqual(rule('pickCount', { count: 2 })));

  it('a forced choice cannot change after moving on', () =>
    expect(
      check(
        triangle,
        { choices: ['265'] },
        { ...served, answeredBeforeMovingOn: [{ controlId: 'q', choices: ['159'] }] },
      ),
    ).toEqual(rule('locked')));
  it('the same forced choice posted again is fine', () =>
    expect(
      check(
        triangle,
        { choices: ['159'] },
        { ...served, answeredBeforeMovingOn: [{ controlId: 'q', choices: ['159'] }] },
      ),
    ).toEqual([]));
  it('an unlocked test may change', () =>
    expect(
      check(
        { ...triangle, lockAfterMove: false },
        { choices: ['265'] },
        { ...served, answeredBeforeMovingOn: [{ controlId: 'q', choices: ['159'] }] },
      ),
    ).toEqual([]));
  it('a 2-AFC test names the stronger product', () => {
    expect(control.safeParse({ ...triangle, method: 'twoAfc' }).success).toBe(false);
    expect(control.safeParse({ ...triangle, method: 'twoAfc', stronger: 'B' }).success).toBe(true);
  });
  it('compares products of the questionnaire', () => {
    const definition = {
      name: 'tri',
      title: 'Triangle',
      products: [
        { id: 'A', name: 'Control' },
        { id: 'B', name: 'Less sugar' },
      ],
      pages: [{ id: 'test', controls: [{ ...triangle, products: ['A', 'C'] }] }],
    };
    expect(questionnaire.safeParse(definition).success).toBe(false);
  });
});

describe('comments, info and the mandatory flag', () => {
  const comment = { kind: 'comment', id: 'q', label: 'Anything else?', maxLength: 5 };
  it('a comment is optional by default', () => expect(validatePage(screen(control.parse(comment)), [])).toEqual([]));
  it('a mandatory comment is required', () =>
    expect(validatePage(screen(control.parse({ ...comment, mandatory: true })), [])).toEqual(rule('required')));
  it('a comment too long', () => expect(check(comment, { text: 'too long' })).toEqual(rule('maxLength', { max: 5 })));
  it('an optional control left empty is fine, a mandatory one is not', () => {
    const optional = {
      kind: 'single',
      id: 'q',
      label: 'x',
      mandatory: false,
      choices: [
        { id: 'a', label: 'a' },
        { id: 'b', label: 'b' },
      ],
    };
    expect(validatePage(screen(control.parse(optional)), [])).toEqual([]);
    expect(validatePage(screen(control.parse({ ...optional, mandatory: true })), [])).toEqual(rule('required'));
  });
  it('an info needs a text or an image', () => {
    expect(control.safeParse({ kind: 'info', id: 'i' }).success).toBe(false);
    expect(control.safeParse({ kind: 'info', id: 'i', image: { name: 'cup.png', alt: 'Cup' } }).success).toBe(true);
  });
  it.each(['../secret.png', 'a/b.png', '.hidden.png', 'script.js', 'cup.PNG.exe'])(
    'an image named %s is refused',
    (name) => expect(control.safeParse({ kind: 'info', id: 'i', image: { name, alt: 'x' } }).success).toBe(false),
  );
});
