import { z } from 'zod';
import { LANGUAGES, type LocalizedText } from './languages.ts';
import { isTemporalKind } from './temporal.ts';
import { identifier } from './identifier.ts';
import { adaptiveControlKeys, adaptivePageKeys, choiceOrderKeys } from './adaptive-schema.ts';
import { reportAdaptiveFaults } from './adaptive-faults.ts';

// Every object of the format is strict (z.strictObject): a misspelt key would otherwise be
// dropped without a word and its default used, say one repetition for `repetiton: 2`.

/** A text written once, or once per language (consumer tests run in several). */
export const localizedText: z.ZodType<LocalizedText> = z.union([
  z.string().min(1),
  z
    .partialRecord(z.enum(LANGUAGES), z.string().min(1))
    .refine((texts) => Object.keys(texts).length > 0, 'give the text in at least one language'),
]);

/** Every answerable control may be mandatory (the spec's "forced answers"). */
const mandatory = z.boolean().default(true);

/**
 * An image file name in the server's image folder: no folders, no dots in front, and
 * only the picture types a browser shows safely.
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'] as const;
export const imageName = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'a file name of letters, digits, ., _ and - (no folders)')
  .refine((name) => IMAGE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(`.${extension}`)), {
    message: `an image file: ${IMAGE_EXTENSIONS.join(', ')}`,
  });

const infoControl = z
  .strictObject({
    kind: z.literal('info'),
    id: identifier,
    ...adaptiveControlKeys,
    text: localizedText.optional(),
    image: z.strictObject({ name: imageName, alt: localizedText }).optional(),
  })
  .refine((info) => info.text !== undefined || info.image !== undefined, { message: 'give a text, an image or both' });

/**
 * A typed answer. `free` is any text; `number` and `integer` must read as one; `tags` is
 * a list of words (word association) separated by `separator`.
 */
const textControl = z
  .strictObject({
    kind: z.literal('text'),
    id: identifier,
    ...adaptiveControlKeys,
    label: localizedText,
    format: z.enum(['free', 'number', 'integer', 'tags']).default('free'),
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).optional(),
    maxTags: z.number().int().min(1).optional(),
    separator: z.string().length(1).default(','),
    mandatory,
  })
  .refine((text) => text.minLength === undefined || text.maxLength === undefined || text.minLength <= text.maxLength, {
    message: 'minLength must not exceed maxLength',
    path: ['minLength'],
  });

/** A remark in the judge's own words; optional unless the definition says otherwise. */
const commentControl = z.strictObject({
  kind: z.literal('comment'),
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  maxLength: z.number().int().min(1).max(10_000).default(2000),
  mandatory: z.boolean().default(false),
});

const choice = z.strictObject({
  id: identifier,
  label: localizedText,
  /** CATA attributes can be grouped (taste, texture…), each group with its own limit. */
  class: identifier.optional(),
  /** Keeps its place when the choices are in random order ("none of these" last). */
  fixed: z.boolean().optional(),
});
export type Choice = z.infer<typeof choice>;

const singleChoiceControl = z.strictObject({
  kind: z.literal('single'),
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  choices: z.array(choice).min(2),
  ...choiceOrderKeys,
  mandatory,
});

/** Multiple choice; CATA (check all that apply) is this with attributes as choices. */
const multipleChoiceControl = z
  .strictObject({
    kind: z.literal('multiple'),
    id: identifier,
    ...adaptiveControlKeys,
    label: localizedText,
    choices: z.array(choice).min(1),
    maxSelected: z.number().int().min(1).optional(),
    maxPerClass: z.number().int().min(1).optional(),
    /** RATA (rate all that apply): each checked term also gets an intensity from 1 to `rate`. */
    rate: z.number().int().min(3).max(9).optional(),
    ...choiceOrderKeys,
    mandatory,
  })
  .refine((multiple) => multiple.maxPerClass === undefined || multiple.choices.some((c) => c.class !== undefined), {
    message: 'maxPerClass needs choices with a class',
    path: ['maxPerClass'],
  });

