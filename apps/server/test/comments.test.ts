import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { findPublication } from '../src/publishing/publications.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

/** Two juices: a comment and tags per sample, beside the liking; a last remark about no sample. */
const DEFINITION = JSON.stringify({
  name: 'juice-comments',
  title: 'Juices',
  design: 'fixed',
  products: [
    { id: 'fresh', name: 'Fresh' },
    { id: 'light', name: 'Light' },
  ],
  pages: [
    {
      id: 'taste',
      perSample: true,
      controls: [
        {
          kind: 'scale',
          id: 'liking',
          label: 'Liking',
          style: 'category',
          min: 1,
          max: 9,
          categories: Array.from({ length: 9 }, (_, index) => `${index + 1}`),
        },
        { kind: 'comment', id: 'why', label: 'Why?' },
        { kind: 'text', id: 'words', label: 'Three words', format: 'tags', separator: ';' },
      ],
    },
    { id: 'end', controls: [{ kind: 'comment', id: 'remarks', label: 'Anything else?' }] },
  ],
});

/** What each judge writes: about each product, and at the end; '' leaves the comment out. */
const WRITTEN = [
  { fresh: 'Sweet, "very" fresh', light: 'Too bitter\nand thin', remarks: 'Nice test' },
  { fresh: 'Fresh and sweet', light: '', remarks: '' },
  { fresh: 'Sour', light: 'Artificial aftertaste', remarks: 'Cups were warm' },
];

/** A screen names its sample by its code only: `products` tells which product a code is. */
function answersOf(judge: number, products: Map<string, 'fresh' | 'light'>) {
  const written = WRITTEN[judge]!;
  return (page: PageView) => {
    if (!page.sample) return written.remarks === '' ? [] : [{ controlId: 'remarks', text: written.remarks }];
    const product = products.get(page.sample.code)!;
    return [
      { controlId: 'liking', value: 3 + judge + (product === 'fresh' ? 2 : 0) },
      ...(written[product] === '' ? [] : [{ controlId: 'why', text: written[product] }]),
      { controlId: 'words', tags: [product, `judge ${judge + 1}`] },
    ];
  };
}

