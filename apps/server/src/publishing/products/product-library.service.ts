import type { Questionnaire } from '@palate/engine';
import {
  CallError,
  ErrorCode,
  type AnalysedProductView,
  type LibraryFieldView,
  type LibraryProductView,
  type ProductBatchView,
  type ProductPublicationView,
  type ServableProductView,
} from '@palate/protocol';
import { recordAudit } from '../../accounts/audit.service.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../security/tokens.ts';
import { requireCaller, type CallContext } from '../../shared/context.ts';
import { refusedRequest } from '../../shared/refusal.ts';
import { loadDefinition } from '../definitions.ts';
import { ownPublication } from '../own-publication.ts';
import { listPublications, type PublicationRow } from '../publications.repository.ts';
import { ownQuestionnaire } from '../questionnaire-library.service.ts';
import { PRODUCT_COLUMNS, fieldValueFault } from './product-library-csv.ts';
import {
  batchCounts,
  batchesOf,
  deleteBatch,
  deleteLibraryProduct,
  findBatch,
  findLibraryProduct,
  libraryFields,
  libraryProducts,
  publicationBatches,
  replaceLibraryFields,
  setPublicationBatches,
  storeLibrary,
  type LibraryProductRow,
  type ProductBatchRow,
} from './product-library.repository.ts';

export function accountOf(context: CallContext): string {
  return requireCaller(context).member.account_id;
}

export function fieldView(row: { key: string; label: string; kind: LibraryFieldView['kind'] }): LibraryFieldView {
  return { key: row.key, label: row.label, kind: row.kind };
}

function productView(row: LibraryProductRow, batches: number): LibraryProductView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    brand: row.brand,
    category: row.category,
    fields: JSON.parse(row.field_values) as Record<string, string>,
    created: row.created_at,
    updated: row.updated_at,
    batches,
  };
}

export function batchView(row: ProductBatchRow): ProductBatchView {
  return {
    id: row.id,
    lot: row.lot_code,
    productionDate: row.production_date,
    plant: row.plant,
    bestBefore: row.best_before,
    notes: row.notes,
  };
}

/** acc/products/list: the account's products by code, and its custom fields. */
export async function listLibrary(
  context: CallContext,
): Promise<{ products: LibraryProductView[]; fields: LibraryFieldView[] }> {
  const account = accountOf(context);
  const counts = await batchCounts(context.db, account);
  return {
    products: (await libraryProducts(context.db, account)).map((row) => productView(row, counts.get(row.id) ?? 0)),
    fields: (await libraryFields(context.db, account)).map(fieldView),
  };
}

/** A product of the caller's account, or 90422 as if there were none. */
export async function ownLibraryProduct(context: CallContext, id: string): Promise<LibraryProductRow> {
  const product = await findLibraryProduct(context.db, id);
  if (!product || product.account_id !== accountOf(context)) {
    throw new CallError(ErrorCode.invalidRequest, 'There is no such product.');
  }
  return product;
}

/** acc/products/get: a product, its batches (oldest production first) and the publications that served it. */
export async function productDetail(
  context: CallContext,
  id: string,
): Promise<{
  product: LibraryProductView;
  fields: LibraryFieldView[];
  batches: ProductBatchView[];
  publications: ProductPublicationView[];
}> {
  const product = await ownLibraryProduct(context, id);
  const batches = inTimeOrder(await batchesOf(context.db, [product.id]));
  const serving = await publicationsServing(context, product.code);
  const served = await publicationBatches(
    context.db,
    serving.map(({ publication }) => publication.id),
  );
  return {
    product: productView(product, batches.length),
    fields: (await libraryFields(context.db, product.account_id)).map(fieldView),
    batches: batches.map(batchView),
    publications: serving
      .map(({ publication, products }) => ({
        id: publication.id,
        name: publication.name,
        created: publication.created_at,
        closed: publication.expires_at !== null && publication.expires_at <= context.now,
        served: products.map((one) => {
          const row = served.find((s) => s.publication_id === publication.id && s.product === one.id);
          return { product: one.id, name: one.name, batch: row ? { id: row.batch_id, lot: row.lot_code } : null };
        }),
      }))
      .reverse(),
  };
}

/** Batches by production date (undated last), then lot code: the order a control chart reads them in. */
export function inTimeOrder<T extends Pick<ProductBatchRow, 'production_date' | 'lot_code'>>(batches: T[]): T[] {
  return [...batches].sort(
    (a, b) =>
      (a.production_date ?? Number.MAX_SAFE_INTEGER) - (b.production_date ?? Number.MAX_SAFE_INTEGER) ||
      a.lot_code.localeCompare(b.lot_code),
  );
}

/**
 * The account's publications, oldest first, whose questionnaire serves the library product
 * of this code, with the definition's products that are it (one library product may be
 * served as several, e.g. in a triangle's two cups of one batch).
 */
