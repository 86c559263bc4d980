import {
  categoryCount,
  DISCRIMINATION_METHODS,
  hedonicCategories,
  type DiscriminationMethod,
  type LocalizedText,
} from '@palate/engine';

/**
 * A definition as the designer edits it: the questionnaire format's fields, loosely typed
 * (a leader's draft may be wrong for a while; the server's check says where).
 */
export interface DraftControl {
  kind: string;
  id: string;
  label?: LocalizedText;
  mandatory?: boolean;
  [field: string]: unknown;
}

export interface DraftPage {
  id: string;
  title?: LocalizedText;
  perSample?: boolean;
  screening?: boolean;
  controls: DraftControl[];
  [field: string]: unknown;
}

/** A product: `libraryProduct` names one of the account's library by its code, `storageTime` (days) a shelf-life study's sample. */
export interface DraftProduct {
  id: string;
  name: string;
  libraryProduct?: string;
  storageTime?: number;
}

export interface DraftDefinition {
  name: string;
  title: LocalizedText;
  products: DraftProduct[];
  design?: string;
  /** Each judge tastes this many of the products (an incomplete block design); every product when absent. */
  samplesPerJudge?: number;
  repetitions?: number;
  showResults?: boolean;
  pages: DraftPage[];
  [field: string]: unknown;
}

/** How an editor changes the draft: a function of the latest draft, so that quick edits never overwrite each other. */
export type DraftChange = (next: (draft: DraftDefinition) => DraftDefinition) => void;

export const DESIGNS = ['williams', 'random', 'fixed'] as const;

/** A new questionnaire: two products and a welcome screen, to build on. */
export function blankDefinition(): DraftDefinition {
  return {
    name: 'new-test',
    title: 'New test',
    design: 'williams',
    repetitions: 1,
    products: [
      { id: 'A', name: 'Product A' },
      { id: 'B', name: 'Product B' },
    ],
    pages: [
      { id: 'welcome', controls: [{ kind: 'info', id: 'intro', text: 'Welcome, and thank you for taking part.' }] },
    ],
  };
}

const JAR_5 = ['Much too little', 'Too little', 'Just about right', 'Too much', 'Much too much'];

/** The picture a picture control shows until the leader chooses one of the account's uploads. */
export const PICTURE_TO_CHOOSE = 'choose-a-picture.png';

const TEMPORAL_ATTRIBUTES = [
  { id: 'sweet', label: 'Sweet' },
  { id: 'bitter', label: 'Bitter' },
  { id: 'sour', label: 'Sour' },
];

/** The controls that follow a sensation over time: one a page. */
export const TEMPORAL: ReadonlySet<ControlTemplate> = new Set(['tds', 'tcata', 'ti']);

/** Each discrimination or preference method's question as its template words it. */
const DISCRIMINATION_QUESTIONS = {
  triangle: 'Which sample is different from the other two?',
  duoTrio: 'Which sample is the same as the reference?',
  twoAfc: 'Which sample is sweeter?',
  tetrad: 'Which two samples are alike?',
  threeAfc: 'Which sample is sweeter?',
  twoOutOfFive: 'Which two samples are alike, and different from the other three?',
  hexad: 'Which three samples are alike?',
  sameDifferent: 'Are these two samples the same or different?',
  aNotA: 'Is this sample A, the one you tasted first?',
  pairedPreference: 'Which sample do you prefer?',
  twoAc: 'Which sample is sweeter, or is there no difference?',
  degreeOfDifference: 'How different are these two samples?',
} satisfies Record<DiscriminationMethod, string>;

/** The attribute a new 2-AC test compares, as its template's question words it. */
const TWO_AC_ATTRIBUTE = 'sweet';

/** Whether a method's test names the product expected to be stronger (the format refuses it without). */
export function namesStronger(method: unknown): boolean {
  return method === 'twoAfc' || method === 'threeAfc';
}

/**
 * A discrimination test turned to `method`, keeping its products: `stronger` kept where the
 * method names one (else the first product), and dropped where it does not; "no
 * preference" dropped but for a paired preference, the attribute but for a 2-AC (the
 * template's when it has none), the scale's points but for a degree of difference; the
 * question follows the method while it is still the template's own.
 */
