import type { z } from 'zod';
import { identifier } from './identifier.ts';
import { localizedText } from './control-schemas.ts';
import type { LocalizedText } from './languages.ts';

// A difference-from-control (DFC) test: one product is the control. Beside each blind sample
// of the pages answered per sample, the judge is also served the control labelled as such
// ("R"), against which the sample is rated; the control's blind copy stays among the blind
// samples, so that the difference judges report between R and itself (the placebo effect)
// is measured too, and each product is compared with that blind copy (Dunnett's test).

/** The label judges and cups know the labelled reference by, unless the questionnaire gives one. */
export const DEFAULT_REFERENCE_LABEL = 'R';

/** A label of digits alone could be read as a sample's blinding code. */
const digitsOnly = /^\d+$/;

/** The DFC keys of a questionnaire's top level, spread into definition.ts's strict object. */
export const differenceFromControlKeys = {
  /** The control: the product also served labelled beside each blind sample. */
  reference: identifier.optional(),
  /** What the labelled reference is called on the judges' screens and its cups ("R" when absent), per language if need be. */
  referenceLabel: localizedText.optional(),
};

/** The part of a questionnaire this module reads. */
interface WithReference {
  reference?: string | undefined;
  referenceLabel?: LocalizedText | undefined;
  products: readonly { id: string }[];
  pages: readonly { perSample: boolean }[];
}

/** The labelled reference of a DFC questionnaire (its product and label), or null when it has none. */
export function labelledReferenceOf(definition: WithReference): { productId: string; label: LocalizedText } | null {
  if (definition.reference === undefined) return null;
  return { productId: definition.reference, label: definition.referenceLabel ?? DEFAULT_REFERENCE_LABEL };
}

/**
 * A reference that is no product, or that no page serves a sample beside (the reference is
 * served on the pages answered per sample only), and a label without a reference or that
 * looks like a blinding code.
 */
export function reportReferenceFaults(definition: WithReference, context: z.RefinementCtx): void {
  const { reference, referenceLabel } = definition;
  if (reference === undefined) {
    if (referenceLabel !== undefined) {
      context.addIssue({
        code: 'custom',
        message: 'a reference label names the labelled reference: give the reference product too',
        path: ['referenceLabel'],
      });
    }
    return;
  }
  if (!definition.products.some((product) => product.id === reference)) {
    context.addIssue({ code: 'custom', message: `unknown product "${reference}"`, path: ['reference'] });
  }
  if (!definition.pages.some((page) => page.perSample)) {
    context.addIssue({
      code: 'custom',
      message: 'the reference is served beside each sample of the pages answered per sample, and no page is perSample',
      path: ['reference'],
    });
  }
  const labels =
    referenceLabel === undefined
      ? []
      : typeof referenceLabel === 'string'
        ? [referenceLabel]
        : Object.values(referenceLabel);
  if (labels.some((label) => digitsOnly.test(label.trim()))) {
    context.addIssue({
      code: 'custom',
      message: 'a reference label of digits alone could be taken for a blinding code: use letters, such as "R"',
      path: ['referenceLabel'],
    });
  }
}
