import { z } from 'zod';
import { isTemporalKind } from './temporal.ts';
import { identifier } from './identifier.ts';
import { adaptivePageKeys } from './adaptive-schema.ts';
import { reportAdaptiveFaults } from './adaptive-faults.ts';
import { control, localizedText, type Control } from './control-schemas.ts';
import { differenceFromControlKeys, reportReferenceFaults } from './difference-from-control.ts';
import { reportShelfLifeFaults, shelfLifeKeys, storageTime } from './shelf-life-study.ts';

export * from './control-schemas.ts';

// Every object of the format is strict (z.strictObject): a misspelt key would otherwise be
// dropped without a word and its default used, say one repetition for `repetiton: 2`.

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

/**
 * A product under test; judges only ever see its blinding code, never its name. In a
 * shelf-life study each product is a storage time of one product (`storageTime`, in days).
 * `libraryProduct` names a product of the account's library by its code: the server checks
 * it exists when the questionnaire is published (the engine knows no account).
 */
export const product = z.strictObject({
  id: identifier,
  name: z.string().min(1),
  storageTime,
  libraryProduct: z.string().trim().min(1).max(64).optional(),
});
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
    /** A difference-from-control test: the control, served labelled beside each blind sample too. */
    ...differenceFromControlKeys,
    /** A shelf-life study: its rejection question (the products are storage times). */
    ...shelfLifeKeys,
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
    reportReferenceFaults(definition, context);
    reportShelfLifeFaults(definition, context);
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