export function withDiscriminationMethod(test: DraftControl, method: DiscriminationMethod): DraftControl {
  const products = Array.isArray(test.products) ? (test.products as string[]) : [];
  const stronger =
    typeof test.stronger === 'string' && products.includes(test.stronger) ? test.stronger : (products[0] ?? 'A');
  const previous = DISCRIMINATION_QUESTIONS[test.method as DiscriminationMethod] as string | undefined;
  const label = test.label === undefined || test.label === previous ? DISCRIMINATION_QUESTIONS[method] : test.label;
  const turned = withField({ ...test, method, label }, 'stronger', namesStronger(method) ? stronger : undefined);
  const attribute = method === 'twoAc' ? (test.attribute ?? TWO_AC_ATTRIBUTE) : undefined;
  const withAttribute = withField(turned, 'attribute', attribute);
  const withPoints = method === 'degreeOfDifference' ? withAttribute : withField(withAttribute, 'points', undefined);
  return method === 'pairedPreference' ? withPoints : withField(withPoints, 'noPreference', undefined);
}

/** A new test of each method between the first two products. */
const DISCRIMINATION_TEMPLATES = Object.fromEntries(
  DISCRIMINATION_METHODS.map((method) => [
    method,
    (products: string[]) =>
      withDiscriminationMethod(
        { kind: 'discrimination', id: method, method, products: [products[0] ?? 'A', products[1] ?? 'B'] },
        method,
      ),
  ]),
) as Record<DiscriminationMethod, (products: string[]) => DraftControl>;

/** What a leader may add, each a sound starting point of its kind (texts in English, translated on the texts screen). */
export const CONTROL_TEMPLATES = {
  info: () => ({ kind: 'info', id: 'info', text: 'Please read this before you go on.' }),
  hedonic: () => ({
    kind: 'scale',
    id: 'liking',
    label: 'How much do you like this sample overall?',
    style: 'category',
    min: 1,
    max: 9,
    categories: hedonicCategories(),
  }),
  jar: () => ({
    kind: 'scale',
    id: 'sweetness_jar',
    label: 'How do you find the sweetness?',
    style: 'category',
    min: 1,
    max: 5,
    categories: JAR_5,
    justRight: true,
  }),
  line: () => ({
    kind: 'scale',
    id: 'intensity',
    label: 'Intensity',
    style: 'line',
    min: 0,
    max: 10,
    anchors: { min: 'Weak', max: 'Strong' },
  }),
  single: () => ({
    kind: 'single',
    id: 'buy',
    label: 'Would you buy this product?',
    choices: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  }),
  cata: () => ({
    kind: 'multiple',
    id: 'cata',
    label: 'Check all that apply to this sample',
    choices: [
      { id: 'sweet', label: 'Sweet' },
      { id: 'bitter', label: 'Bitter' },
      { id: 'fruity', label: 'Fruity' },
    ],
  }),
  text: () => ({ kind: 'text', id: 'answer', label: 'Your answer' }),
  comment: () => ({ kind: 'comment', id: 'comment', label: 'Any comment?' }),
  rank: () => ({ kind: 'rank', id: 'preference_rank', label: 'Rank the samples from the one you like most' }),
  napping: () => ({
    kind: 'napping',
    id: 'napping',
    label: 'Place the samples on the sheet: similar samples close together, different ones far apart',
  }),
  sorting: () => ({ kind: 'sorting', id: 'sorting', label: 'Sort the samples into groups of similar samples' }),
  ...DISCRIMINATION_TEMPLATES,
  picture: () => ({
    kind: 'picture',
    id: 'marks',
    label: 'Mark where you notice a defect',
    image: { name: PICTURE_TO_CHOOSE, alt: 'Picture' },
  }),
  tds: () => ({
    kind: 'tds',
    id: 'tds',
    label: 'Tap the sensation that dominates now',
    attributes: TEMPORAL_ATTRIBUTES,
    duration: 60,
  }),
  tcata: () => ({
    kind: 'tcata',
    id: 'tcata',
    label: 'Check every sensation you perceive now',
    attributes: TEMPORAL_ATTRIBUTES,
    duration: 60,
  }),
  ti: () => ({
    kind: 'ti',
    id: 'intensity_time',
    label: 'Follow the intensity of the bitterness',
    min: 0,
    max: 10,
    anchors: { min: 'None', max: 'Very strong' },
    duration: 60,
  }),
} satisfies Record<string, (products: string[]) => DraftControl>;

