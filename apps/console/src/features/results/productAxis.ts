/** Below this width, product names under a chart are slanted so that long ones do not run together. */
const NARROW = 560;

/** Plot options for an axis of product names, in the questionnaire's order, readable at any width. */
export function productAxis(width: number, names: string[]) {
  const narrow = width < NARROW;
  return {
    scale: { label: null, domain: names, tickRotate: narrow ? -30 : 0 },
    marginBottom: narrow ? 20 + 6 * Math.max(...names.map((name) => name.length), 0) : 40,
  };
}
