/** A custom field of an account's product library (migration 0041), like the panel's profile fields. */
export interface LibraryFieldTable {
  id: string;
  account_id: string;
  key: string;
  label: string;
  kind: 'text' | 'number' | 'date';
  /** Its place among the account's fields, from 0. */
  position: number;
}

/** A product of an account's library; questionnaires name it by its code (`libraryProduct`). */
export interface LibraryProductTable {
  id: string;
  account_id: string;
  code: string;
  name: string;
  brand: string;
  category: string;
  /** JSON object: custom field key to its value as text. */
  field_values: string;
  created_at: number;
  updated_at: number;
}

/** A batch (lot) of a library product. Dates are the day's midnight UTC in epoch ms. */
export interface ProductBatchTable {
  id: string;
  product_id: string;
  lot_code: string;
  production_date: number | null;
  plant: string;
  best_before: number | null;
  notes: string;
}

/** The batch a publication served as one of its definition's products. */
export interface PublicationBatchTable {
  publication_id: string;
  /** The definition's product id. */
  product: string;
  batch_id: string;
}