export type ControlTemplate = keyof typeof CONTROL_TEMPLATES;

/** The templates that compare several samples at once, which cannot sit on a per-sample page. */
export const COMPARING: ReadonlySet<ControlTemplate> = new Set([
  'rank',
  'napping',
  'sorting',
  ...DISCRIMINATION_METHODS,
]);

/** An identifier not yet taken: `base`, else `base_2`, `base_3`… */
export function freeId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let number = 2; ; number++) if (!used.has(`${base}_${number}`)) return `${base}_${number}`;
}

function controlIds(definition: DraftDefinition): string[] {
  return definition.pages.flatMap((page) => page.controls.map((control) => control.id));
}

/** The list with one item moved from one place to another (a drop, or a move up or down). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function withPage(
  definition: DraftDefinition,
  index: number,
  change: (page: DraftPage) => DraftPage,
): DraftDefinition {
  return { ...definition, pages: definition.pages.map((page, at) => (at === index ? change(page) : page)) };
}

/** A new page at the end, empty: the leader adds its controls (the format wants one at least before saving). */
export function withNewPage(definition: DraftDefinition, perSample: boolean): DraftDefinition {
  const id = freeId(
    perSample ? 'samples' : 'page',
    definition.pages.map((page) => page.id),
  );
  return { ...definition, pages: [...definition.pages, { id, perSample, controls: [] }] };
}

export function withNewControl(
  definition: DraftDefinition,
  pageIndex: number,
  template: ControlTemplate,
): DraftDefinition {
  const made = CONTROL_TEMPLATES[template](definition.products.map((product) => product.id));
  const control = { ...made, id: freeId(made.id, controlIds(definition)) };
  return withPage(definition, pageIndex, (page) => ({ ...page, controls: [...page.controls, control] }));
}

export function withNewProduct(definition: DraftDefinition): DraftDefinition {
  const id = freeId(
    String.fromCharCode(65 + (definition.products.length % 26)),
    definition.products.map((p) => p.id),
  );
  return { ...definition, products: [...definition.products, { id, name: `Product ${id}` }] };
}

/** The object with `field` set to `value`, or without it when `value` is undefined (the format's default then applies). */
export function withField<T extends object>(object: T, field: string, value: unknown): T {
  if (value !== undefined) return { ...object, [field]: value };
  return Object.fromEntries(Object.entries(object).filter(([key]) => key !== field)) as T;
}

/** A category scale's number of points, from its min, max and step. */
export function categoryPoints(scale: DraftControl): number {
  const { min, max, step } = scale;
  if (typeof min !== 'number' || typeof max !== 'number') return 0;
  return categoryCount({ min, max, step: typeof step === 'number' ? step : undefined });
}

/**
 * A category scale given `points` points from its min by its step: max follows, the labels
 * are kept (new ones numbered, to be worded), and the just-about-right flag goes when no
 * point is left in the middle.
 */
export function withCategoryPoints(scale: DraftControl, points: number): DraftControl {
  const min = typeof scale.min === 'number' ? scale.min : 1;
  const step = typeof scale.step === 'number' ? scale.step : 1;
  const labels = Array.isArray(scale.categories) ? (scale.categories as LocalizedText[]) : [];
  const categories = Array.from({ length: points }, (_, at) => labels[at] ?? `Point ${at + 1}`);
  // Rounded so that 0.1 steps do not leave max at 0.30000000000000004.
  const max = Number((min + (points - 1) * step).toFixed(9));
  const resized = { ...scale, min, max, categories };
  return points % 2 === 1 ? resized : withField(resized, 'justRight', undefined);
}

/** The definition with a page's control moved to the end of another page. */
export function withControlMovedToPage(
  definition: DraftDefinition,
  fromPage: number,
  at: number,
  toPage: number,
): DraftDefinition {
  const control = definition.pages[fromPage]?.controls[at];
  if (control === undefined || fromPage === toPage || definition.pages[toPage] === undefined) return definition;
  return {
    ...definition,
    pages: definition.pages.map((page, index) => {
      if (index === fromPage) return { ...page, controls: page.controls.filter((_, i) => i !== at) };
      if (index === toPage) return { ...page, controls: [...page.controls, control] };
      return page;
    }),
  };
}