/**
 * Order the samples served to this judge, by their blinding codes (1 = first). With
 * `lastMayBeLeft`, the judge may leave one sample unranked: it takes the highest rank.
 */
const rankControl = z.strictObject({
  kind: z.literal('rank'),
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  lastMayBeLeft: z.boolean().default(false),
  mandatory,
});

/**
 * Projective mapping (napping): the judge places every sample served on a sheet of
 * `width` × `height` in the sheet's own units, similar samples close together; with
 * `words`, a few words per sample as well (ultra-flash profiling).
 */
const nappingControl = z.strictObject({
  kind: z.literal('napping'),
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  width: z.number().positive().default(60),
  height: z.number().positive().default(40),
  words: z.boolean().default(false),
  mandatory,
});

/**
 * Free sorting: the judge puts every sample served into groups of their own making, at
 * least two and fewer than the samples (`singleGroup` also allows one group of all); with
 * `words`, a few words per group as well.
 */
const sortingControl = z.strictObject({
  kind: z.literal('sorting'),
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  singleGroup: z.boolean().default(false),
  words: z.boolean().default(false),
  mandatory,
});

/**
 * Discrimination and preference tests, each with the two products compared (A and B). The
 * judge picks among the cups served: the odd one (triangle), the one matching the reference
 * (duo-trio), the stronger one (2-AFC and 3-AFC, `stronger` names the product expected), the
 * two alike (tetrad, 2-out-of-5: two cups of one product and three of the other), the three
 * alike (hexad); or says whether two cups are the same product (same-different), whether a
 * cup is the A met first (A-not-A), which of two cups they prefer (paired preference,
 * `noPreference` offers "no preference"). The forced-choice methods' `lockAfterMove` keeps
 * the first answer once the judge has moved on, as a paper ballot would.
 */
export const DISCRIMINATION_METHODS = [
  'triangle',
  'duoTrio',
  'twoAfc',
  'tetrad',
  'threeAfc',
  'twoOutOfFive',
  'hexad',
  'sameDifferent',
  'aNotA',
  'pairedPreference',
] as const;
export type DiscriminationMethod = (typeof DISCRIMINATION_METHODS)[number];

/** The methods whose `stronger` names the product expected. */
const STRONGER_METHODS: readonly DiscriminationMethod[] = ['twoAfc', 'threeAfc'];

const discriminationControl = z
  .strictObject({
    kind: z.literal('discrimination'),
    id: identifier,
    ...adaptiveControlKeys,
    label: localizedText,
    method: z.enum(DISCRIMINATION_METHODS),
    products: z.tuple([identifier, identifier]),
    stronger: identifier.optional(),
    noPreference: z.boolean().optional(),
    lockAfterMove: z.boolean().default(true),
    mandatory,
  })
  .refine((test) => test.products[0] !== test.products[1], {
    message: 'compare two different products',
    path: ['products'],
  })
  .refine(
    (test) =>
      !STRONGER_METHODS.includes(test.method) || (test.stronger !== undefined && test.products.includes(test.stronger)),
    {
      message: 'a 2-AFC or 3-AFC test names the stronger product, one of the two compared',
      path: ['stronger'],
    },
  )
  .refine((test) => test.noPreference === undefined || test.method === 'pairedPreference', {
    message: 'only a paired preference test offers "no preference"',
    path: ['noPreference'],
  });

/**
 * A scale rates one attribute (descriptor). `line` is the unstructured line scale of
 * descriptive profiles, anchored at both ends; `category` is a structured scale such as
 * the 9-point hedonic or 5-point JAR, one labelled point per value from min to max.
 */
