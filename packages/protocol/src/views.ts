import { z } from 'zod';
import {
  appearance,
  condition,
  control,
  localizedText,
  MAX_INTERVALS,
  MAX_POINTS,
  MAX_SAMPLES,
  MAX_WORD_LENGTH,
  MAX_WORDS,
} from '@palate/engine';
import { answerCounts, endOfLife, judgeSessionRef, publicationOptions } from './booth.ts';

/** The words a judge gives a sample (napping) or a group (sorting). */
const wordList = z.array(z.string().max(MAX_WORD_LENGTH)).max(MAX_WORDS);
const sampleCode = z.string().max(64);

/** One control's answer; which field carries it depends on the control (see the engine's Answer). */
export const answer = z.object({
  controlId: z.string().min(1).max(64),
  value: z.number().optional(),
  text: z.string().max(10_000).optional(),
  tags: z.array(z.string().max(200)).max(100).optional(),
  choices: z.array(z.string().max(64)).max(200).optional(),
  ranks: z.record(z.string().max(64), z.number()).optional(),
  /** A picture's marks, across and down from 0 to 1. */
  marks: z
    .array(z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }))
    .max(50)
    .optional(),
  /** A temporal control's recording: whole milliseconds from the start (see the engine's TemporalRecording). */
  recording: z
    .object({
      fingerprint: z.string().max(16),
      duration: z.number().int().min(0),
      intervals: z
        .array(
          z.object({ attribute: z.string().max(64), start: z.number().int().min(0), end: z.number().int().min(0) }),
        )
        .max(MAX_INTERVALS)
        .optional(),
      points: z
        .array(z.object({ time: z.number().int().min(0), value: z.number() }))
        .max(MAX_POINTS)
        .optional(),
    })
    .optional(),
  /** A napping's places by sample code: [x from the left edge, y from the bottom edge] in sheet units. */
  positions: z.record(sampleCode, z.tuple([z.number(), z.number()])).optional(),
  /** A napping's words by sample code, or a sorting's words by group (in the order of `groups`). */
  words: z.union([z.record(sampleCode, wordList), z.array(wordList).max(MAX_SAMPLES)]).optional(),
  /** A sorting's groups of sample codes, in the judge's order. */
  groups: z.array(z.array(sampleCode).max(MAX_SAMPLES)).max(MAX_SAMPLES).optional(),
  /** A RATA's intensities by term id, for the terms checked in `choices`. */
  ratings: z.record(z.string().max(64), z.number().int()).optional(),
});

/** The answers a screen's conditions and pipes read from earlier screens, by control id, and the same as pipes show them. */
export const earlierAnswers = z.object({
  answers: z.record(z.string(), answer),
  piped: z.record(z.string(), localizedText),
});

/** A target range of a training publication for one attribute of the sample's product (the engine's TrainingTarget). */
export const trainingTarget = z.object({
  value: z.number(),
  low: z.number(),
  high: z.number(),
  /** The leader set it, or it is the panel's mean ± k SD of the other judges' answers. */
  basis: z.enum(['set', 'panel']),
});

/**
 * One screen as the judge's client shows it. The sample appears by its blinding code only.
 * Its controls (and the choices of each) come in the judge's order (`order: random`,
 * balanced across judges), and its texts with their pipes filled in: `{code}` and
 * `{answer:ID}` of earlier screens; a pipe naming a control of the same page stays as
 * written, for the client to fill live (see `earlier`).
 */
