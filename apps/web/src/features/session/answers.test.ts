import { describe, expect, it } from 'vitest';
import { validatePage, type ScaleControl } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import {
  answersOf,
  categoryPoints,
  isSameSubmission,
  issuesFromServer,
  lineStep,
  pageDefinition,
  tagsOf,
  valuesOf,
} from './answers.ts';

const liking: ScaleControl = {
  kind: 'scale',
  id: 'liking',
  label: 'How much do you like it?',
  style: 'category',
  min: 1,
  max: 9,
  categories: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  mandatory: true,
};
const sweetness: ScaleControl = {
  kind: 'scale',
  id: 'sweetness',
  label: 'Sweetness',
  style: 'line',
  min: 0,
  max: 10,
  mandatory: false,
};

function pageView(answers: PageView['answers'] = []): PageView {
  return {
    position: 2,
    count: 7,
    blockStart: 0,
    key: 'liking@juice_fresh',
    sample: { code: '483' },
    ideal: false,
    controls: [{ kind: 'info', id: 'intro', text: 'Taste the sample.' }, liking, sweetness],
    answers,
    served: {},
    references: {},
    preview: null,
    appearance: {},
  };
}

describe('valuesOf', () => {
  it('shows the stored answers again', () => {
    expect(
      valuesOf(
        pageView([
          { controlId: 'liking', value: 7 },
          { controlId: 'sweetness', value: 2.5 },
        ]),
      ),
    ).toEqual({
      liking: { value: 7 },
      sweetness: { value: 2.5 },
    });
  });

  it('ignores answers for controls the screen does not have', () => {
    expect(
      valuesOf(
        pageView([
          { controlId: 'intro', text: 'x' },
          { controlId: 'gone', value: 1 },
        ]),
      ),
    ).toEqual({});
  });
});

describe('answersOf', () => {
  it('posts the answered controls in screen order and leaves out the unanswered', () => {
    expect(answersOf(pageView(), { sweetness: { value: 4.2 }, liking: { value: 8 } })).toEqual([
      { controlId: 'liking', value: 8 },
      { controlId: 'sweetness', value: 4.2 },
    ]);
    expect(answersOf(pageView(), { sweetness: { value: 0 } })).toEqual([{ controlId: 'sweetness', value: 0 }]);
  });

  it('never posts a value for an info text', () => {
    expect(answersOf(pageView(), { intro: { value: 1 } })).toEqual([]);
  });
});

describe('pageDefinition', () => {
  it('lets the engine find the missing mandatory answer and nothing else', () => {
    const page = pageView();
    expect(validatePage(pageDefinition(page), answersOf(page, {}))).toEqual([
      { controlId: 'liking', rule: 'required' },
    ]);
    expect(validatePage(pageDefinition(page), answersOf(page, { liking: { value: 5 } }))).toEqual([]);
  });

  it('lets the engine catch a value off the scale', () => {
    const page = pageView();
    expect(
      validatePage(pageDefinition(page), answersOf(page, { liking: { value: 5 }, sweetness: { value: 11 } })),
    ).toEqual([{ controlId: 'sweetness', rule: 'range', params: { min: 0, max: 10 } }]);
  });
});

describe('categoryPoints', () => {
  it('gives one value per point from min to max', () => {
    expect(categoryPoints(liking)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('follows the step without floating-point noise', () => {
    expect(categoryPoints({ ...liking, min: 0, max: 0.5, step: 0.1 })).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(categoryPoints({ ...liking, min: -2, max: 2, step: 2 })).toEqual([-2, 0, 2]);
  });
});

describe('lineStep', () => {
  it('is a hundredth of the range unless the scale gives its own', () => {
    expect(lineStep(sweetness)).toBe(0.1);
    expect(lineStep({ ...sweetness, max: 100 })).toBe(1);
    expect(lineStep({ ...sweetness, step: 0.5 })).toBe(0.5);
  });
});

describe('tagsOf', () => {
  it('splits the typed words, keeping an empty one for the engine to report', () => {
    expect(tagsOf(' sweet, citrus ,', ',')).toEqual(['sweet', 'citrus']);
    expect(tagsOf('sweet,,citrus', ',')).toEqual(['sweet', '', 'citrus']);
    expect(tagsOf('  ', ',')).toEqual([]);
  });
});

describe('isSameSubmission', () => {
  const submission = { position: 2, moving: 'next' as const, answers: [{ controlId: 'liking', value: 7 }] };

  it('recognises the same answers sent again from the same screen', () => {
    expect(isSameSubmission(submission, { ...submission, answers: [{ controlId: 'liking', value: 7 }] })).toBe(true);
  });

  it('tells apart a changed answer, another screen or another direction', () => {
    expect(isSameSubmission(submission, { ...submission, answers: [{ controlId: 'liking', value: 6 }] })).toBe(false);
    expect(isSameSubmission(submission, { ...submission, answers: [] })).toBe(false);
    expect(isSameSubmission(submission, { ...submission, position: 3 })).toBe(false);
    expect(isSameSubmission(submission, { ...submission, moving: 'prev' })).toBe(false);
  });
});

describe('issuesFromServer', () => {
  it('shows the issues of a refused post next to the controls of the screen', () => {
    const data = {
      issues: [
        { controlId: 'liking', rule: 'required' },
        { controlId: 'sweetness', rule: 'range', params: { min: 0, max: 10 } },
      ],
      position: 2,
    };
    expect(issuesFromServer(data, pageView())).toEqual(data.issues);
  });

  it('shows none when one of them cannot be shown on this screen, so the refusal is reported whole', () => {
    expect(issuesFromServer({ issues: [{ controlId: 'gone', rule: 'unknownControl' }] }, pageView())).toEqual([]);
    expect(
      issuesFromServer(
        {
          issues: [
            { controlId: 'liking', rule: 'required' },
            { controlId: 'liking', rule: 'newRule' },
          ],
        },
        pageView(),
      ),
    ).toEqual([]);
  });

  it('shows none for another screen or for data that is not a list of issues', () => {
    expect(issuesFromServer({ issues: [{ controlId: 'liking', rule: 'required' }], position: 0 }, pageView())).toEqual(
      [],
    );
    expect(issuesFromServer({ issues: 'required' }, pageView())).toEqual([]);
    expect(issuesFromServer(undefined, pageView())).toEqual([]);
  });
});