const scaleControl = z
  .strictObject({
    kind: z.literal('scale'),
    id: identifier,
    ...adaptiveControlKeys,
    label: localizedText,
    style: z.enum(['line', 'category']),
    min: z.number(),
    max: z.number(),
    step: z.number().positive().optional(),
    anchors: z.strictObject({ min: localizedText, max: localizedText }).optional(),
    categories: z.array(localizedText).optional(),
    /** A JAR scale: the centre point is "just about right". */
    justRight: z.boolean().optional(),
    /**
     * Ideal profile: after the samples of its loop, the judge also rates their ideal
     * product on this scale, on a screen of its own (sequence.ts).
     */
    ideal: z.boolean().optional(),
    mandatory,
  })
  .refine((scale) => scale.max > scale.min, { message: 'max must be greater than min', path: ['max'] })
  .refine((scale) => scale.style !== 'category' || isWholeNumberOfSteps(scale), {
    message: 'a category scale must reach max in whole steps from min',
    path: ['max'],
  })
  .refine(
    (scale) =>
      scale.style !== 'category' ||
      (scale.categories !== undefined && scale.categories.length === categoryCount(scale)),
    { message: 'a category scale needs one label per point from min to max', path: ['categories'] },
  )
  .refine((scale) => !scale.justRight || (scale.style === 'category' && categoryCount(scale) % 2 === 1), {
    message: 'a just-about-right scale is a category scale with an odd number of points',
    path: ['justRight'],
  });

