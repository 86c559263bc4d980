import { z } from 'zod';

/** The languages the product speaks; content may give a text in any of them. */
export const LANGUAGES = ['en', 'fr', 'ja', 'de', 'zh', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text written once, or once per language (consumer tests run in several). */
export const localizedText = z.union([
  z.string().min(1),
  z
    .partialRecord(z.enum(LANGUAGES), z.string().min(1))
    .refine((texts) => Object.keys(texts).length > 0, 'give the text in at least one language'),
]);
export type LocalizedText = z.infer<typeof localizedText>;

const identifier = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'letters, digits, _ and -, starting with a letter');

const infoControl = z.object({
  kind: z.literal('info'),
  id: identifier,
  text: localizedText,
});

/**
 * A scale rates one attribute (descriptor). `line` is the unstructured line scale of
 * descriptive profiles, anchored at both ends; `category` is a structured scale such as
 * the 9-point hedonic or 5-point JAR, one labelled point per value from min to max.
 */
const scaleControl = z
  .object({
    kind: z.literal('scale'),
    id: identifier,
    label: localizedText,
    style: z.enum(['line', 'category']),
    min: z.number(),
    max: z.number(),
    step: z.number().positive().optional(),
    anchors: z.object({ min: localizedText, max: localizedText }).optional(),
    categories: z.array(localizedText).optional(),
    mandatory: z.boolean().default(true),
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
  );

function isWholeNumberOfSteps(scale: { min: number; max: number; step?: number }): boolean {
  const steps = (scale.max - scale.min) / (scale.step ?? 1);
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function categoryCount(scale: { min: number; max: number; step?: number }): number {
  // The tolerance matches the step check of answers: 0.3 / 0.1 is 2.9999999999999996.
  return Math.floor((scale.max - scale.min) / (scale.step ?? 1) + 1e-9) + 1;
}

export const control = z.discriminatedUnion('kind', [infoControl, scaleControl]);
export type Control = z.infer<typeof control>;
export type ScaleControl = z.infer<typeof scaleControl>;
export type InfoControl = z.infer<typeof infoControl>;

/** A screen. A `perSample` page is shown once per sample, in the judge's own order. */
export const page = z.object({
  id: identifier,
  title: localizedText.optional(),
  perSample: z.boolean().default(false),
  controls: z.array(control).min(1),
});
export type Page = z.infer<typeof page>;

/** A product under test; judges only ever see its blinding code, never its name. */
export const product = z.object({ id: identifier, name: z.string().min(1) });
export type Product = z.infer<typeof product>;

export const presentationDesign = z.enum(['williams', 'random', 'fixed']);
export type PresentationDesign = z.infer<typeof presentationDesign>;

export const questionnaire = z
  .object({
    name: identifier,
    title: localizedText,
    products: z.array(product).min(1).max(900),
    design: presentationDesign.default('williams'),
    pages: z.array(page).min(1),
  })
  .superRefine((definition, context) => {
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
  });
export type Questionnaire = z.infer<typeof questionnaire>;

function reportDuplicates(ids: string[], path: (string | number)[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) context.addIssue({ code: 'custom', message: `duplicate id "${id}"`, path });
    seen.add(id);
  }
}

/** Picks the text for a language: that language, else English, else the first given. */
export function localize(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  const texts = text as Partial<Record<string, string>>;
  const own = Object.hasOwn(texts, language) ? texts[language] : undefined;
  return own ?? texts.en ?? Object.values(texts).find((t) => t !== undefined) ?? '';
}