export const pageView = z.object({
  position: z.number().int().min(0),
  /** Where the judge's block ends (excluded): the run's screen count, unless each repetition is a block. */
  count: z.number().int().min(1),
  /** Where the judge's block begins: 0, unless each repetition is a block and this is a later one. */
  blockStart: z.number().int().min(0).default(0),
  key: z.string(),
  title: localizedText.optional(),
  sample: z
    .object({
      code: z.string(),
      /**
       * A difference-from-control test: the reference served labelled beside this sample, by
       * its label (the cup's, "R" unless the questionnaire names it otherwise, per language).
       */
      reference: z.object({ label: localizedText }).optional(),
    })
    .nullable(),
  /** The screen asks for the judge's ideal product: no sample, and only the page's ideal scales. */
  ideal: z.boolean().default(false),
  controls: z.array(control),
  /** What the judge already answered on this screen, to show it again. */
  answers: z.array(answer),
  /** The blinding codes a rank, napping, sorting or discrimination control offers, by control id, in serving order. */
  served: z.record(z.string(), z.array(z.string())).default({}),
  /** Duo-trio: the reference cup's code, by control id. */
  references: z.record(z.string(), z.string()).default({}),
  /** How the questionnaire's screens look (spec section 3), as its definition sets it. */
  appearance: appearance.default({}),
  /**
   * The page's timed wait (`minimumSeconds`): Next stays disabled, with a countdown, until
   * the judge has been on the screen that long. Absent on a page without one.
   */
  minimumSeconds: z.number().int().min(1).optional(),
  /**
   * Whole seconds of the wait still to run when the server answered, counted from the
   * judge's first arrival on the screen (a reload or a move back does not restart it).
   * Absent on a page without a wait, and in offline downloads (the device counts itself).
   */
  secondsLeft: z.number().int().min(0).optional(),
  /**
   * What the screen's conditions and pipes read from earlier screens: only the controls
   * they name, each answered on a screen and a control that were shown (the engine's
   * EarlierAnswers). The client decides the screen's own `showIf`s live with
   * `shownControlIds(page, earlier.answers, onPage)` and fills pipes of controls on the
   * same page with `screenPipedValues` and `pipePage`. Absent when the screen names none.
   */
  earlier: earlierAnswers.optional(),
  /**
   * The controls shown given the answers stored for the screen (`answers`): those whose
   * `showIf` does not hold are left out. Absent when no control of the page has a `showIf`.
   */
  shownControls: z.array(z.string()).optional(),
  /**
   * Offline downloads and the console's preview only, for the browser's engine
   * (`runScreenStates`): the screen's repetition (from 1), and the page's `showIf` (the
   * screen is skipped unless it holds) and `endIf` (the run ends after it: a screen-out).
   * Online the server decides them and serves only screens shown.
   */
  repetition: z.number().int().min(1).optional(),
  showIf: condition.optional(),
  endIf: condition.optional(),
  /**
   * A training publication's target ranges for the sample's product, by control id: the
   * judge's scores are shown beside them after the sample (the engine's `sampleFeedback`).
   * Present only on a sample's screen where at least one of the page's scale controls has a
   * target; computed when the screen is served online, when the run is downloaded offline.
   */
  targets: z.record(z.string(), trainingTarget).optional(),
  /** Set when the run is a panel leader's simulation: the judge simulated, and whether answers are forced. */
  preview: z
    .object({ judge: z.number().int().min(1), mandatoryAnswers: z.boolean() })
    .nullable()
    .default(null),
});
export type PageView = z.infer<typeof pageView>;

export const blockStatus = z.enum(['pending', 'inProgress', 'finished', 'expired', 'full']);
export type BlockStatus = z.infer<typeof blockStatus>;