function isWholeNumberOfSteps(scale: { min: number; max: number; step?: number }): boolean {
  const steps = (scale.max - scale.min) / (scale.step ?? 1);
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** A category scale's number of points: one per step from min to max. */
export function categoryCount(scale: { min: number; max: number; step?: number | undefined }): number {
  // The tolerance matches the step check of answers: 0.3 / 0.1 is 2.9999999999999996.
  return Math.floor((scale.max - scale.min) / (scale.step ?? 1) + 1e-9) + 1;
}

/**
 * The judge marks points on a picture: where a defect is on a product photo, where a
 * sensation is felt on a drawing of the mouth. Each mark is kept as its place across and
 * down the picture, from 0 to 1, so the answer does not depend on the screen's size.
 */
const pictureControl = z.strictObject({
  kind: z.literal('picture'),
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  image: z.strictObject({ name: imageName, alt: localizedText }),
  maxMarks: z.number().int().min(1).max(50).default(10),
  mandatory,
});

/**
 * What every temporal control shares, in seconds as a panel leader thinks of them. The
 * recording runs from the judge's Start (or the leader's synchronised start, across all
 * booths) to the judge's Stop, and no longer than `duration`; `minDuration` keeps Stop
 * off until then (a sensation that lingers must be followed to its end); `startDelay` is
 * a countdown between the judge's Start and the clock (time to take the sample in the
 * mouth; a synchronised start counts down the leader's delay instead);
 * `atTimeLimit` says whether the screen only stops at the limit or also moves on.
 */
const temporalTiming = {
  duration: z.number().positive().max(600).default(60),
  minDuration: z.number().min(0).max(600).optional(),
  startDelay: z.number().min(0).max(30).default(0),
  atTimeLimit: z.enum(['stop', 'next']).default('stop'),
  start: z.enum(['judge', 'synchronised']).default('judge'),
  mandatory,
};

function minDurationWithinDuration(timing: { duration: number; minDuration?: number | undefined }): boolean {
  return timing.minDuration === undefined || timing.minDuration <= timing.duration;
}
const minDurationFault = { message: 'minDuration must not exceed duration', path: ['minDuration'] };

/**
 * TDS (temporal dominance of sensations) and TCATA (temporal check-all-that-apply): a
 * list of attributes, in an order drawn per judge (`random`, kept for all of that judge's
 * samples) or as written. In TDS the judge taps the one attribute dominant now, as often
 * as it changes; in TCATA they check and uncheck every attribute that applies.
 */
const attributeTimeline = {
  id: identifier,
  ...adaptiveControlKeys,
  label: localizedText,
  attributes: z
    .array(choice.omit({ class: true, fixed: true }))
    .min(2)
    .max(24),
  order: z.enum(['random', 'fixed']).default('random'),
  ...temporalTiming,
};
const tdsControl = z
  .strictObject({ kind: z.literal('tds'), ...attributeTimeline })
  .refine(minDurationWithinDuration, minDurationFault);
const tcataControl = z
  .strictObject({ kind: z.literal('tcata'), ...attributeTimeline })
  .refine(minDurationWithinDuration, minDurationFault);

/**
 * Time-intensity: one attribute's intensity on a scale from min to max, read `rate` times
 * a second from Start to Stop while the judge holds or moves the cursor.
 */
const timeIntensityControl = z
  .strictObject({
    kind: z.literal('ti'),
    id: identifier,
    ...adaptiveControlKeys,
    label: localizedText,
    min: z.number().default(0),
    max: z.number().default(10),
    anchors: z.strictObject({ min: localizedText, max: localizedText }).optional(),
    orientation: z.enum(['vertical', 'horizontal']).default('vertical'),
    rate: z.number().int().min(1).max(20).default(10),
    ...temporalTiming,
  })
  .refine((scale) => scale.max > scale.min, { message: 'max must be greater than min', path: ['max'] })
  .refine(minDurationWithinDuration, minDurationFault);

export const control = z.discriminatedUnion('kind', [
  infoControl,
  scaleControl,
  textControl,
  commentControl,
  singleChoiceControl,
  multipleChoiceControl,
  rankControl,
  nappingControl,
  sortingControl,
  discriminationControl,
  pictureControl,
  tdsControl,
  tcataControl,
  timeIntensityControl,
]);
export type Control = z.infer<typeof control>;
export type ScaleControl = z.infer<typeof scaleControl>;
export type InfoControl = z.infer<typeof infoControl>;
export type TextControl = z.infer<typeof textControl>;
export type CommentControl = z.infer<typeof commentControl>;
export type SingleChoiceControl = z.infer<typeof singleChoiceControl>;
export type MultipleChoiceControl = z.infer<typeof multipleChoiceControl>;
export type RankControl = z.infer<typeof rankControl>;
export type NappingControl = z.infer<typeof nappingControl>;
export type SortingControl = z.infer<typeof sortingControl>;
export type DiscriminationControl = z.infer<typeof discriminationControl>;
export type PictureControl = z.infer<typeof pictureControl>;
export type TdsControl = z.infer<typeof tdsControl>;
export type TcataControl = z.infer<typeof tcataControl>;
export type TimeIntensityControl = z.infer<typeof timeIntensityControl>;
export type TemporalControl = TdsControl | TcataControl | TimeIntensityControl;
export type AnswerableControl = Exclude<Control, InfoControl>;

/** The kinds of control that show every sample served at once (served codes, never a per-sample page). */
const SEVERAL_SAMPLE_KINDS: readonly Control['kind'][] = ['rank', 'napping', 'sorting', 'discrimination'];

/**
 * The product column of the ideal's answers in the exports: no product may take it, so an
 * ideal is never read as a product's score (nor, in any case, the screen key `@ideal`).
 */
export const IDEAL_PRODUCT = 'IDEAL';

/**
 * A screen. A `perSample` page is shown once per sample, in the judge's own order. A
 * `screening` page (the first page only) is where a publication's quotas on its answers
 * are counted: a judge whose quota cell is full is thanked and stopped after it. The keys
 * that adapt a page to each judge (conditions, screen-outs, random order, a timed wait)
 * are adaptive-schema.ts's.
 */
export const page = z
  .strictObject({
    id: identifier,
    title: localizedText.optional(),
    perSample: z.boolean().default(false),
    screening: z.boolean().optional(),
    ...adaptivePageKeys,
    controls: z.array(control).min(1),
  })
  .superRefine((screen, context) => {
    // A rank, a map, a sorting or a discrimination test is about several samples at once, so it
    // cannot sit on a one-sample screen; an ideal is asked after the samples of a per-sample loop.
    screen.controls.forEach((c, index) => {
      if (screen.perSample && SEVERAL_SAMPLE_KINDS.includes(c.kind)) {
        context.addIssue({
          code: 'custom',
          message: `a ${c.kind} control compares samples and cannot be on a perSample page`,
          path: ['controls', index],
        });
      }
      if (!screen.perSample && c.kind === 'scale' && c.ideal) {
        context.addIssue({
          code: 'custom',
          message: 'an ideal scale asks for the ideal after the samples: put it on a perSample page',
          path: ['controls', index, 'ideal'],
        });
      }
    });
    // One clock per screen: a judge cannot follow two sensations over time at once.
    const temporal = screen.controls.filter((c) => isTemporalKind(c.kind));
    const synchronised = temporal.filter((c) => 'start' in c && c.start === 'synchronised');
    if (synchronised.length > 1) {
      context.addIssue({
        code: 'custom',
        message: 'one synchronisation per page',
        path: ['controls'],
        params: { errorType: 9011 },
      });
    } else if (synchronised.length === 1 && temporal.length > 1) {
      context.addIssue({
        code: 'custom',
        message: 'a synchronised start and a judge-started timer cannot share a page',
        path: ['controls'],
        params: { errorType: 9010 },
      });
    } else if (temporal.length > 1) {
      context.addIssue({ code: 'custom', message: 'one temporal control per page', path: ['controls'] });
    }
    // A screening page is answered once, before any sample, so that a stopped judge tasted nothing.
    if (screen.screening === true && screen.perSample) {
      context.addIssue({ code: 'custom', message: 'a screening page cannot be perSample', path: ['screening'] });
    }
    // One set of cups is served per screen, so one test.
    if (screen.controls.filter((c) => c.kind === 'discrimination').length > 1) {
      context.addIssue({ code: 'custom', message: 'one discrimination test per page', path: ['controls'] });
    }
  });
export type Page = z.infer<typeof page>;

/** A colour as `#rgb` or `#rrggbb`: nothing else, so a definition cannot slip other CSS in. */
const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'a colour such as #f5e6cc');

