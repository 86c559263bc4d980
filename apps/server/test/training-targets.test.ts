import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ErrorCode, type PageView } from '@palate/protocol';
import { insertAccount } from '../src/accounts/members.repository.ts';
import { newId } from '../src/security/tokens.ts';
import { signedInMember } from './fixtures.ts';
import { describeEachDatabase, startDemoApi, type DemoApi } from './harness.ts';

const DAY = 24 * 3600_000;

/** A training session of two juices in a fixed order: sweetness and sourness per sample, and a note. */
const TRAINING = `name: sweetness-training
title: Juice training
design: fixed
products: [{ id: A, name: Apple }, { id: B, name: Berry }]
pages:
  - id: welcome
    controls:
      - { kind: info, id: hello, text: Welcome }
  - id: tasting
    perSample: true
    controls:
      - { kind: scale, id: sweet, label: Sweetness, style: line, min: 0, max: 10 }
      - { kind: scale, id: sour, label: Sourness, style: line, min: 0, max: 10 }
      - { kind: text, id: notes, label: Notes, mandatory: false }
`;

interface Judge {
  tk: string;
  se: string;
  id: string;
}

describeEachDatabase('training targets', (engine) => {
  let world: DemoApi;
  let leader: string;
  let admin: string;
  let pub: string;

  beforeEach(async () => {
    world = await startDemoApi(engine);
    const db = world.test.database.db;
    leader = (await signedInMember(db, world.api.now, { roles: ['user'], tokenLifeMs: DAY })).tk;
    admin = (await signedInMember(db, world.api.now, { roles: ['admin'], tokenLifeMs: DAY })).tk;
    const imported = await world.api.ok('quest/import', { tk: leader, text: TRAINING });
    pub = (
      await world.api.ok('pub/create', {
        tk: leader,
        questionnaireId: imported.id!,
        name: 'Juice training 1',
        anonymous: true,
        training: true,
        offline: true,
      })
    ).id;
  });
  afterEach(() => world.close());

  async function judge(name: string): Promise<Judge> {
    const member = await signedInMember(world.test.database.db, world.api.now, {
      type: 'j',
      displayName: name,
      tokenLifeMs: DAY,
    });
    const { se } = await world.api.ok('run/reqStart', { tk: member.tk, block: pub });
    return { tk: member.tk, se, id: member.id };
  }

  /** Answers every screen: on each sample, the scores given for its product. */
  async function answerAll(who: Judge, scores: Record<string, { sweet: number; sour: number }>): Promise<PageView[]> {
    const served: PageView[] = [];
    let { page } = (await world.api.ok('run/start', { tk: who.tk, se: who.se })) as { page: PageView | null };
    while (page) {
      served.push(page);
      const product = page.sample ? await productOf(page) : null;
      const step = await world.api.ok('run/post', {
        tk: who.tk,
        se: who.se,
        postId: randomUUID(),
        position: page.position,
        moving: 'next',
        answers: product
          ? [
              { controlId: 'sweet', value: scores[product]!.sweet },
              { controlId: 'sour', value: scores[product]!.sour },
            ]
          : [],
      });
      page = step.page;
    }
    return served;
  }

  /** The product a sample screen serves, told by its blinding code. */
  async function productOf(page: PageView): Promise<string> {
    const { blinding_codes } = await world.test.database.db
      .selectFrom('publication')
      .select('blinding_codes')
      .where('id', '=', pub)
      .executeTakeFirstOrThrow();
    const codes = JSON.parse(blinding_codes) as Record<string, string>;
    return Object.keys(codes).find((product) => codes[product] === page.sample!.code)!;
  }

  /** The targets each screen was served with, by its product (`welcome` for the screen without a sample). */
  async function targetsByProduct(pages: PageView[]): Promise<Record<string, PageView['targets']>> {
    const byProduct: Record<string, PageView['targets']> = {};
    for (const page of pages) byProduct[page.sample ? await productOf(page) : 'welcome'] = page.targets;
    return byProduct;
  }

  const setTargets = (body: Record<string, unknown>) =>
    world.api.call('pub/targets/set', { tk: leader, id: pub, ...body });

  it("keeps a training publication's targets and panel rule, lists what they may be set for, and audits the change", async () => {
    const empty = await world.api.ok('pub/targets', { tk: leader, id: pub });
    expect(empty).toMatchObject({
      name: 'Juice training 1',
      training: true,
      products: [
        { id: 'A', label: 'Apple' },
        { id: 'B', label: 'Berry' },
      ],
      attributes: [
        { control: 'sweet', page: 'tasting', label: 'Sweetness', min: 0, max: 10 },
        { control: 'sour', page: 'tasting', label: 'Sourness', min: 0, max: 10 },
      ],
      targets: [],
      panelRule: null,
    });
    const targets = [
      { product: 'A', control: 'sweet', value: 6, tolerance: 1 },
      { product: 'B', control: 'sour', value: 2.5, tolerance: 0.5 },
    ];
    expect((await setTargets({ targets, panelRule: { k: 1, minJudges: 2 } })).errorType).toBe(0);
    expect(await world.api.ok('pub/targets', { tk: leader, id: pub })).toMatchObject({
      targets,
      panelRule: { k: 1, minJudges: 2 },
    });
    // Saving replaces everything: a target left out and the rule taken away are gone.
    world.api.advance(1000);
    expect((await setTargets({ targets: targets.slice(1), panelRule: null })).errorType).toBe(0);
    expect(await world.api.ok('pub/targets', { tk: leader, id: pub })).toMatchObject({
      targets: targets.slice(1),
      panelRule: null,
    });
    const { entries } = await world.api.ok('acc/audit', { tk: admin, action: 'publication.targets' });
    expect(entries.map((entry) => [entry.target, entry.detail])).toEqual([
      ['Juice training 1', { id: pub, targets: 1, panelRule: null }],
      ['Juice training 1', { id: pub, targets: 2, panelRule: { k: 1, minJudges: 2 } }],
    ]);
  });

  it('refuses targets naming what the questionnaire lacks, outside the scale, given twice, or for a study', async () => {
    const refusal = async (targets: unknown[]) => {
      const answer = await setTargets({ targets, panelRule: null });
      expect(answer.errorType).toBe(ErrorCode.invalidRequest);
      return (answer.errorData as { reason: string }).reason;
    };
    const sweetOfA = { product: 'A', control: 'sweet', value: 6, tolerance: 1 };
    expect(await refusal([{ ...sweetOfA, product: 'Z' }])).toContain('no product "Z"');
    expect(await refusal([{ ...sweetOfA, control: 'notes' }])).toContain('"notes" is not a scale');
    expect(await refusal([{ ...sweetOfA, value: 10.5 }])).toContain('outside its scale (0 to 10)');
    expect(await refusal([sweetOfA, { ...sweetOfA, value: 5 }])).toContain('given twice');
    await world.api.ok('pub/training', { tk: leader, id: pub, training: false });
    expect(await refusal([sweetOfA])).toContain('training sessions only');
    expect((await world.api.ok('pub/targets', { tk: leader, id: pub })).targets).toEqual([]);
  });

  it("is a leader's of the publication's account: not a judge's, nor another account's leader's", async () => {
    const body = { id: pub, targets: [], panelRule: null };
    const judgeToken = (await judge('Ada')).tk;
    expect((await world.api.call('pub/targets', { tk: judgeToken, id: pub })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    expect((await world.api.call('pub/targets/set', { tk: judgeToken, ...body })).errorType).toBe(
      ErrorCode.notEnoughRights,
    );
    const db = world.test.database.db;
    const accountId = newId();
    await insertAccount(db, { id: accountId, code: 'other-lab', name: 'Other lab', created_at: world.api.now + 1 });
    const stranger = (await signedInMember(db, world.api.now, { roles: ['user'], accountId })).tk;
    expect((await world.api.call('pub/targets', { tk: stranger, id: pub })).errorType).toBe(ErrorCode.invalidRequest);
    expect((await world.api.call('pub/targets/set', { tk: stranger, ...body })).errorType).toBe(
      ErrorCode.invalidRequest,
    );
  });
  it("serves each sample's targets with its screen: set ones, and the other judges' mean ± k SD once enough answered", async () => {
    await setTargets({
      targets: [{ product: 'A', control: 'sweet', value: 6, tolerance: 1 }],
      panelRule: { k: 1, minJudges: 2 },
    });
    const setSweetOfA = { value: 6, low: 5, high: 7, basis: 'set' };
    const ada = await judge('Ada');
    const ben = await judge('Ben');
    // The welcome screen has none; A's sweetness is set; the first judge has no one to compare with.
    expect(
      await targetsByProduct(await answerAll(ada, { A: { sweet: 4, sour: 3 }, B: { sweet: 4, sour: 1 } })),
    ).toEqual({ welcome: undefined, A: { sweet: setSweetOfA }, B: undefined });
    // One other judge is below the rule's two.
    expect(
      await targetsByProduct(await answerAll(ben, { A: { sweet: 8, sour: 5 }, B: { sweet: 8, sour: 3 } })),
    ).toEqual({ welcome: undefined, A: { sweet: setSweetOfA }, B: undefined });
    // R: mean(c(3, 5)) = 4, sd(c(3, 5)) = sqrt(2); B's sweetness mean(c(4, 8)) = 6, sd(c(4, 8)) = sqrt(8).
    const cy = await judge('Cy');
    expect(await targetsByProduct(await answerAll(cy, { A: { sweet: 5, sour: 4 }, B: { sweet: 5, sour: 2 } }))).toEqual(
      {
        welcome: undefined,
        A: { sweet: setSweetOfA, sour: { value: 4, low: 4 - Math.SQRT2, high: 4 + Math.SQRT2, basis: 'panel' } },
        B: {
          sweet: { value: 6, low: 6 - Math.sqrt(8), high: 6 + Math.sqrt(8), basis: 'panel' },
          sour: { value: 2, low: 2 - Math.SQRT2, high: 2 + Math.SQRT2, basis: 'panel' },
        },
      },
    );

    // Offline, the download carries them; a judge left out of analysis counts no more: Ben's and Cy's scores are left.
    await world.api.ok('pub/exclude', { tk: leader, id: pub, judge: 'Ada', excluded: true });
    const dan = await judge('Dan');
    const { offline } = await world.api.ok('run/start', { tk: dan.tk, se: dan.se, offline: true });
    expect(await targetsByProduct(offline!.pages)).toEqual({
      welcome: undefined,
      A: {
        sweet: setSweetOfA,
        sour: { value: 4.5, low: 4.5 - Math.sqrt(0.5), high: 4.5 + Math.sqrt(0.5), basis: 'panel' },
      },
      B: {
        sweet: { value: 6.5, low: 6.5 - Math.sqrt(4.5), high: 6.5 + Math.sqrt(4.5), basis: 'panel' },
        sour: { value: 2.5, low: 2.5 - Math.sqrt(0.5), high: 2.5 + Math.sqrt(0.5), basis: 'panel' },
      },
    });

    // A study serves none, whatever targets it kept.
    await world.api.ok('pub/training', { tk: leader, id: pub, training: false });
    const eve = await judge('Eve');
    await world.api.ok('run/start', { tk: eve.tk, se: eve.se });
    expect((await world.api.ok('run/nextPage', { tk: eve.tk, se: eve.se })).page!.targets).toBeUndefined();
  });
  it("gives each judge's record their scores against the targets: how many were on target, and how far", async () => {
    await setTargets({
      targets: [{ product: 'A', control: 'sweet', value: 6, tolerance: 1 }],
      panelRule: { k: 1, minJudges: 2 },
    });
    const ada = await judge('Ada');
    await answerAll(ada, { A: { sweet: 6.5, sour: 4 }, B: { sweet: 5, sour: 1 } });
    await answerAll(await judge('Ben'), { A: { sweet: 8, sour: 5 }, B: { sweet: 8, sour: 3 } });
    await answerAll(await judge('Cy'), { A: { sweet: 5, sour: 4 }, B: { sweet: 5, sour: 2 } });
    const recordOf = async () =>
      (await world.api.ok('member/panel/record', { tk: leader, id: ada.id })).publications.find(
        (publication) => publication.id === pub,
      )!.targets;
    // A's sweetness against the set 5 to 7 (0.5 from 6); the rest against Ben's and Cy's mean ± SD:
    // A's sourness 4.5 ± 0.71 (0.5 off), B's sweetness 6.5 ± 2.12 (1.5 off), B's sourness 2.5 ± 0.71, missed (1.5 off).
    const figures = await recordOf();
    expect(figures).toMatchObject({ rated: 4, onTarget: 3 });
    expect(figures!.meanDistance).toBeCloseTo((0.5 + 0.5 + 1.5 + 1.5) / 4 / 10, 12);
    await world.api.ok('pub/training', { tk: leader, id: pub, training: false });
    expect(await recordOf()).toBeNull();
  });
});
