import { type LibraryFieldView, type LibraryFileKind } from '@palate/protocol';
import { recordAudit } from '../../accounts/audit.service.ts';
import { newId } from '../../security/tokens.ts';
import type { CallContext } from '../../shared/context.ts';
import {
  BATCH_COLUMNS,
  MOST_IMPORTED_LINES,
  PRODUCT_COLUMNS,
  csvRecords,
  csvText,
  dayOf,
  dayText,
  fieldValueFault,
} from './product-library-csv.ts';
import {
  batchesOf,
  libraryFields,
  libraryProducts,
  storeLibrary,
  type LibraryProductRow,
  type ProductBatchRow,
} from './product-library.repository.ts';
import { accountOf, fieldView, keptFieldValues } from './product-library.service.ts';

/**
 * acc/products/import: a CSV file of products (`code,name,brand,category,<custom fields>`,
 * a product of a known code updated) or batches (`product,lot,production_date,plant,
 * best_before,notes`, a batch of a known lot updated). Its first line names the columns.
 * Every line is checked; the file is stored only when no line has a fault.
 */
export async function importLibrary(
  context: CallContext,
  kind: LibraryFileKind,
  text: string,
): Promise<{ faults: { line: number; message: string }[]; imported: number }> {
  const account = accountOf(context);
  const parsed = csvRecords(text);
  if ('fault' in parsed) return { faults: [parsed.fault], imported: 0 };
  const [header, ...records] = parsed.records;
  if (!header) return { faults: [{ line: 1, message: 'The file is empty.' }], imported: 0 };
  if (records.length > MOST_IMPORTED_LINES) {
    return { faults: [{ line: 1, message: `A file holds at most ${MOST_IMPORTED_LINES} lines.` }], imported: 0 };
  }
  const fields = (await libraryFields(context.db, account)).map(fieldView);
  const products = await libraryProducts(context.db, account);
  const outcome =
    kind === 'products'
      ? productLines(context, header.cells, records, fields, products)
      : batchLines(
          header.cells,
          records,
          products,
          await batchesOf(
            context.db,
            products.map((one) => one.id),
          ),
        );
  if (outcome.faults.length > 0) return { faults: outcome.faults, imported: 0 };
  await storeLibrary(context.db, outcome.products, outcome.batches);
  await recordAudit(context, `product.import.${kind}`, 'product library', { lines: records.length });
  return { faults: [], imported: records.length };
}

type Stored<T> = { insert: T[]; update: T[] };
interface LinesOutcome {
  faults: { line: number; message: string }[];
  products: Stored<LibraryProductRow>;
  batches: Stored<ProductBatchRow>;
}

/** The column of each header cell, or the header's fault: every required column named once, no unknown one. */
function columnIndex(
  header: string[],
  required: readonly string[],
  optional: readonly string[],
): Map<string, number> | string {
  const index = new Map<string, number>();
  for (const [i, cell] of header.entries()) {
    const name = cell.toLowerCase();
    if (![...required, ...optional].includes(name)) {
      return `Unknown column "${cell}" (the columns are ${[...required, ...optional].join(', ')}).`;
    }
    if (index.has(name)) return `The column "${name}" is named twice.`;
    index.set(name, i);
  }
  const missing = required.filter((name) => !index.has(name));
  return missing.length > 0
    ? `The file needs the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`
    : index;
}

/** A line of an imported file: its number, its cell under a column's name ('' when absent), and a fault to record against it. */
interface FileLine {
  line: number;
  cell: (name: string) => string;
  fault: (message: string) => void;
}

/**
 * Reads each record of a file whose header must name the `required` columns and may name the
 * `optional` ones: the header's fault (on line 1) or a line with more cells than columns is
 * recorded in `faults`; every other line is handed to `read`.
 */
function eachLine(
  header: string[],
  records: { line: number; cells: string[] }[],
  required: readonly string[],
  optional: readonly string[],
  faults: { line: number; message: string }[],
  read: (line: FileLine, columns: Map<string, number>) => void,
): void {
  const columns = columnIndex(header, required, optional);
  if (typeof columns === 'string') {
    faults.push({ line: 1, message: columns });
    return;
  }
  for (const { line, cells } of records) {
    const fault = (message: string): void => {
      faults.push({ line, message });
    };
    if (cells.length > header.length) {
      fault(`The line has ${cells.length} cells for ${header.length} columns.`);
      continue;
    }
    const cell = (name: string): string => {
      const at = columns.get(name);
      return at === undefined ? '' : (cells[at] ?? '');
    };
    read({ line, cell, fault }, columns);
  }
}

