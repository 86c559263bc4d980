/** A training publication's rule of the panel's mean ± k SD (migration 0042), part of its row: both null, or both set. */
export interface PublicationTrainingColumns {
  panel_target_k: number | null;
  /** How many other judges must have answered a product's attribute before its panel target shows. */
  panel_target_min_judges: number | null;
}

/** A training publication's target for one product and attribute (a scale control): value ± tolerance. */
export interface PublicationTargetTable {
  publication_id: string;
  product_id: string;
  control_id: string;
  value: number;
  tolerance: number;
}
