import { z } from 'zod';
import { LANGUAGES, type LocalizedText } from './languages.ts';
import { identifier } from './identifier.ts';
import { adaptiveControlKeys, choiceOrderKeys } from './adaptive-schema.ts';

// The controls of the format, each kind a strict object (definition.ts says why), apart from
// the pages and the questionnaire that hold them so that each file keeps one job.

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
 * `noPreference` offers "no preference"), which of two cups is more `attribute` or that
 * neither is (2-AC), or how different two cups are on a scale of `points` (degree of
 * difference, 4 when absent). The forced-choice methods' `lockAfterMove` keeps
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
  'twoAc',
  'degreeOfDifference',
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
    attribute: localizedText.optional(),
    points: z.number().int().min(2).max(10).optional(),
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
  })
  .refine((test) => (test.attribute !== undefined) === (test.method === 'twoAc'), {
    message: 'a 2-AC test, and only it, names the attribute its judges compare ("… is more sweet")',
    path: ['attribute'],
  })
  .refine((test) => test.points === undefined || test.method === 'degreeOfDifference', {
    message: 'only a degree-of-difference test has a scale of points',
    path: ['points'],
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