function productLines(
  context: CallContext,
  header: string[],
  records: { line: number; cells: string[] }[],
  fields: LibraryFieldView[],
  existing: LibraryProductRow[],
): LinesOutcome {
  const outcome: LinesOutcome = {
    faults: [],
    products: { insert: [], update: [] },
    batches: { insert: [], update: [] },
  };
  const seen = new Map<string, number>();
  eachLine(
    header,
    records,
    ['code', 'name'],
    ['brand', 'category', ...fields.map((field) => field.key)],
    outcome.faults,
    ({ line, cell, fault }, columns) => {
      const code = cell('code');
      if (code === '' || code.length > 64) {
        fault('Each product needs a code of at most 64 characters.');
        return;
      }
      if (cell('name') === '' || cell('name').length > 200) {
        fault(`Product "${code}" needs a name of at most 200 characters.`);
        return;
      }
      const first = seen.get(code);
      if (first !== undefined) {
        fault(`Product "${code}" is on line ${first} already.`);
        return;
      }
      seen.set(code, line);
      const values = Object.fromEntries(fields.map((field) => [field.key, cell(field.key)]));
      const fieldFault = fields.map((field) => fieldValueFault(field, values[field.key] ?? '')).find(Boolean);
      if (fieldFault !== undefined) {
        fault(fieldFault);
        return;
      }
      const known = existing.find((one) => one.code === code);
      const row: LibraryProductRow = {
        id: known?.id ?? newId(),
        account_id: known?.account_id ?? accountOf(context),
        code,
        name: cell('name'),
        brand: columns.has('brand') ? cell('brand') : (known?.brand ?? ''),
        category: columns.has('category') ? cell('category') : (known?.category ?? ''),
        field_values: JSON.stringify({
          ...(known ? (JSON.parse(known.field_values) as Record<string, string>) : {}),
          ...keptFieldValues(
            Object.fromEntries(
              fields.filter((field) => columns.has(field.key)).map((f) => [f.key, values[f.key] ?? '']),
            ),
            fields,
          ),
        }),
        created_at: known?.created_at ?? context.now,
        updated_at: context.now,
      };
      (known ? outcome.products.update : outcome.products.insert).push(row);
    },
  );
  return outcome;
}

function batchLines(
  header: string[],
  records: { line: number; cells: string[] }[],
  products: LibraryProductRow[],
  batches: ProductBatchRow[],
): LinesOutcome {
  const outcome: LinesOutcome = {
    faults: [],
    products: { insert: [], update: [] },
    batches: { insert: [], update: [] },
  };
  const seen = new Map<string, number>();
  eachLine(header, records, ['product', 'lot'], BATCH_COLUMNS.slice(2), outcome.faults, ({ line, cell, fault }) => {
    const product = products.find((one) => one.code === cell('product'));
    if (!product) {
      fault(`There is no product "${cell('product')}" in the library.`);
      return;
    }
    const lot = cell('lot');
    if (lot === '' || lot.length > 100) {
      fault('Each batch needs a lot code of at most 100 characters.');
      return;
    }
    const key = `${product.id}\n${lot}`;
    const first = seen.get(key);
    if (first !== undefined) {
      fault(`Batch "${lot}" of "${product.code}" is on line ${first} already.`);
      return;
    }
    seen.set(key, line);
    const dates = (['production_date', 'best_before'] as const).map((name) => {
      const value = cell(name);
      return { name, value, day: value === '' ? null : dayOf(value) };
    });
    const badDate = dates.find((date) => date.day === undefined);
    if (badDate) {
      fault(`"${badDate.value}" in ${badDate.name} is not a date (YYYY-MM-DD).`);
      return;
    }
    const known = batches.find((one) => one.product_id === product.id && one.lot_code === lot);
    const row: ProductBatchRow = {
      id: known?.id ?? newId(),
      product_id: product.id,
      lot_code: lot,
      production_date: dates[0]?.day ?? null,
      plant: cell('plant'),
      best_before: dates[1]?.day ?? null,
      notes: cell('notes'),
    };
    (known ? outcome.batches.update : outcome.batches.insert).push(row);
  });
  return outcome;
}

/** acc/products/export: the library's products or batches as the CSV file import reads. */
export async function exportLibrary(
  context: CallContext,
  kind: LibraryFileKind,
): Promise<{ fileName: string; content: string }> {
  const account = accountOf(context);
  const products = await libraryProducts(context.db, account);
  if (kind === 'products') {
    const fields = await libraryFields(context.db, account);
    const content = csvText([
      [...PRODUCT_COLUMNS, ...fields.map((field) => field.key)],
      ...products.map((product) => {
        const values = JSON.parse(product.field_values) as Record<string, string>;
        return [
          product.code,
          product.name,
          product.brand,
          product.category,
          ...fields.map((field) => values[field.key] ?? ''),
        ];
      }),
    ]);
    return { fileName: 'products.csv', content };
  }
  const codes = new Map(products.map((product) => [product.id, product.code]));
  const batches = await batchesOf(context.db, [...codes.keys()]);
  const content = csvText([
    [...BATCH_COLUMNS],
    ...batches.map((batch) => [
      codes.get(batch.product_id) ?? '',
      batch.lot_code,
      dayText(batch.production_date),
      batch.plant,
      dayText(batch.best_before),
      batch.notes,
    ]),
  ]);
  return { fileName: 'batches.csv', content };
}
