import { describe, expect, it } from 'vitest';
import { chartColour } from '@palate/engine';
import type { ResultsFunctionData } from '@palate/protocol';
import { reportMode } from './reportMode.ts';
import { shapeResultsReport } from './resultsReport.ts';

/** A 1–9 liking scale and a 0–10 line scale, two samples, three judges; the caller is judge 1. */
function panelData(): ResultsFunctionData {
  return {
    descriptors: [
      { de: 'liking', kind: 'scale', label: { en: 'Liking', fr: 'Appréciation' }, scale: { min: 1, max: 9, itCt: 9 } },
      { de: 'sweet', kind: 'scale', label: 'Sweetness', scale: { min: 0, max: 10, itCt: null } },
    ],
    choices: [],
    samples: [
      { sI: 0, sLab: '482' },
      { sI: 1, sLab: '915' },
    ],
    judges: [
      { jI: 0, self: false },
      { jI: 1, self: true },
      { jI: 2, self: false },
    ],
    results: {
      raw: [
        { de: 'liking', jI: 1, sLab: { sI: 1 }, bl: 1, v: 8 },
        { de: 'liking', jI: 1, sLab: { sI: 0 }, bl: 1, v: 3 },
        { de: 'sweet', jI: 1, sLab: { sI: 0 }, bl: 1, v: 9.46 },
      ],
      computed: [
        { de: 'liking', sLab: { sI: 1 }, mean: 7.25, stdDev: 1.04, count: 3 },
        { de: 'liking', sLab: { sI: 0 }, mean: 4, stdDev: 3.5, count: 3 },
        { de: 'sweet', sLab: { sI: 0 }, mean: 8.5, stdDev: 2.6, count: 3 },
        { de: 'sweet', sLab: { sI: 1 }, mean: 1.26, stdDev: 0.4, count: 2 },
      ],
    },
  };
}