/** A questionnaire the caller may answer, as the home list shows it. */
export const blockItem = z.object({
  id: z.string(),
  qstName: z.string(),
  label: localizedText,
  /** Screens answered so far by this judge, and screens in all. */
  nr: z.number().int().min(0),
  nb: z.number().int().min(0),
  status: blockStatus,
  judges: z.object({ target: z.number().int().min(0).nullable() }),
  jSessCounts: z.object({
    started: z.number().int().min(0),
    target: z.number().int().min(0).nullable(),
    /** Why no judge can start it: 3203 (expired), 3405 (no more judges); 0 otherwise. */
    stMsg: z.object({ code: z.number().int() }),
  }),
  /** The status again under the spec's block-item name. */
  st: blockStatus,
  name: z.string(),
  quest: z.object({ name: z.string() }),
  /** The caller's display name; empty for a judge without identification. */
  judgeName: z.string(),
  eol: endOfLife,
  answers: answerCounts,
  /** Why no judge can start it, as on jSessCounts.stMsg: 3203, 3405, or 0 when it can be started. */
  statusCode: z.number().int(),
  /** The tray number this judge typed for the run; null before or without a tray prompt. */
  tray: z.number().int().nullable(),
  /** Answering offline is not offered (no offline download). */
  offlineEnabled: z.boolean(),
  /** How the caller reached the list: a booth terminal, a link, or as a signed-in judge. */
  source: z.enum(['term', 'link', 'judge']),
  /** `s` then the repetition count, `r` then the block count. */
  org: z.string(),
  /** The repetition this item serves, or the one the judge is in when one item serves them all. */
  rep: z.number().int().min(1),
  /** The block's number within its publication (1 for the first). */
  block: z.number().int().min(1),
  /** Repetitions the publication serves to each judge. */
  repCount: z.number().int().min(1),
  /** True when the item serves one repetition only: the label may name it. */
  singleRep: z.boolean(),
  /** This judge's screens answered and in all, per repetition. */
  items: z.array(z.object({ rep: z.number().int().min(1), nr: z.number().int().min(0), nb: z.number().int().min(0) })),
});
export type BlockItem = z.infer<typeof blockItem>;

export const publicationSummary = z.object({
  pubId: z.string(),
  pubName: z.string(),
  items: z.array(blockItem),
  contentId: z.string(),
  options: publicationOptions,
  /** The caller's runs of this publication. */
  judgeSessions: z.array(judgeSessionRef),
});
export type PublicationSummary = z.infer<typeof publicationSummary>;

export const versions = z.object({
  app: z.string(),
  delivery: z.string(),
  server: z.string(),
  database: z.string(),
  runtime: z.string(),
});

/**
 * The results function data of spec section 3: descriptors (scales, choice questions and
 * text answers of per-sample screens), the choices of the choice questions, samples by
 * blinding code, judges anonymised, the caller's own raw entries (`v` a score, `ch` a
 * choice picked, one entry per choice, `tx` a text) and the panel's computed ones: mean,
 * standard deviation (rounded by the scale's range) and count for scales, and `dist`, a
 * distribution: for a category scale the counts in DEFAULT_DISTRIBUTION_BINS equal bins
 * of the scale, for a choice question the count of each choice in `choices` order.
 */
export const resultsFunctionData = z.object({
  descriptors: z.array(
    z.object({
      de: z.string(),
      kind: z.enum(['scale', 'choice', 'text']).default('scale'),
      label: localizedText,
      /** The scale of a scale descriptor; null for choices and texts. */
      scale: z.object({ min: z.number(), max: z.number(), itCt: z.number().int().nullable() }).nullable(),
    }),
  ),
  choices: z.array(z.object({ de: z.string(), ch: z.string(), label: localizedText })).default([]),
  samples: z.array(z.object({ sI: z.number().int(), sLab: z.string() })),
  judges: z.array(z.object({ jI: z.number().int(), self: z.boolean() })),
  results: z.object({
    raw: z.array(
      z.object({
        de: z.string(),
        jI: z.number().int(),
        sLab: z.object({ sI: z.number().int() }),
        bl: z.number().int(),
        v: z.number().optional(),
        ch: z.string().optional(),
        tx: z.string().optional(),
      }),
    ),
    computed: z.array(
      z.object({
        de: z.string(),
        sLab: z.object({ sI: z.number().int() }),
        mean: z.number().optional(),
        stdDev: z.number().optional(),
        count: z.number().int(),
        dist: z.array(z.number().int()).optional(),
      }),
    ),
  }),
});
export type ResultsFunctionData = z.infer<typeof resultsFunctionData>;
