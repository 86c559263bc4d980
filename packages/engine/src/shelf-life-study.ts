import { z } from 'zod';
import { identifier } from './identifier.ts';

// A shelf-life study (Hough): the products are one product stored for different times (each
// product's `storageTime`, in days), usually all tasted in one session (reversed storage),
// and consumers say of each sample whether they would consume it. The rejection question is
// a single choice answered per sample; its rejecting choice marks a rejection.

/** The shelf-life keys of a questionnaire's top level, spread into definition.ts's strict object. */
export const shelfLifeKeys = {
  /** The acceptance question (a single choice answered per sample) and its choice that rejects the sample. */
  shelfLife: z.strictObject({ control: identifier, reject: identifier }).optional(),
};

/** A product's storage time in days: how long the sample was stored before it was served. */
export const storageTime = z.number().min(0).optional();

/** The part of a questionnaire this module reads. */
interface WithShelfLife {
  shelfLife?: { control: string; reject: string } | undefined;
  products: readonly { id: string; storageTime?: number | undefined }[];
  pages: readonly {
    perSample: boolean;
    controls: readonly { id: string; kind: string; choices?: readonly { id: string }[] }[];
  }[];
}

/**
 * A rejection question that is not one single choice answered per sample with that choice,
 * and products without a storage time, or two with the same (each sample is one time).
 */
export function reportShelfLifeFaults(definition: WithShelfLife, context: z.RefinementCtx): void {
  const { shelfLife } = definition;
  if (shelfLife === undefined) return;
  const found = definition.pages.flatMap((page) =>
    page.controls.filter((control) => control.id === shelfLife.control).map((control) => ({ page, control })),
  );
  const first = found[0];
  if (first === undefined) {
    context.addIssue({
      code: 'custom',
      message: `unknown control "${shelfLife.control}"`,
      path: ['shelfLife', 'control'],
    });
  } else if (found.length > 1) {
    context.addIssue({
      code: 'custom',
      message: `"${shelfLife.control}" names controls on ${found.length} pages: give the rejection question an id of its own`,
      path: ['shelfLife', 'control'],
    });
  } else if (first.control.kind !== 'single') {
    context.addIssue({
      code: 'custom',
      message: `the rejection question must be a single choice ("would you consume it?"), not a ${first.control.kind} control`,
      path: ['shelfLife', 'control'],
    });
  } else {
    if (!first.page.perSample) {
      context.addIssue({
        code: 'custom',
        message: 'the rejection question is answered for each storage time: put it on a perSample page',
        path: ['shelfLife', 'control'],
      });
    }
    if (!(first.control.choices ?? []).some((choice) => choice.id === shelfLife.reject)) {
      context.addIssue({
        code: 'custom',
        message: `"${shelfLife.control}" has no choice "${shelfLife.reject}"`,
        path: ['shelfLife', 'reject'],
      });
    }
  }
  const seen = new Map<number, string>();
  definition.products.forEach((product, index) => {
    if (product.storageTime === undefined) {
      context.addIssue({
        code: 'custom',
        message: `a shelf-life study gives each product its storageTime in days: "${product.id}" has none`,
        path: ['products', index],
      });
      return;
    }
    const same = seen.get(product.storageTime);
    if (same !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${product.id}" and "${same}" have the same storage time: each product is one storage time`,
        path: ['products', index, 'storageTime'],
      });
    }
    seen.set(product.storageTime, product.id);
  });
}
