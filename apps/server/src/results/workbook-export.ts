import ExcelJS from 'exceljs';
import { isInsufficient, type Insufficient, type TcataCurves, type TdsCurves } from '@palate/stats';
import type { PublicationAnalysis } from './publication-analysis.service.ts';
import type { QuestionAnalysis } from './question-analysis.ts';
import type { MethodFigures } from './discrimination-analysis.ts';
import type { LongResult } from './results.service.ts';
import { mapRows, mapSheetName } from './workbook-maps.ts';
import { formatPValues } from './workbook-p-values.ts';
import { idealRows, rataRows } from './workbook-rapid-questions.ts';
import { panelPerformanceOf } from './panel-summary.ts';
import { panelRows } from './workbook-panel.ts';
import { betaBinomialRows } from './workbook-replicated.ts';
import { dayText } from '../publishing/products/product-library-csv.ts';

type Cell = string | number | null;

/**
 * The results as an XLSX workbook: a sheet of every raw answer (the long format, sample
 * codes kept as text so that 042 stays 042; the answers of judges left out of the analysis
 * marked), the products' library products and batches served when they have some, then
 * one sheet per analysed question with the figures of `palate analyse`,
 * unrounded, and a sheet per map.
 */
export async function analysisWorkbook(results: LongResult[], analysis: PublicationAnalysis): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Palate';
  const answers = workbook.addWorksheet('Answers');
  answers.addRow([
    'publication',
    'judge',
    'repetition',
    'sample_code',
    'product',
    'page',
    'attribute',
    'value',
    'text',
    'excluded_from_analysis',
    // finished, inProgress, or screenedOut (a page's endIf or a full quota cell ended the run: never incomplete).
    'run_status',
  ]);
  const excluded = new Set(analysis.excludedJudges);
  for (const r of results) {
    answers.addRow([
      r.publication,
      r.judge,
      r.repetition,
      r.sampleCode,
      r.product,
      r.page,
      r.attribute,
      r.value,
      r.text,
      excluded.has(r.judge) ? 'yes' : null,
      r.runStatus ?? null,
    ]);
  }
  answers.getColumn(4).numFmt = '@';
  answers.views = [{ state: 'frozen', ySplit: 1 }];
  const names = new Set<string>(['Answers']);
  if (analysis.products.some((product) => product.libraryProduct !== null)) {
    // The batch each product served, when some product is one of the product library.
    const sheet = workbook.addWorksheet(sheetName('Products', names));
    sheet.addRow(['product', 'name', 'library_product', 'batch', 'production_date']);
    for (const product of analysis.products) {
      const { batch } = product;
      sheet.addRow([
        product.id,
        product.name,
        product.libraryProduct,
        batch?.lot ?? null,
        batch ? dayText(batch.productionDate) : null,
      ]);
    }
  }
  for (const question of analysis.questions) {
    const sheet = workbook.addWorksheet(sheetName(`${question.page}.${question.control}`, names));
    for (const row of questionRows(question)) sheet.addRow(row);
    const rapid = rapidSheet(question);
    if (rapid) {
      const own = workbook.addWorksheet(sheetName(`${rapid.method} ${question.page}.${question.control}`, names));
      for (const row of [['page', question.page], ['control', question.control], [], ...rapid.rows]) own.addRow(row);
    }
  }
  analysis.discriminationOverall.forEach((pooled, index) => {
    const sheet = workbook.addWorksheet(sheetName(`pooled ${index + 1}`, names));
    const places = pooled.controls.map((place) => `${place.page}.${place.control}`).join(', ');
    for (const row of [['pooled discrimination tests', places], [], ...discriminationRows(pooled)]) sheet.addRow(row);
  });
  for (const map of analysis.maps) {
    const sheet = workbook.addWorksheet(sheetName(mapSheetName(map), names));
    for (const row of mapRows(map)) sheet.addRow(row);
  }
  const panel = panelRows(analysis.panelDiagnostics, analysis.panelSummary, panelPerformanceOf(analysis.questions));
  if (panel.length > 0) {
    const sheet = workbook.addWorksheet(sheetName('Panel', names));
    for (const row of panel) sheet.addRow(row);
  }
  for (const sheet of workbook.worksheets) if (sheet !== answers) formatPValues(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Sheet names: at most 31 characters, unique in the workbook. Page and control ids have
 * none of the characters []:*?/\ that sheet names forbid.
 */
function sheetName(wanted: string, taken: Set<string>): string {
  const base = wanted.slice(0, 31);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)}~${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A RATA's or an ideal scale's own sheet, beside its question's. */
function rapidSheet(question: QuestionAnalysis): { method: string; rows: Cell[][] } | undefined {
  if ((question.kind === 'multiple' || question.kind === 'single') && question.rata)
    return { method: 'rata', rows: rataRows(question.rata) };
  if (question.kind === 'scale' && question.ideal) return { method: 'ideal', rows: idealRows(question.ideal) };
  return undefined;
}

function insufficientRow(value: Insufficient): Cell[] {
  return ['not enough data', value.insufficient];
}

function questionRows(question: QuestionAnalysis): Cell[][] {
  const head: Cell[][] = [['page', question.page], ['control', question.control], ['kind', question.kind], []];
  switch (question.kind) {
    case 'discrimination':
      return [...head, ...discriminationRows(question)];
    case 'rank':
      return [
        ...head,
        ['product', 'rank sum'],
        ...Object.entries(question.rankSums).map(([product, sum]) => [product, sum]),
        [],
        ['complete blocks', question.blocks],
        ...(isInsufficient(question.friedman)
          ? [insufficientRow(question.friedman)]
          : [
              ['Friedman statistic', question.friedman.statistic],
              ['df', question.friedman.df],
              ['p-value', question.friedman.pValue],
            ]),
        ['LSD between rank sums (5 %)', question.lsd],
        [],
        ['product', 'versus', 'rank sum difference', 'reaches the LSD'],
        ...question.pairs.map((pair) => [pair.first, pair.second, pair.difference, pair.significant ? 'yes' : 'no']),
      ];
    case 'scale':
      return [...head, ...scaleRows(question)];
    case 'multiple':
    case 'single': {
      const products = Object.keys(question.counts);
      const terms = Object.keys(Object.values(question.counts)[0] ?? {});
      const rows: Cell[][] = [['term', ...products, ...(question.cochranQ ? ["Cochran's Q", 'df', 'p-value'] : [])]];
      for (const term of terms) {
        const q = question.cochranQ?.[term];
        const test: Cell[] = !q ? [] : isInsufficient(q) ? [q.insufficient] : [q.statistic, q.df, q.pValue];
        rows.push([term, ...products.map((p) => question.counts[p]?.[term] ?? 0), ...test]);
      }
      return [...head, ...rows];
    }
    case 'text':
    case 'comment':
    case 'napping':
    case 'sorting':
      return [...head, ['answers', question.n]];
    case 'picture':
      return [
        ...head,
        ['product', 'evaluations', 'with a mark', 'marks', 'marks per evaluation'],
        ...Object.entries(question.byProduct).map(([product, f]) => [
          product,
          f.evaluations,
          f.marked,
          f.marks,
          f.meanMarks,
        ]),
      ];
    case 'tds':
    case 'tcata':
      return [
        ...head,
        ...Object.entries(question.byProduct).flatMap(([product, curves]) => curveRows(product, curves)),
      ];
    case 'ti':
      return [
        ...head,
        ['product', 'judge', 'repetition', 'Imax', 'Tmax (s)', 'area', 'duration (s)', 'plateau (s)'],
        ...Object.entries(question.byProduct).flatMap(([product, figures]) => [
          ...figures.judges.map((j): Cell[] =>
            isInsufficient(j)
              ? [product, j.judge, j.repetition, j.insufficient]
              : [product, j.judge, j.repetition, j.imax, j.tmax, j.area, j.duration, j.plateau],
          ),
          [
            product,
            'mean',
            '',
            ...(['imax', 'tmax', 'area', 'duration', 'plateau'] as const).map((name) => {
              const mean = figures.means[name];
              return isInsufficient(mean) ? mean.insufficient : mean.mean;
            }),
          ],
        ]),
      ];
  }
}

/** A product's TDS or TCATA curves: one row per attribute, one column per point of time. */
function curveRows(product: string, curves: TdsCurves | TcataCurves | Insufficient): Cell[][] {
  if (isInsufficient(curves)) return [[product, ...insufficientRow(curves)], []];
  const levels: Cell[][] =
    'chance' in curves
      ? [
          ['chance level', curves.chance],
          ['significance level (5 %)', curves.significance],
        ]
      : [];
  return [
    [product, `evaluations: ${curves.evaluations}`],
    ['attribute / time', ...curves.times],
    ...curves.curves.map((curve) => [curve.attribute, ...curve.proportions]),
    ...levels,
    [],
  ];
}

function discriminationRows(figures: MethodFigures): Cell[][] {
  if (isInsufficient(figures)) return [insufficientRow(figures)];
  if ('sameDifferent' in figures) {
    const { estimates, ...counts } = figures.sameDifferent;
    return [
      ['"same" answers to same pairs', counts.sameSame],
      ['"different" answers to same pairs', counts.diffSame],
      ['"same" answers to different pairs', counts.sameDiff],
      ['"different" answers to different pairs', counts.diffDiff],
      ...(isInsufficient(estimates)
        ? [insufficientRow(estimates)]
        : [
            ['τ', estimates.tau],
            ['δ', estimates.delta],
          ]),
    ];
  }
  if ('aNotA' in figures) {
    const { estimates, ...counts } = figures.aNotA;
    return [
      ['"A" answers to A samples', counts.hits],
      ['A samples', counts.a],
      ['"A" answers to not-A samples', counts.falseAlarms],
      ['not-A samples', counts.notA],
      ...(isInsufficient(estimates)
        ? [insufficientRow(estimates)]
        : [
            ['d′', estimates.dPrime],
            ['standard error of d′', estimates.dPrimeSE],
            ['p-value (one-sided Fisher exact)', estimates.pValue],
          ]),
    ];
  }
  if ('preference' in figures) {
    const { products, first, second, noPreference, test } = figures.preference;
    return [
      [`preferred ${products[0]}`, first],
      [`preferred ${products[1]}`, second],
      ['no preference', noPreference],
      ...(isInsufficient(test)
        ? [insufficientRow(test)]
        : [
            ['n (preferences expressed)', test.n],
            [`proportion preferring ${products[0]}`, test.proportionFirst],
            ['p-value (two-sided exact binomial)', test.pValue],
          ]),
    ];
  }
  if ('twoAc' in figures) {
    const { products, preferA, noDifference, preferB, estimates } = figures.twoAc;
    return [
      [`${products[0]} more intense`, preferA],
      ['no difference', noDifference],
      [`${products[1]} more intense`, preferB],
      ...(isInsufficient(estimates)
        ? [insufficientRow(estimates)]
        : [
            ['τ', estimates.tau],
            ['standard error of τ', estimates.tauSE],
            [`d′ (positive towards ${products[1]})`, estimates.dPrime],
            ['standard error of d′', estimates.dPrimeSE],
            ['p-value (two-sided likelihood root)', estimates.pValue],
          ]),
    ];
  }
  if ('degreeOfDifference' in figures) {
    const { same, different, estimates } = figures.degreeOfDifference;
    return [
      ['point of the scale', ...same.map((_, index) => index + 1)],
      ['same pairs', ...same],
      ['different pairs', ...different],
      ...(isInsufficient(estimates)
        ? [insufficientRow(estimates)]
        : [
            ['τ (boundaries)', ...estimates.tau],
            ['d′', estimates.dPrime],
            ['standard error of d′', estimates.dPrimeSE],
            ['p-value (one-sided likelihood root)', estimates.pValue],
          ]),
    ];
  }
  const test = figures;
  return [
    ['method', test.method],
    ['n', test.n],
    ['correct', test.correct],
    ['proportion correct', test.proportion],
    ['p-value (one-sided exact binomial)', test.pValue],
    ['d′', test.dPrime],
    ['standard error of d′', test.dPrimeSE],
    ...(test.dPrimeNote ? [['note', test.dPrimeNote]] : []),
    ['minimum correct at α = 0.05', test.criticalCorrect['0.05']],
    ['minimum correct at α = 0.01', test.criticalCorrect['0.01']],
    ['minimum correct at α = 0.001', test.criticalCorrect['0.001']],
    ['proportion of distinguishers pd', test.similarity.pd],
    [`upper ${test.similarity.confidence * 100} % limit of pd`, test.similarity.upperLimit],
    ['pc (sensR discrim)', test.estimates.pc],
    ['standard error of pc', test.estimates.pcSE],
    ['pd (sensR discrim)', test.estimates.pd],
    ['standard error of pd', test.estimates.pdSE],
    ...(test.betaBinomial ? betaBinomialRows(test.betaBinomial) : []),
  ];
}

function scaleRows(question: Extract<QuestionAnalysis, { kind: 'scale' }>): Cell[][] {
  // A category scale has one bin per point, a line scale five (scale-distribution.ts).
  const binCount = Math.max(
    0,
    ...Object.values(question.byProduct).map((d) => (isInsufficient(d) ? 0 : d.bins.length)),
  );
  const bins = Array.from({ length: binCount }, (_, index) => `bin ${index + 1}`);
  const rows: Cell[][] = [['product', 'mean', 'sd', 'n', 'group', ...bins]];
  for (const [product, d] of Object.entries(question.byProduct)) {
    rows.push(isInsufficient(d) ? [product, d.insufficient] : [product, d.mean, d.sd, d.n, d.group ?? null, ...d.bins]);
  }
  rows.push([]);
  if (isInsufficient(question.anova)) rows.push(insufficientRow(question.anova));
  else {
    rows.push(['term', 'df', 'sum sq', 'mean sq', 'F', 'p-value']);
    for (const a of question.anova) rows.push([a.term, a.df, a.sumSq, a.meanSq, a.F, a.pValue]);
  }
  if (question.productTest) {
    const t = question.productTest;
    rows.push([], [`product against ${t.errorTerm}`, 'F', t.F, 'df', t.df1, t.df2, 'p-value', t.pValue]);
  }
  if (question.tukey) {
    rows.push([], ['Tukey HSD', 'versus', 'difference', 'p-value']);
    for (const c of question.tukey) rows.push([c.first, c.second, c.difference, c.pValue]);
  }
  if (question.panel) {
    rows.push([], ['judge', 'product F', 'p-value', 'repeatability (residual sd)', 'agreement (r)', 'fails']);
    for (const j of question.panel) {
      rows.push([
        j.judge,
        isInsufficient(j.discrimination) ? j.discrimination.insufficient : j.discrimination.F,
        isInsufficient(j.discrimination) ? null : j.discrimination.pValue,
        typeof j.repeatability === 'number' ? j.repeatability : j.repeatability.insufficient,
        typeof j.agreement === 'number' ? j.agreement : j.agreement.insufficient,
        j.fails.join(', '),
      ]);
    }
  }
  if (question.jar) {
    rows.push(
      [],
      [
        'product',
        'too little %',
        'just right %',
        'too much %',
        'drop (too little)',
        'drop (too much)',
        'penalty (too little)',
        'penalty (too much)',
      ],
    );
    for (const [product, j] of Object.entries(question.jar)) {
      rows.push(
        isInsufficient(j)
          ? [product, j.insufficient]
          : [
              product,
              j.tooLittle.proportion * 100,
              j.justRight.proportion * 100,
              j.tooMuch.proportion * 100,
              j.tooLittle.meanDrop,
              j.tooMuch.meanDrop,
              j.tooLittle.weightedPenalty,
              j.tooMuch.weightedPenalty,
            ],
      );
    }
  }
  return rows;
}
