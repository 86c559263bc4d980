import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseSampleCodeKey, type Answer, type Language } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { analysePublication, type AnalysisOptions } from '../src/results/publication-analysis.service.ts';
import { insertImage } from '../src/accounts/images.repository.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { judgeCodes } from '../src/publishing/judge-codes.ts';
import { parseDefinitionFile } from '../src/publishing/definition-file.ts';
import { importDefinition, publishQuestionnaire } from '../src/publishing/publishing.service.ts';
import { publicationReport } from '../src/results/report/publication-report.ts';
import { reportFormat } from '../src/results/report/report-sentences.ts';
import { reportTexts } from '../src/results/report/report-texts.ts';
import type { ApiClient } from './api.ts';
import { palateOn } from './cli-runner.ts';
import { answersOfJudge } from './example-answers.ts';
import { describeEachDatabase, startDemoApi, type TestDatabase } from './harness.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../examples');
const LIBREOFFICE = '/usr/bin/libreoffice';
const JUDGES = 12;
/** LibreOffice converts the reports on SQLite's run only: the deck does not depend on the database. */
const CONVERTS = existsSync(LIBREOFFICE) || process.env.CI === 'true';

/** The slides of a deck, counted in its zip's table of contents. */
function slideCount(deck: Buffer, folder: string): number {
  const file = join(folder, 'count.pptx');
  writeFileSync(file, deck);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' })
    .split('\n')
    .filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry)).length;
}