describe('shapeResultsReport', () => {
  it('gives one row per sample under each attribute, in sample order, by blinding code and palette colour', () => {
    const report = shapeResultsReport(panelData());
    expect(report.attributes.map((attribute) => [attribute.id, attribute.min, attribute.max])).toEqual([
      ['liking', 1, 9],
      ['sweet', 0, 10],
    ]);
    expect(report.attributes[0]?.label).toEqual({ en: 'Liking', fr: 'Appréciation' });
    const liking = report.attributes[0]?.rows ?? [];
    expect(liking.map((row) => [row.code, row.colour])).toEqual([
      ['482', chartColour(0)],
      ['915', chartColour(1)],
    ]);
    expect(liking[0]).toMatchObject({ mean: 4, stdDev: 3.5, count: 3, own: 3 });
    expect(report).toMatchObject({ judgeCount: 3, onlyYou: false, countUnit: 'judges' });
  });

  it('places the mean, the ± one deviation whisker and the judge’s score on the scale, clamped to its ends', () => {
    const [liking, sweet] = shapeResultsReport(panelData()).attributes;
    // Mean 4 ± 3.5 on 1..9: the whisker would start below 1, so it stops at the scale's end.
    expect(liking?.rows[0]).toMatchObject({ meanAt: 3 / 8, lowAt: 0, highAt: 6.5 / 8, ownAt: 2 / 8 });
    // Mean 8.5 ± 2.6 on 0..10 ends at 10 too.
    expect(sweet?.rows[0]).toMatchObject({ meanAt: 0.85, lowAt: expect.closeTo(0.59) as number, highAt: 1 });
  });

  it('rounds figures by the scale’s range (spec section 9): 1 decimal below a range of 10, none from 10', () => {
    const [liking, sweet] = shapeResultsReport(panelData()).attributes;
    expect(liking?.rows[1]).toMatchObject({ mean: 7.3, stdDev: 1, own: 8 });
    expect(sweet?.rows[0]).toMatchObject({ mean: 9, stdDev: 3, own: 9 });
    expect(sweet?.rows[1]).toMatchObject({ mean: 1, stdDev: 0, count: 2 });
    expect([liking?.decimals, sweet?.decimals]).toEqual([1, 0]);
  });

  it('leaves the judge’s marker out where they gave no score', () => {
    const sweet = shapeResultsReport(panelData()).attributes[1];
    expect(sweet?.rows[1]).toMatchObject({ code: '915', own: null, ownAt: null });
  });

  it('says when the judge is the only one so far: the panel’s figures are then their own', () => {
    const data = panelData();
    data.judges = [{ jI: 0, self: true }];
    data.results.computed = data.results.raw.map((entry) => ({
      de: entry.de,
      sLab: entry.sLab,
      mean: entry.v,
      stdDev: 0,
      count: 1,
    }));
    const report = shapeResultsReport(data);
    expect(report).toMatchObject({ judgeCount: 1, onlyYou: true });
    expect(report.attributes.map((attribute) => attribute.rows.length)).toEqual([2, 1]);
    const row = report.attributes[1]?.rows[0];
    expect(row?.mean).toBe(row?.own);
    expect(row).toMatchObject({ lowAt: row?.meanAt, highAt: row?.meanAt });
  });

  it('averages the judge’s repetitions and counts scores rather than judges when samples were repeated', () => {
    const data = panelData();
    data.results.raw.push({ de: 'liking', jI: 1, sLab: { sI: 0 }, bl: 2, v: 6 });
    const report = shapeResultsReport(data);
    expect(report.countUnit).toBe('scores');
    expect(report.attributes[0]?.rows[0]?.own).toBe(4.5);
  });

  it('gives a category scale its distribution over the bins, with each bin’s bounds', () => {
    const data = panelData();
    data.results.computed[0] = { ...data.results.computed[0]!, dist: [0, 1, 0, 1, 1] };
    const rows = shapeResultsReport(data).attributes[0]!.rows;
    expect(rows[1]!.distribution).toEqual([
      { from: 1, to: 2.6, count: 0 },
      { from: 2.6, to: 4.2, count: 1 },
      { from: 4.2, to: 5.8, count: 0 },
      { from: 5.8, to: 7.4, count: 1 },
      { from: 7.4, to: 9, count: 1 },
    ]);
    expect(rows[0]!.distribution).toBeNull();
  });

  it('counts each choice of a choice question per sample, marking the judge’s own picks, and lists their own texts', () => {
    const data: ResultsFunctionData = {
      ...panelData(),
      descriptors: [
        { de: 'cata', kind: 'choice', label: 'Which apply?', scale: null },
        { de: 'remark', kind: 'text', label: 'Remark', scale: null },
      ],
      choices: [
        { de: 'cata', ch: 'sweet', label: 'Sweet' },
        { de: 'cata', ch: 'sour', label: 'Sour' },
      ],
      results: {
        raw: [
          { de: 'cata', jI: 1, sLab: { sI: 0 }, bl: 1, ch: 'sour' },
          { de: 'remark', jI: 1, sLab: { sI: 1 }, bl: 1, tx: 'Too sharp' },
          { de: 'remark', jI: 1, sLab: { sI: 0 }, bl: 1, tx: ' ' },
        ],
        computed: [{ de: 'cata', sLab: { sI: 0 }, count: 3, dist: [2, 1] }],
      },
    };
    const report = shapeResultsReport(data);
    expect(report.attributes).toEqual([]);
    expect(report.choiceQuestions).toEqual([
      {
        id: 'cata',
        label: 'Which apply?',
        samples: [
          {
            code: '482',
            colour: chartColour(0),
            count: 3,
            choices: [
              { id: 'sweet', label: 'Sweet', count: 2, picked: false },
              { id: 'sour', label: 'Sour', count: 1, picked: true },
            ],
          },
        ],
      },
    ]);
    expect(report.texts).toEqual([{ id: 'remark', label: 'Remark', entries: [{ code: '915', text: 'Too sharp' }] }]);
  });

  it('leaves out attributes nobody scored', () => {
    const data = panelData();
    data.results.computed = data.results.computed.filter((entry) => entry.de === 'sweet');
    expect(shapeResultsReport(data).attributes.map((attribute) => attribute.id)).toEqual(['sweet']);
  });
});

describe('reportMode', () => {
  it('is off without the report flag, live with syncResults, shown once otherwise', () => {
    expect(reportMode({ report: false, syncResults: true })).toBe('off');
    expect(reportMode({ report: true, syncResults: false })).toBe('once');
    expect(reportMode({ report: true, syncResults: true })).toBe('live');
  });
});