/** The breakpoints of spec section 9, smallest first. */
export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type BreakpointName = (typeof BREAKPOINTS)[number];

export const appearance = z.strictObject({
  /** The colour of the screen's card, behind the questions. */
  pageColor: hexColour.optional(),
  /** The colour of the app around it. */
  appBackground: hexColour.optional(),
  /** The screen takes the whole width of the window instead of a centred column. */
  appFluid: z.boolean().optional(),
  /** The widest the screen's column grows: the width of this breakpoint (default lg). */
  pageBreakpoint: z.enum(BREAKPOINTS).optional(),
});
export type Appearance = z.infer<typeof appearance>;

/** A product under test; judges only ever see its blinding code, never its name. */
export const product = z.strictObject({ id: identifier, name: z.string().min(1) });
export type Product = z.infer<typeof product>;

/** The most products a questionnaire may have (the 3-digit blinding codes leave room for 900). */
export const MAX_SAMPLES = 900;

export const presentationDesign = z.enum(['williams', 'random', 'fixed']);
export type PresentationDesign = z.infer<typeof presentationDesign>;

export const questionnaire = z
  .strictObject({
    name: identifier,
    title: localizedText,
    products: z.array(product).min(1).max(MAX_SAMPLES),
    design: presentationDesign.default('williams'),
    /**
     * Each judge is served this many of the products (2 ≤ K < number of products), a
     * block of a balanced incomplete block design (incomplete-blocks.ts); every product when absent.
     */
    samplesPerJudge: z.number().int().min(2).optional(),
    /** Replicates: the whole questionnaire is served this many times, each in its own order. */
    repetitions: z.number().int().min(1).max(20).default(1),
    /**
     * `perRepetition`: each repetition is a block of its own, answered in a sitting of its
     * own (started and finished separately); `single` (the default): every repetition in one sitting.
     */
    blocks: z.enum(['single', 'perRepetition']).optional(),
    /**
     * Subsets of the products served in one sitting each (a publication serves one set,
     * session parameter n): a long evaluation split so that judges do not tire.
     */
    sets: z.array(z.array(identifier).min(1)).optional(),
    /**
     * At the end, show each judge their scores beside the panel's. Off unless asked for:
     * seeing the panel's figures can sway a judge's next sessions.
     */
    showResults: z.boolean().default(false),
    /** How the judges' screens look (spec section 3: pageColor, appBackground, appFluid, pageBreakpoint). */
    appearance: appearance.optional(),
    pages: z.array(page).min(1),
  })
  .superRefine((definition, context) => {
    const productIds = new Set(definition.products.map((p) => p.id));
    definition.products.forEach((p, index) => {
      if (p.id.toUpperCase() === IDEAL_PRODUCT) {
        context.addIssue({
          code: 'custom',
          message: `"${p.id}" is reserved for the judges' ideal product: give this product another id`,
          path: ['products', index, 'id'],
        });
      }
    });
    const servedPerJudge = definition.samplesPerJudge ?? definition.products.length;
    definition.pages.forEach((p, pageIndex) =>
      p.controls.forEach((c, controlIndex) => {
        if (c.kind === 'sorting' && servedPerJudge < 3) {
          context.addIssue({
            code: 'custom',
            message: `a sorting control needs at least 3 samples per judge (here ${servedPerJudge}), to make 2 groups of fewer than all`,
            path: ['pages', pageIndex, 'controls', controlIndex],
          });
        }
      }),
    );
    if (definition.samplesPerJudge !== undefined && definition.samplesPerJudge >= definition.products.length) {
      context.addIssue({
        code: 'custom',
        message: `samplesPerJudge must be below the number of products (${definition.products.length})`,
        path: ['samplesPerJudge'],
      });
    }
    definition.sets?.forEach((set, setIndex) =>
      set.forEach((productId, index) => {
        if (!productIds.has(productId)) {
          context.addIssue({
            code: 'custom',
            message: `unknown product "${productId}"`,
            path: ['sets', setIndex, index],
          });
        }
      }),
    );
    definition.pages.forEach((p, pageIndex) =>
      p.controls.forEach((c, controlIndex) => {
        if (c.kind !== 'discrimination') return;
        c.products.forEach((productId, productIndex) => {
          if (!productIds.has(productId)) {
            context.addIssue({
              code: 'custom',
              message: `unknown product "${productId}"`,
              path: ['pages', pageIndex, 'controls', controlIndex, 'products', productIndex],
            });
          }
        });
      }),
    );
    definition.pages.forEach((p, index) => {
      if (index > 0 && p.screening === true) {
        context.addIssue({
          code: 'custom',
          message: 'only the first page may be a screening page',
          path: ['pages', index, 'screening'],
        });
      }
    });
    reportDuplicates(
      definition.products.map((p) => p.id),
      ['products'],
      context,
    );
    reportDuplicates(
      definition.pages.map((p) => p.id),
      ['pages'],
      context,
    );
    definition.pages.forEach((p, index) =>
      reportDuplicates(
        p.controls.map((c) => c.id),
        ['pages', index, 'controls'],
        context,
      ),
    );
    reportAdaptiveFaults(definition.pages, context);
  });
export type Questionnaire = z.infer<typeof questionnaire>;

/** The questionnaire's screening page (its first page, flagged `screening`), or undefined. */
export function screeningPageOf(definition: Questionnaire): Page | undefined {
  const first = definition.pages[0];
  return first?.screening === true ? first : undefined;
}

function reportDuplicates(ids: string[], path: (string | number)[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) context.addIssue({ code: 'custom', message: `duplicate id "${id}"`, path });
    seen.add(id);
  }
}
