import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseSampleCodeKey, type Language } from '@palate/engine';
import type { PageView } from '@palate/protocol';
import { analysePublication } from '../src/results/publication-analysis.service.ts';
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
      const { publicationId } = await publishQuestionnaire(test.database.db, questionnaire, options, api.now);
      for (let judge = 0; judge < JUDGES; judge++) {
        await api.answerEveryScreen(await api.newJudge(), publicationId, answersOfJudge(judge));
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
  }, 120_000);
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

  const cases: [string, () => string, object][] = [
    ['the demo', () => demo, {}],
    ['a triangle test', () => publications['triangle-test.yaml'] ?? '', {}],
    ['a profile with repetitions', () => publications['descriptive-profile.yaml'] ?? '', {}],
    [
      'a consumer test with JAR and CATA, its liking question by default',
      () => publications['consumer-test.yaml'] ?? '',
      {},
    ],
    ['a triangle asked twice, pooled', () => publications.twice ?? '', {}],
    ['the other discrimination and preference methods', () => publications['discrimination-methods.yaml'] ?? '', {}],
    ['a shelf-life study', () => publications['shelf-life.yaml'] ?? '', {}],
  ];
  it('pools the triangle asked on two pages into one test', async () => {
    const analysed = await analysePublication(test.database.db, publications.twice ?? '', {});
    expect(analysed.discriminationOverall).toHaveLength(1);
  });

  for (const [what, publication, options] of cases) {
    for (const language of ['en', 'ja'] as Language[]) {
      it(`${what} in ${language}: LibreOffice Impress converts it to PDF page for page`, async () => {
        const deck = await publicationReport(test.database.db, publication(), options, language, api.now);
        const slides = slideCount(deck, folder);
        const analysed = await analysePublication(test.database.db, publication(), options);
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
