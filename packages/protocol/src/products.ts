import { z } from 'zod';
import { token } from './envelope.ts';
import { importFault } from './member-admin.ts';

// The account's product library (issue 44): products known to every questionnaire by their
// code, their batches, the publications that served them and a control chart of a question
// over their batches. The calls are spread into calls.ts's table.

export const LIBRARY_FIELD_KINDS = ['text', 'number', 'date'] as const;
export type LibraryFieldKind = (typeof LIBRARY_FIELD_KINDS)[number];

/** The most custom fields an account's products may have. */
export const MOST_LIBRARY_FIELDS = 30;
/** How many of a product's latest batches its page reports on ("which recent batches are out"). */
export const RECENT_BATCHES = 5;

/** A product's code, what a questionnaire names it by (`libraryProduct`), as the engine takes it. */
export const libraryProductCode = z.string().trim().min(1).max(64);
/** A custom field's key: a CSV column of the library's file. */
const fieldKey = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'lower-case letters, digits and _, starting with a letter');
/** A day as epoch milliseconds (its midnight UTC), or none; years 1000 to 9999, written YYYY-MM-DD in the CSV files. */
const day = z
  .number()
  .int()
  .min(Date.UTC(1000, 0, 1))
  .max(Date.UTC(9999, 11, 31))
  .nullable();

export const libraryField = z.object({
  key: fieldKey,
  label: z.string().trim().min(1).max(200),
  kind: z.enum(LIBRARY_FIELD_KINDS),
});
export type LibraryFieldView = z.infer<typeof libraryField>;

export const libraryProductView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  /** Custom field key to its value as text (a date as YYYY-MM-DD). */
  fields: z.record(z.string(), z.string()),
  created: z.number(),
  updated: z.number(),
  batches: z.number().int(),
});
export type LibraryProductView = z.infer<typeof libraryProductView>;

export const productBatchView = z.object({
  id: z.string(),
  lot: z.string(),
  productionDate: day,
  plant: z.string(),
  bestBefore: day,
  notes: z.string(),
});
export type ProductBatchView = z.infer<typeof productBatchView>;

/** A publication that served the product: as which of its definition's products, and which batch of each. */
export const productPublicationView = z.object({
  id: z.string(),
  name: z.string(),
  created: z.number(),
  closed: z.boolean(),
  served: z.array(
    z.object({
      /** The definition's product id and name. */
      product: z.string(),
      name: z.string(),
      batch: z.object({ id: z.string(), lot: z.string() }).nullable(),
    }),
  ),
});
export type ProductPublicationView = z.infer<typeof productPublicationView>;

const chartPoint = z.object({ value: z.number(), lower: z.number(), upper: z.number() });
const judgedChart = z.object({
  centre: z.number(),
  sigma: z.number(),
  points: z.array(chartPoint),
  beyondLimits: z.array(z.number().int()),
  violatingRuns: z.array(z.number().int()),
});

/** A batch's scores on the chart's question, over every publication that served it. */
export const chartBatch = z.object({
  id: z.string(),
  lot: z.string(),
  productionDate: day,
  scores: z.number().int(),
  mean: z.number(),
});

/**
 * A Shewhart chart of a question's batch means in time order (production date), as
 * @palate/stats computes it (qcc's): `xbar` when every batch was rated by at least two
 * judges, else `individuals` with its moving ranges. The limits come from the batches of
 * `baseline` (indices into `batches`, end excluded). `out`: recent batches beyond the limits
 * or caught by a Western Electric rule.
 */
export const productControlChart = z.object({
  /** The questions scored on numbers that the product's publications share, and how many batches each has. */
  questions: z.array(z.object({ control: z.string(), label: z.string(), batches: z.number().int() })),
  control: z.string().nullable(),
  kind: z.enum(['individuals', 'xbar']),
  batches: z.array(chartBatch),
  baseline: z.object({ start: z.number().int(), end: z.number().int() }),
  chart: judgedChart
    .extend({
      westernElectric: z.object({
        beyond3Sigma: z.array(z.number().int()),
        twoOfThreeBeyond2Sigma: z.array(z.number().int()),
        fourOfFiveBeyond1Sigma: z.array(z.number().int()),
        eightOnOneSide: z.array(z.number().int()),
      }),
    })
    .nullable(),
  movingRange: judgedChart.nullable(),
  /** Why there is no chart (too few batches, no variation), when there is none. */
  insufficient: z.string().nullable(),
  out: z.array(z.object({ lot: z.string(), reasons: z.array(z.string()) })),
});
export type ProductControlChartView = z.infer<typeof productControlChart>;