describeEachDatabase("judges' comments on the results page, in the wide CSV and the report", (engine) => {
  let world: DemoApi;
  let leader: string;
  let publication: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    leader = (await signedInMember(world.test.database.db, world.api.now, { roles: ['user'] })).tk;
    const questionnaireId = (await world.api.ok('quest/import', { tk: leader, text: DEFINITION })).id!;
    publication = (
      await world.api.ok('pub/create', { tk: leader, questionnaireId, name: 'Juices, day 1', anonymous: true })
    ).id;
    const codes = JSON.parse((await findPublication(world.test.database.db, publication))!.blinding_codes) as Record<
      string,
      string
    >;
    const products = new Map(Object.entries(codes).map(([key, code]) => [code, key as 'fresh' | 'light']));
    for (let judge = 0; judge < WRITTEN.length; judge++) {
      await world.api.answerEveryScreen(await world.api.newJudge(), publication, answersOf(judge, products));
    }
  });
  afterEach(async () => {
    await world.close();
  });

  it('lists every answer in words by question, product and judge, with the judge’s label', async () => {
    const { comments } = await world.api.ok('pub/comments', { tk: leader, id: publication });
    const shown = comments.map(({ control, product, judge, text, selected }) => [
      control,
      product,
      judge,
      text,
      selected,
    ]);
    expect(shown).toEqual([
      ['why', 'fresh', 'J001', 'Sweet, "very" fresh', false],
      ['why', 'fresh', 'J002', 'Fresh and sweet', false],
      ['why', 'fresh', 'J003', 'Sour', false],
      ['why', 'light', 'J001', 'Too bitter\nand thin', false],
      ['why', 'light', 'J003', 'Artificial aftertaste', false],
      ['words', 'fresh', 'J001', 'fresh;judge 1', false],
      ['words', 'fresh', 'J002', 'fresh;judge 2', false],
      ['words', 'fresh', 'J003', 'fresh;judge 3', false],
      ['words', 'light', 'J001', 'light;judge 1', false],
      ['words', 'light', 'J002', 'light;judge 2', false],
      ['words', 'light', 'J003', 'light;judge 3', false],
      ['remarks', '', 'J001', 'Nice test', false],
      ['remarks', '', 'J003', 'Cups were warm', false],
    ]);
    expect(comments.every((comment) => comment.repetition === 1)).toBe(true);
    expect(new Set(comments.map((comment) => comment.id)).size).toBe(comments.length);
  });

  it('keeps the comments a leader picks for the report, refuses one it does not know, and leaves out excluded judges', async () => {
    const { comments } = await world.api.ok('pub/comments', { tk: leader, id: publication });
    const bitter = comments.find((comment) => comment.text.startsWith('Too bitter'))!;
    const warm = comments.find((comment) => comment.text === 'Cups were warm')!;
    await world.api.ok('pub/comments/select', { tk: leader, id: publication, comment: bitter.id, selected: true });
    await world.api.ok('pub/comments/select', { tk: leader, id: publication, comment: warm.id, selected: true });
    // Picking twice is one pick.
    await world.api.ok('pub/comments/select', { tk: leader, id: publication, comment: warm.id, selected: true });
    const picked = async () =>
      (await world.api.ok('pub/comments', { tk: leader, id: publication })).comments
        .filter((comment) => comment.selected)
        .map((comment) => comment.text);
    expect(await picked()).toEqual(['Too bitter\nand thin', 'Cups were warm']);
    await world.api.ok('pub/comments/select', { tk: leader, id: publication, comment: warm.id, selected: false });
    expect(await picked()).toEqual(['Too bitter\nand thin']);

    for (const unknown of ['[99,"taste@fresh","why"]', 'not json', bitter.id.replace('why', 'liking')]) {
      const refused = await world.api.call('pub/comments/select', {
        tk: leader,
        id: publication,
        comment: unknown,
        selected: true,
      });
      expect(refused.errorType).toBe(ErrorCode.invalidRequest);
    }
    const other = newId();
    await insertAccount(world.test.database.db, { id: other, code: 'other', name: 'Other', created_at: world.api.now });
    const stranger = (
      await signedInMember(world.test.database.db, world.api.now, { roles: ['user'], accountId: other })
    ).tk;
    const elsewhere = await world.api.call('pub/comments', { tk: stranger, id: publication });
    expect(elsewhere.errorType).toBe(ErrorCode.invalidRequest);

    await world.api.ok('pub/exclude', { tk: leader, id: publication, judge: 'J001', excluded: true });
    const { comments: left } = await world.api.ok('pub/comments', { tk: leader, id: publication });
    expect(left.some((comment) => comment.judge === 'J001')).toBe(false);
    expect(left).toHaveLength(comments.length - 5);
  });

  it('puts the texts in the wide CSV, after the numbers, as R reads them', async () => {
    const wide = (await world.api.ok('pub/export', { tk: leader, id: publication, format: 'wide' })).content;
    const [header] = wide.split('\r\n');
    expect(header).toBe('publication,judge,product,repetition,sample_code,liking,why,words');
    // A text with a comma, quotes and a line break is one quoted cell.
    expect(wide).toContain(',"Sweet, ""very"" fresh",fresh;judge 1\r\n');
    const rscript = spawnSync('Rscript', ['--version']);
    if (rscript.error) return;
    const folder = mkdtempSync(join(tmpdir(), 'palate-comments-'));
    try {
      writeFileSync(join(folder, 'wide.csv'), wide);
      const script = `wide <- read.csv("wide.csv", stringsAsFactors = FALSE)
        cat(nrow(wide), class(wide$liking), wide$why[wide$judge == "J001" & wide$product == "light"], sep = "|")`;
      const printed = execFileSync('Rscript', ['--vanilla', '-e', script], { cwd: folder, encoding: 'utf8' });
      expect(printed).toBe('6|integer|Too bitter\nand thin');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('gives the picked comments a slide of the report', async () => {
    const { comments } = await world.api.ok('pub/comments', { tk: leader, id: publication });
    const sour = comments.find((comment) => comment.text === 'Sour')!;
    await world.api.ok('pub/comments/select', { tk: leader, id: publication, comment: sour.id, selected: true });
    const deck = await world.api.ok('pub/export', {
      tk: leader,
      id: publication,
      format: 'pptx',
      language: 'fr',
    });
    const folder = mkdtempSync(join(tmpdir(), 'palate-comments-'));
    try {
      writeFileSync(join(folder, 'deck.pptx'), Buffer.from(deck.content, 'base64'));
      const slides = execFileSync('unzip', ['-p', join(folder, 'deck.pptx'), 'ppt/slides/*.xml'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(slides).toContain('Ce que les sujets ont dit : Why?');
      expect(slides).toContain('<a:t>Sour</a:t>');
      expect(slides).toContain('<a:t>J003</a:t>');
      expect(slides).not.toContain('Artificial aftertaste');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