/** LibreOffice Impress's PDF of a deck, and its number of pages. */
function convertedPages(deck: Buffer, folder: string, name: string): number {
  const file = join(folder, `${name}.pptx`);
  writeFileSync(file, deck);
  execFileSync(LIBREOFFICE, ['--headless', '--convert-to', 'pdf', '--outdir', folder, file], {
    stdio: 'pipe',
    timeout: 120_000,
  });
  const pdf = readFileSync(join(folder, `${name}.pdf`), 'latin1');
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** A deck's slides in their order and its charts, as XML (its words escaped as the XML has them). */
function deckParts(deck: Buffer, folder: string, name: string): { slides: string[]; charts: string[] } {
  const file = join(folder, `${name}.pptx`);
  writeFileSync(file, deck);
  const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
  const numbered = (pattern: RegExp) =>
    entries
      .filter((entry) => pattern.test(entry))
      .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
      .map((entry) => execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8', maxBuffer: 1 << 26 }));
  return { slides: numbered(/^ppt\/slides\/slide\d+\.xml$/), charts: numbered(/^ppt\/charts\/chart\d+\.xml$/) };
}

/**
 * The words of a slide's paragraphs (a table's cell is one), in order: pptxgenjs writes a
 * paged table's words as runs of their own.
 */
function paragraphs(slide: string): string[] {
  return slide
    .split('</a:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
        .map((run) => run[1] ?? '')
        .join('')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    )
    .filter((text) => text !== '');
}

/** Whether `cells` come in this order among a slide's paragraphs (a table's row, read left to right). */
function inOrder(slide: string, cells: string[]): boolean {
  const words = paragraphs(slide);
  let from = 0;
  for (const cell of cells) {
    const at = words.indexOf(cell, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/** What a product served does to a scale's answer: from the product's index in the definition and the judge's own answer. */
type ProductEffects = Record<string, (product: number, given: number) => number>;

/**
 * A judge's answers (example-answers.ts), the scales named in `effects` moved by the product
 * served, so that the products differ whatever the serving orders: `codes` are the
 * publication's, its products in the definition's order.
 */
function answersWithEffects(
  judge: number,
  codes: Record<string, string>,
  products: string[],
  effects: ProductEffects,
): (page: PageView) => Answer[] {
  const productOfCode = new Map(Object.entries(codes).map(([key, code]) => [code, parseSampleCodeKey(key).productId]));
  const answers = answersOfJudge(judge);
  return (page) =>
    answers(page).map((answer) => {
      const effect = effects[answer.controlId];
      if (!effect || !page.sample || !('value' in answer) || typeof answer.value !== 'number') return answer;
      const product = products.indexOf(productOfCode.get(page.sample.code) ?? '');
      return { ...answer, value: Math.round(effect(product, answer.value) * 10) / 10 };
    });
}

/** The profile's cheeses: firmer and less salty from the first to the last, the fruity aroma as the judges answer. */
const PROFILE_EFFECTS: ProductEffects = {
  firmness: (product, given) => given / 2 + 2.5 * product,
  saltiness: (product, given) => given / 2 + 2.5 * (2 - product),
};
/** Each cheese liked by a level of its own, and by half the judges one point more. */
const LIKING_EFFECTS: ProductEffects = { liking: (product, given) => 3 + 2 * product + (given % 2) };

describeEachDatabase('the PowerPoint report of a publication', (engine) => {
  let test: TestDatabase;
  let api: ApiClient;
  let close: () => Promise<void>;
  let demo: string;
  let folder: string;
  const publications: Record<string, string> = {};

  beforeAll(async () => {
    let seed;
    ({ test, api, close, seed } = await startDemoApi(engine));
    folder = mkdtempSync(join(tmpdir(), 'palate-report-'));
    demo = seed.publicationId;
    for (let judge = 0; judge < JUDGES; judge++) {
      await api.answerEveryScreen(await api.newJudge(), demo, answersOfJudge(judge));
    }
    for (const file of [
      'triangle-test.yaml',
      'descriptive-profile.yaml',
      'consumer-test.yaml',
      'discrimination-methods.yaml',
    ]) {
      const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, file), 'utf8'));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
      const questionnaire = await importDefinition(test.database.db, parsed.definition, api.now);
      const options = { name: file, anonymous: true, targetJudges: null, expiresAt: null, tray: null };
      const { publicationId, codes } = await publishQuestionnaire(test.database.db, questionnaire, options, api.now);
      const products = parsed.definition.products.map((product) => product.id);
      const effects = file === 'descriptive-profile.yaml' ? PROFILE_EFFECTS : {};
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(
          await api.newJudge(),
          publicationId,
          answersWithEffects(judge, codes, products, effects),
        );
      }
      publications[file] = publicationId;
    }
    // The triangle asked on two pages: the report adds the pooled test.
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'triangle-test.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const triangle = parsed.definition.pages.find((page) => page.id === 'triangle');
    if (!triangle) throw new Error('triangle-test.yaml has no page "triangle"');
    const twice = {
      ...parsed.definition,
      name: 'triangle-twice',
      pages: [
        ...parsed.definition.pages,
        { ...triangle, id: 'again', controls: triangle.controls.map((c) => ({ ...c, id: `${c.id}Again` })) },
      ],
    };
    const questionnaire = await importDefinition(test.database.db, twice, api.now);
    const options = { name: 'twice', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId } = await publishQuestionnaire(test.database.db, questionnaire, options, api.now);
    for (let judge = 0; judge < JUDGES; judge++) {
      await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
    }
    publications.twice = publicationId;
    publications['shelf-life.yaml'] = await publishShelfLife();
    publications.linked = await publishLinkedConsumerTest();
  }, 120_000);
  /** The consumer test on the profile's three cheeses, so that the profile can be linked to it (the external preference map). */
  async function publishLinkedConsumerTest(): Promise<string> {
    const profile = parseDefinitionFile(readFileSync(join(EXAMPLES, 'descriptive-profile.yaml'), 'utf8'));
    const consumers = parseDefinitionFile(readFileSync(join(EXAMPLES, 'consumer-test.yaml'), 'utf8'));
    if (!profile.ok || !consumers.ok) throw new Error('the examples do not parse');
    const definition = { ...consumers.definition, name: 'cheese-liking', products: profile.definition.products };
    const questionnaire = await importDefinition(test.database.db, definition, api.now);
    const options = { name: 'cheese liking', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId, codes } = await publishQuestionnaire(test.database.db, questionnaire, options, api.now);
    const products = profile.definition.products.map((product) => product.id);
    for (let judge = 0; judge < JUDGES; judge++) {
      await api.answerEveryScreen(
        await api.newJudge(),
        publicationId,
        answersWithEffects(judge, codes, products, LIKING_EFFECTS),
      );
    }
    return publicationId;
  }
  /** The shelf-life example, each consumer rejecting the yogurt from a storage time of their own on. */
  async function publishShelfLife(): Promise<string> {
    const parsed = parseDefinitionFile(readFileSync(join(EXAMPLES, 'shelf-life.yaml'), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.faults));
    const questionnaire = await importDefinition(test.database.db, parsed.definition, api.now);
    const options = { name: 'shelf life', anonymous: true, targetJudges: null, expiresAt: null, tray: null };
    const { publicationId } = await publishQuestionnaire(test.database.db, questionnaire, options, api.now);
    const publication = await findPublication(test.database.db, publicationId);
    const storageTimeOfCode = new Map(
      Object.entries(judgeCodes(publication!, 0)).map(([key, code]) => {
        const product = parsed.definition.products.find((one) => one.id === parseSampleCodeKey(key).productId);
        return [code, product?.storageTime ?? 0];
      }),
    );
    for (let consumer = 0; consumer < JUDGES; consumer++) {
      const rejectsFrom = 10 + ((consumer * 37) % 71);
      await api.answerEveryScreen(await api.newJudge(), publicationId, (page: PageView) => {
        if (page.sample === null) return [];
        const rejected = (storageTimeOfCode.get(page.sample.code) ?? 0) >= rejectsFrom;
        return [{ controlId: 'consume', choices: [rejected ? 'no' : 'yes'] }];
      });
    }
    return publicationId;
  }

  afterAll(async () => {
    await close();
    rmSync(folder, { recursive: true, force: true });
  });

  const linkedProfile = (): AnalysisOptions => ({ sensoryPublication: publications['descriptive-profile.yaml'] ?? '' });
  const cases: [string, () => string, () => AnalysisOptions][] = [
    ['the demo', () => demo, () => ({})],
    ['a triangle test', () => publications['triangle-test.yaml'] ?? '', () => ({})],
    ['a profile with repetitions', () => publications['descriptive-profile.yaml'] ?? '', () => ({})],
    [
      'a consumer test with JAR and CATA, its liking question by default',
      () => publications['consumer-test.yaml'] ?? '',
      () => ({}),
    ],
    ['a consumer test with a linked profile', () => publications.linked ?? '', linkedProfile],
    ['a triangle asked twice, pooled', () => publications.twice ?? '', () => ({})],
    [
      'the other discrimination and preference methods',
      () => publications['discrimination-methods.yaml'] ?? '',
      () => ({}),
    ],
    ['a shelf-life study', () => publications['shelf-life.yaml'] ?? '', () => ({})],
  ];
  it('pools the triangle asked on two pages into one test', async () => {
    const analysed = await analysePublication(test.database.db, publications.twice ?? '', {});
    expect(analysed.discriminationOverall).toHaveLength(1);
  });

  for (const [what, publication, options] of cases) {
    for (const language of ['en', 'ja'] as Language[]) {
      it(`${what} in ${language}: LibreOffice Impress converts it to PDF page for page`, async () => {
        const deck = await publicationReport(test.database.db, publication(), options(), language, api.now);
        const slides = slideCount(deck, folder);
        const analysed = await analysePublication(test.database.db, publication(), options());
        // A title slide, the method, at least one slide per question and per pooled test, and the appendix.
        expect(slides).toBeGreaterThanOrEqual(3 + analysed.questions.length + analysed.discriminationOverall.length);
        if (engine !== 'sqlite') return;
        if (!CONVERTS) {
          console.warn(
            'LibreOffice is not installed: the report is not converted (apt-get install libreoffice-impress-nogui).',
          );
          return;
        }
        expect(convertedPages(deck, folder, `${what.replace(/\W+/g, '-')}-${language}`)).toBe(slides);
      }, 180_000);
    }
  }

  it('gives a shelf-life study a slide: both models’ rejection curves and the 25 % and 50 % rejection times', async () => {
    const publication = publications['shelf-life.yaml'] ?? '';
    const file = join(folder, 'shelf-life.pptx');
    writeFileSync(file, await publicationReport(test.database.db, publication, {}, 'en', api.now));
    const { shelfLife } = await analysePublication(test.database.db, publication, {});
    if (!shelfLife || 'insufficient' in shelfLife) throw new Error('the shelf-life study was not analysed');
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    const read = (entry: string) => execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8' });
    const words = reportTexts('en').shelfLife;
    const slides = entries.filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry)).map(read);
    const slide = slides.find((xml) => xml.includes(words.title));
    expect(slide).toBeDefined();
    const format = reportFormat('en');
    for (const model of ['weibull', 'lognormal'] as const) {
      const fit = shelfLife.models[model];
      if ('insufficient' in fit) throw new Error(fit.insufficient);
      for (const share of ['25', '50'] as const) {
        const { time, lower, upper } = fit.rejection[share];
        expect(slide).toContain(
          words.timeWithInterval(format.figure(time), format.figure(lower), format.figure(upper)),
        );
      }
    }
    expect(slide).toContain(`${words.inModels}</a:t>`);
    // The curves: one line chart with a series per model.
    const charts = entries.filter((entry) => /^ppt\/charts\/chart\d+\.xml$/.test(entry)).map(read);
    const curves = charts.find((xml) => xml.includes('<c:lineChart>') && xml.includes(words.weibull));
    expect(curves).toContain(words.lognormal);
  });

  it("gives a profile with repetitions the panel's diagnostics in its appendix: summary, p*MSE and scale use per attribute", async () => {
    const publication = publications['descriptive-profile.yaml'] ?? '';
    const { slides, charts } = deckParts(
      await publicationReport(test.database.db, publication, {}, 'en', api.now),
      folder,
      'panel',
    );
    const analysed = await analysePublication(test.database.db, publication, {});
    const [diagnostics] = analysed.panelDiagnostics;
    if (!diagnostics) throw new Error('the profile has no panel diagnostics');
    const words = reportTexts('en').panelDiagnostics;
    const format = reportFormat('en');
    const slideOf = (title: string) => {
      const found = slides.find((slide) => paragraphs(slide)[0]?.startsWith(title));
      if (!found) throw new Error(`no slide "${title}"`);
      return found;
    };

    // The summary: every judge in the analysis' order (the most failing first), with their count and reasons.
    const summary = slideOf(words.summary(''));
    expect(
      inOrder(
        summary,
        analysed.panelSummary.map(({ judge }) => judge),
      ),
    ).toBe(true);
    const [worst] = analysed.panelSummary;
    if (!worst || worst.failures.length === 0) throw new Error('no judge fails: the summary is not put to the test');
    const reasons = (control: string) =>
      (worst.failures.find((failure) => failure.control === control)?.fails ?? []).map((fail) => words.fails[fail]);
    expect(
      inOrder(summary, [
        worst.judge,
        String(worst.failures.length),
        ...['firmness', 'saltiness', 'fruity'].map((control) => reasons(control).join(', ')).filter(Boolean),
      ]),
    ).toBe(true);

    const scale = analysed.questions.find((q) => q.kind === 'scale' && q.control === 'firmness');
    if (scale?.kind !== 'scale' || !scale.panel) throw new Error('firmness has no panel performance');
    // p*MSE: the judges named on a scatter chart, the 5 % line, and each judge's p and MSE in the table.
    const pmse = slideOf(words.pmse('Firmness'));
    expect(paragraphs(pmse)).toContain('p = 0.05');
    expect(pmse).toContain('<a:prstDash val="dash"/>');
    let judgesDrawn = 0;
    for (const judge of scale.panel) {
      if ('insufficient' in judge.discrimination || typeof judge.repeatability !== 'number') continue;
      judgesDrawn += 1;
      const row = [judge.judge, format.pValue(judge.discrimination.pValue), format.figure(judge.repeatability ** 2)];
      expect(inOrder(pmse, row)).toBe(true);
    }
    expect(judgesDrawn).toBe(JUDGES);
    const scatter = charts.find((chart) => chart.includes('<c:scatterChart>') && chart.includes(words.mse));
    expect(paragraphs(scatter ?? '')).toEqual(expect.arrayContaining(scale.panel.map(({ judge }) => judge)));

    // Scale use: each judge's β, and the product test corrected for it.
    const model = diagnostics.scaleUse.firmness;
    if (!model || 'insufficient' in model) throw new Error('firmness has no mixed assessor model');
    const scaleUse = slideOf(words.scaleUse('Firmness'));
    for (const [judge, { beta }] of Object.entries(model.judges)) {
      expect(inOrder(scaleUse, [judge, format.figure(beta)])).toBe(true);
    }
    const { F, df, errorDf, pValue } = model.product;
    expect(paragraphs(scaleUse).at(-2)).toContain(
      words.correctedProduct(format.figure(F), df, errorDf, format.p(pValue)),
    );
    expect(charts.some((chart) => chart.includes('<c:barChart>') && chart.includes(words.beta))).toBe(true);
  });

  it('puts the drivers of liking beside the external preference map: the attributes by their labels, coefficients and VIP', async () => {
    const publication = publications.linked ?? '';
    const options = linkedProfile();
    const language = 'fr';
    const { slides } = deckParts(
      await publicationReport(test.database.db, publication, options, language, api.now),
      folder,
      'drivers',
    );
    const map = (await analysePublication(test.database.db, publication, options)).maps.find(
      (one) => one.method === 'externalPreference',
    );
    if (map?.method !== 'externalPreference' || 'insufficient' in map.drivers) throw new Error('no drivers of liking');
    const texts = reportTexts(language);
    const format = reportFormat(language);
    const liking = 'Overall, how much do you like this juice?';
    const at = slides.findIndex((slide) => paragraphs(slide)[0] === texts.drivers.title(liking));
    expect(at).toBeGreaterThan(0);
    expect(paragraphs(slides[at - 1] ?? '')[0]).toBe(texts.maps.externalPreference(liking));
    const drivers = slides[at] ?? '';
    // The profile's labels, not its ids.
    const labels = { firmness: 'Firmness', saltiness: 'Saltiness', fruity: 'Fruity aroma' };
    for (const [id, label] of Object.entries(labels)) {
      const coefficient = map.drivers.coefficients[id];
      const vip = map.drivers.vip[id];
      if (coefficient === undefined || vip === undefined) throw new Error(`no coefficient of ${id}`);
      expect(inOrder(drivers, [label, format.number(coefficient), format.figure(vip)])).toBe(true);
    }
    expect(paragraphs(drivers)).not.toContain('fruity');
    // The cheeses liked more are firmer and less salty (PROFILE_EFFECTS and LIKING_EFFECTS).
    expect(map.drivers.coefficients.firmness).toBeGreaterThan(0);
    expect(map.drivers.coefficients.saltiness).toBeLessThan(0);
    const explained = format.percent(map.drivers.explainedLiking.at(-1) ?? 0);
    expect(paragraphs(drivers)).toContain(texts.drivers.fit(map.drivers.components, explained));
  });

  it('is written by the command line: report --publication ID --format pptx --out FILE --language fr, with analysis options', async () => {
    const out = join(folder, 'cli.pptx');
    const said = await palateOn(
      engine,
      test,
      'report',
      '--publication',
      demo,
      '--format',
      'pptx',
      '--out',
      out,
      '--language',
      'fr',
      '--exclude',
      'J002',
    );
    expect(said).toBe(`Report written to ${out}.\n`);
    const slides = execFileSync('unzip', ['-p', out, 'ppt/slides/slide2.xml'], { encoding: 'utf8' });
    expect(slides).toContain('Écartés de ce rapport : J002');
    expect(slides).toContain('11 juges dans l’analyse');
    await expect(
      palateOn(engine, test, 'report', '--publication', demo, '--format', 'pptx', '--out', out, '--language', 'xx'),
    ).rejects.toThrow(/--language is one of en, fr, ja, de, zh, es, pt/);
  });

  it("carries the account's colour and logo onto the title slide and the slide master", async () => {
    const db = test.database.db;
    const account = (await findPublication(db, demo))?.account_id ?? '';
    const logo = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await insertImage(db, {
      name: 'lab-logo.png',
      account_id: account,
      content_type: 'image/png',
      size: 70,
      data: logo,
      created_at: api.now,
    });
    const settings = JSON.stringify({ reportColour: '#AA3300', reportLogo: 'lab-logo.png' });
    await db.updateTable('account').set({ login_settings: settings }).where('id', '=', account).execute();
    const file = join(folder, 'branded.pptx');
    writeFileSync(file, await publicationReport(db, demo, {}, 'en', api.now));
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    expect(entries.filter((entry) => entry.startsWith('ppt/media/')).length).toBeGreaterThan(0);
    const layouts = entries.filter((entry) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(entry));
    const masters = layouts.map((entry) => execFileSync('unzip', ['-p', file, entry], { encoding: 'utf8' }));
    // The title's master and the content master both carry the colour, the content master the logo too.
    expect(masters.filter((xml) => xml.includes('AA3300')).length).toBe(2);
    expect(masters.some((xml) => xml.includes('AA3300') && xml.includes('<p:pic>'))).toBe(true);
  });
});