/**
 * A questionnaire's product that names a library product, the product it names (null when
 * the library has none of its code) and that product's batches, oldest production first:
 * what the publish form picks the served batch among.
 */
export const servableProduct = z.object({
  /** The definition's product id and name. */
  product: z.string(),
  name: z.string(),
  library: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  batches: z.array(productBatchView),
});
export type ServableProductView = z.infer<typeof servableProduct>;

/**
 * A product of an analysed publication, in the definition's order: the library product it
 * names (its code, or null) and the batch it served (lot code and production date), or null
 * when the publication has not said (acc/products/serve).
 */
export const analysedProduct = z.object({
  id: z.string(),
  name: z.string(),
  libraryProduct: z.string().nullable(),
  batch: z.object({ lot: z.string(), productionDate: day }).nullable(),
});
export type AnalysedProductView = z.infer<typeof analysedProduct>;

/** The library's CSV files: products (`code,name,brand,category,<custom fields>`) or batches. */
export const libraryFileKind = z.enum(['products', 'batches']);
export type LibraryFileKind = z.infer<typeof libraryFileKind>;

const authenticated = z.object({ tk: token });
const id = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);

/** The product library's calls, with their request and response schemas, spread into calls.ts. */
export const productCallSchemas = {
  'acc/products/list': {
    request: authenticated,
    response: z.object({ products: z.array(libraryProductView), fields: z.array(libraryField) }),
  },
  'acc/products/get': {
    request: authenticated.extend({ id }),
    response: z.object({
      product: libraryProductView,
      fields: z.array(libraryField),
      batches: z.array(productBatchView),
      publications: z.array(productPublicationView),
    }),
  },
  'acc/products/save': {
    request: authenticated.extend({
      /** Absent for a new product. */
      id: id.optional(),
      code: libraryProductCode,
      name: z.string().trim().min(1).max(200),
      brand: text(200).default(''),
      category: text(200).default(''),
      fields: z.record(fieldKey, text(500)).default({}),
    }),
    response: z.object({ product: libraryProductView }),
  },
  'acc/products/delete': { request: authenticated.extend({ id }), response: z.object({}) },
  /** The account's custom fields, all at once in their order; a field left out goes with its values. */
  'acc/products/fields/save': {
    request: authenticated.extend({ fields: z.array(libraryField).max(MOST_LIBRARY_FIELDS) }),
    response: z.object({ fields: z.array(libraryField) }),
  },
  'acc/products/batch/save': {
    request: authenticated.extend({
      product: id,
      /** Absent for a new batch. */
      id: id.optional(),
      lot: z.string().trim().min(1).max(100),
      productionDate: day.default(null),
      plant: text(200).default(''),
      bestBefore: day.default(null),
      notes: text(2000).default(''),
    }),
    response: z.object({ batch: productBatchView }),
  },
  'acc/products/batch/delete': { request: authenticated.extend({ id }), response: z.object({}) },
  /** A CSV file of products or batches: every line checked, nothing stored unless all are right. */
  'acc/products/import': {
    request: authenticated.extend({
      kind: libraryFileKind,
      text: z
        .string()
        .min(1)
        .max(1024 * 1024),
    }),
    response: z.object({ faults: z.array(importFault), imported: z.number().int() }),
  },
  'acc/products/export': {
    request: authenticated.extend({ kind: libraryFileKind }),
    response: z.object({ fileName: z.string(), content: z.string() }),
  },
  /** Which batch of its library product each of a publication's products served; null takes it back. */
  'acc/products/serve': {
    request: authenticated.extend({
      publication: id,
      served: z.array(z.object({ product: id, batch: id.nullable() })).max(900),
    }),
    response: z.object({}),
  },
  /** A questionnaire's products that name a library product, with its batches to serve. */
  'acc/products/servable': {
    request: authenticated.extend({ questionnaire: id }),
    response: z.object({ products: z.array(servableProduct) }),
  },
  'acc/products/chart': {
    request: authenticated.extend({
      id,
      /** The question charted; the first the product's publications share when absent. */
      control: id.optional(),
      /** The batches the limits are computed on (indices in time order, end excluded); every batch when absent. */
      baseline: z.object({ start: z.number().int().min(0), end: z.number().int().min(1) }).optional(),
    }),
    response: productControlChart,
  },
} as const;