export async function publicationsServing(
  context: CallContext,
  code: string,
): Promise<{ publication: PublicationRow; definition: Questionnaire; products: { id: string; name: string }[] }[]> {
  const publications = await listPublications(context.db, accountOf(context), false);
  const serving = [];
  for (const publication of publications) {
    const definition = await loadDefinition(context.db, publication.questionnaire_id);
    const products = definition.products
      .filter((product) => product.libraryProduct === code)
      .map((product) => ({ id: product.id, name: product.name }));
    if (products.length > 0) serving.push({ publication, definition, products });
  }
  return serving;
}

/** acc/products/save: a new product, or one changed; its code unique in the account, its fields the account's. */
export async function saveProduct(
  context: CallContext,
  request: {
    id?: string | undefined;
    code: string;
    name: string;
    brand: string;
    category: string;
    fields: Record<string, string>;
  },
): Promise<LibraryProductView> {
  const account = accountOf(context);
  const existing = request.id === undefined ? undefined : await ownLibraryProduct(context, request.id);
  const fields = (await libraryFields(context.db, account)).map(fieldView);
  const fault = productFault(request, fields);
  if (fault !== undefined) throw refusedRequest(fault);
  const clash = (await libraryProducts(context.db, account)).find(
    (one) => one.code === request.code && one.id !== existing?.id,
  );
  if (clash) throw refusedRequest(`Another product has the code "${request.code}".`);
  const row: LibraryProductRow = {
    id: existing?.id ?? newId(),
    account_id: account,
    code: request.code,
    name: request.name,
    brand: request.brand,
    category: request.category,
    field_values: JSON.stringify(keptFieldValues(request.fields, fields)),
    created_at: existing?.created_at ?? context.now,
    updated_at: context.now,
  };
  await storeLibrary(context.db, existing ? { insert: [], update: [row] } : { insert: [row], update: [] }, {
    insert: [],
    update: [],
  });
  await recordAudit(context, existing ? 'product.update' : 'product.create', row.code, { id: row.id, name: row.name });
  const batches = existing ? (await batchesOf(context.db, [row.id])).length : 0;
  return productView(row, batches);
}

function productFault(product: { fields: Record<string, string> }, fields: LibraryFieldView[]): string | undefined {
  for (const key of Object.keys(product.fields)) {
    if (!fields.some((field) => field.key === key)) return `There is no field "${key}".`;
  }
  for (const field of fields) {
    const fault = fieldValueFault(field, product.fields[field.key] ?? '');
    if (fault !== undefined) return fault;
  }
  return undefined;
}

/** The values of the account's fields, in their order, empty ones left out. */
export function keptFieldValues(values: Record<string, string>, fields: LibraryFieldView[]): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = values[field.key] ?? '';
      return value === '' ? [] : [[field.key, value]];
    }),
  );
}

/** acc/products/delete: a product with its batches; the publications that served it keep their answers. */
export async function removeProduct(context: CallContext, id: string): Promise<void> {
  const product = await ownLibraryProduct(context, id);
  await deleteLibraryProduct(context.db, product.id);
  await recordAudit(context, 'product.delete', product.code, { id: product.id, name: product.name });
}

/** acc/products/fields/save: the account's custom fields, in their order; keys unique. */
export async function saveFields(context: CallContext, fields: LibraryFieldView[]): Promise<LibraryFieldView[]> {
  const account = accountOf(context);
  const keys = new Set<string>();
  for (const field of fields) {
    if (keys.has(field.key)) throw refusedRequest(`Two fields have the key "${field.key}".`);
    if ((PRODUCT_COLUMNS as readonly string[]).includes(field.key)) {
      throw refusedRequest(`"${field.key}" is a column of every product: give the field another key.`);
    }
    keys.add(field.key);
  }
  await replaceLibraryFields(
    context.db,
    account,
    fields.map((field, position) => ({ id: newId(), account_id: account, ...field, position })),
  );
  await recordAudit(context, 'product.fields', 'product library', { fields: fields.map((field) => field.key) });
  return fields;
}

/** acc/products/batch/save: a new batch of a product, or one changed; lot codes unique per product. */
export async function saveBatch(
  context: CallContext,
  request: {
    product: string;
    id?: string | undefined;
    lot: string;
    productionDate: number | null;
    plant: string;
    bestBefore: number | null;
    notes: string;
  },
): Promise<ProductBatchView> {
  const product = await ownLibraryProduct(context, request.product);
  const batches = await batchesOf(context.db, [product.id]);
  const existing = request.id === undefined ? undefined : batches.find((batch) => batch.id === request.id);
  if (request.id !== undefined && !existing) throw refusedRequest('There is no such batch.');
  if (batches.some((batch) => batch.lot_code === request.lot && batch.id !== existing?.id)) {
    throw refusedRequest(`The product already has a batch "${request.lot}".`);
  }
  const row: ProductBatchRow = {
    id: existing?.id ?? newId(),
    product_id: product.id,
    lot_code: request.lot,
    production_date: request.productionDate,
    plant: request.plant,
    best_before: request.bestBefore,
    notes: request.notes,
  };
  await storeLibrary(
    context.db,
    { insert: [], update: [] },
    existing ? { insert: [], update: [row] } : { insert: [row], update: [] },
  );
  await recordAudit(context, existing ? 'batch.update' : 'batch.create', `${product.code} ${row.lot_code}`, {
    id: row.id,
    product: product.id,
  });
  return batchView(row);
}

/** acc/products/batch/delete: a batch, and the publications' record of serving it. */
export async function removeBatch(context: CallContext, id: string): Promise<void> {
  const batch = await findBatch(context.db, id);
  const product = batch && (await findLibraryProduct(context.db, batch.product_id));
  if (!batch || !product || product.account_id !== accountOf(context)) throw refusedRequest('There is no such batch.');
  await deleteBatch(context.db, batch.id);
  await recordAudit(context, 'batch.delete', `${product.code} ${batch.lot_code}`, {
    id: batch.id,
    product: product.id,
  });
}

/**
 * acc/products/servable: the questionnaire's products that name a library product, each with
 * that product (null when the library lacks its code: publishing will refuse it) and its
 * batches in time order, for the publish form to pick the served batch.
 */
export async function servableProducts(context: CallContext, questionnaireId: string): Promise<ServableProductView[]> {
  const questionnaire = await ownQuestionnaire(context, questionnaireId);
  const definition = await loadDefinition(context.db, questionnaire.id);
  const named = definition.products.filter((product) => product.libraryProduct !== undefined);
  if (named.length === 0) return [];
  const library = await libraryProducts(context.db, questionnaire.account_id);
  const batches = inTimeOrder(
    await batchesOf(
      context.db,
      library.map((one) => one.id),
    ),
  );
  return named.map((product) => {
    const found = library.find((one) => one.code === product.libraryProduct);
    return {
      product: product.id,
      name: product.name,
      library: found ? { id: found.id, code: found.code, name: found.name } : null,
      batches: found ? batches.filter((batch) => batch.product_id === found.id).map(batchView) : [],
    };
  });
}

/**
 * acc/products/serve: which batch each of a publication's products served. The product must
 * name a library product (`libraryProduct`) and the batch be one of that product's.
 */
export async function serveBatches(
  context: CallContext,
  publicationId: string,
  served: { product: string; batch: string | null }[],
): Promise<void> {
  const publication = await ownPublication(context, publicationId);
  const definition = await loadDefinition(context.db, publication.questionnaire_id);
  const products = await libraryProducts(context.db, publication.account_id);
  const batches = await batchesOf(
    context.db,
    products.map((one) => one.id),
  );
  const checked = served.map(({ product, batch }) => {
    const defined = definition.products.find((one) => one.id === product);
    if (!defined) throw refusedRequest(`The questionnaire has no product "${product}".`);
    const library = products.find((one) => one.code === defined.libraryProduct);
    if (!library) throw refusedRequest(`Product "${product}" names no product of the library.`);
    if (batch !== null && !batches.some((one) => one.id === batch && one.product_id === library.id)) {
      throw refusedRequest(`That batch is not one of "${library.code}".`);
    }
    return { product, batchId: batch };
  });
  await setPublicationBatches(context.db, publication.id, checked);
  await recordAudit(context, 'publication.batches', publication.name, { id: publication.id, served });
}

/**
 * At publication: every `libraryProduct` the definition names is in the account's library
 * (90460 naming the first that is not), so that the results can carry its batches.
 */
export async function checkLibraryProducts(db: Db, accountId: string, definition: Questionnaire): Promise<void> {
  const named = definition.products.filter((product) => product.libraryProduct !== undefined);
  if (named.length === 0) return;
  const codes = new Set((await libraryProducts(db, accountId)).map((product) => product.code));
  const unknown = named.find((product) => !codes.has(product.libraryProduct as string));
  if (unknown) {
    throw new CallError(
      ErrorCode.libraryProductUnknown,
      `Product "${unknown.id}" names "${unknown.libraryProduct}", which is not in the product library.`,
      { product: unknown.id, code: unknown.libraryProduct },
    );
  }
}

/** The lot code each of a publication's products was served from, by the definition's product id. */
export async function servedLots(db: Db, publicationId: string): Promise<Map<string, string>> {
  const rows = await publicationBatches(db, [publicationId]);
  return new Map(rows.map((row) => [row.product, row.lot_code]));
}

/**
 * A publication's products for its analysis, in the definition's order: the library product
 * each names and the batch it served (lot code and production date), or null where not said.
 */
export async function analysedProducts(
  db: Db,
  publicationId: string,
  products: readonly { id: string; name: string; libraryProduct?: string | undefined }[],
): Promise<AnalysedProductView[]> {
  const served = await publicationBatches(db, [publicationId]);
  return products.map((product) => {
    const row = served.find((one) => one.product === product.id);
    return {
      id: product.id,
      name: product.name,
      libraryProduct: product.libraryProduct ?? null,
      batch: row ? { lot: row.lot_code, productionDate: row.production_date } : null,
    };
  });
}
