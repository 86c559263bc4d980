/**
 * Presentation constants and rules of spec section 9 (results rounding, distributions,
 * chart colours, end of life). Pure, so that the server's exports and the web app agree.
 */

/** Results are rounded to at most this many decimals. */
export const MAX_RESULT_DECIMALS = 9;

/**
 * The decimals that suit results spread over `range` (max - min): 0 when the range is
 * at least 10, 1 from 1, 2 from 0.1, otherwise 3. A negative range counts by its size.
 */
export function decimalsForRange(range: number): number {
  const size = Math.abs(range);
  if (!Number.isFinite(size) || size >= 10) return 0;
  if (size >= 1) return 1;
  if (size >= 0.1) return 2;
  return 3;
}

/**
 * Rounds half away from zero to `decimals` (clamped to 0..9). Goes through the
 * exponent notation so that 1.005 becomes 1.01 as a person expects, not 1.00.
 */
export function roundResult(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.min(MAX_RESULT_DECIMALS, Math.max(0, Math.trunc(decimals)));
  const magnitude = Math.abs(value);
  const rounded = scaleByPowerOfTen(Math.round(scaleByPowerOfTen(magnitude, places)), -places);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `value * 10^power` without the binary error of a multiplication. */
function scaleByPowerOfTen(value: number, power: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + power}`);
}

/** Rounds a result with the decimals its scale's range calls for. */
export function roundForRange(value: number, range: number): number {
  return roundResult(value, decimalsForRange(range));
}

/** Below this a p-value is written "< 0.001": no result shows a p-value of "0.000" or "0.00". */
export const SMALLEST_P_WRITTEN = 0.001;

/**
 * A p-value as every result writes it (the console, the report, the workbook's cell format):
 * "< 0.001" below 0.001, else three decimals, in the language's digits.
 */
export function pValueText(pValue: number, language: string): string {
  const threeDecimals = (value: number) =>
    new Intl.NumberFormat(language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
      roundResult(value, 3),
    );
  return pValue < SMALLEST_P_WRITTEN ? `< ${threeDecimals(SMALLEST_P_WRITTEN)}` : threeDecimals(pValue);
}

/** A p-value with its letter, for a sentence: "p < 0.001" or "p = 0.042", never "p = < 0.001". */
export function pValueStatement(pValue: number, language: string): string {
  const text = pValueText(pValue, language);
  return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}

/** Spec section 9: a distribution's default number of bins. */
export const DEFAULT_DISTRIBUTION_BINS = 5;

/**
 * How many of `values` fall in each of `bins` equal bins over [min, max]; the last bin
 * holds max itself, and values outside the range count in the nearest bin.
 */
export function distribution(values: readonly number[], min: number, max: number, bins = DEFAULT_DISTRIBUTION_BINS) {
  const counts = Array.from({ length: Math.max(1, Math.trunc(bins)) }, () => 0);
  const width = (max - min) / counts.length;
  for (const value of values) {
    const bin = width > 0 ? Math.floor((value - min) / width) : 0;
    const index = Math.min(counts.length - 1, Math.max(0, bin));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** The chart palette's eight base colours. */
export const CHART_BASE_COLOURS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
] as const;

/** How far the lighter and darker variants move towards white and black. */
export const CHART_SHADE_FACTOR = 0.4;

/**
 * The colour of the chart series at `index`: the eight base colours, then their lighter
 * variants, then their darker ones, and round again.
 */
export function chartColour(index: number): string {
  const count = CHART_BASE_COLOURS.length;
  const position = ((Math.trunc(index) % (count * 3)) + count * 3) % (count * 3);
  const base = CHART_BASE_COLOURS[position % count] ?? CHART_BASE_COLOURS[0];
  const variant = Math.floor(position / count);
  if (variant === 0) return base;
  return shade(base, variant === 1 ? CHART_SHADE_FACTOR : -CHART_SHADE_FACTOR);
}

/** Moves a #rrggbb colour towards white (positive factor) or black (negative). */
export function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const target = factor >= 0 ? 255 : 0;
  const amount = Math.abs(factor);
  return (
    '#' +
    channels
      .map((channel) => Math.round(channel + (target - channel) * amount))
      .map((channel) => channel.toString(16).padStart(2, '0'))
      .join('')
  );
}

/** Expires soon: within 7 days. */
export const EXPIRES_SOON_SECONDS = 604_800;
const HOUR_SECONDS = 3600;

/** The end-of-life fields of a block item (spec section 3). */
export interface EndOfLife {
  expired: boolean;
  expiresSoon: boolean;
  secondsBeforeExpiration: number | null;
  secondsBeforeDeletion: number | null;
}

/** End of life from the expiration and deletion times (epoch ms, null for never). */
export function endOfLife(expiresAt: number | null, deletesAt: number | null, now: number): EndOfLife {
  const secondsBeforeExpiration = expiresAt === null ? null : Math.floor((expiresAt - now) / 1000);
  const secondsBeforeDeletion = deletesAt === null ? null : Math.max(0, Math.floor((deletesAt - now) / 1000));
  const expired = secondsBeforeExpiration !== null && secondsBeforeExpiration <= 0;
  return {
    expired,
    expiresSoon: !expired && secondsBeforeExpiration !== null && secondsBeforeExpiration <= EXPIRES_SOON_SECONDS,
    secondsBeforeExpiration,
    secondsBeforeDeletion,
  };
}

/** The deletion warning: in whole hours when at least one remains, otherwise "less than an hour". */
export type DeletionWarning = { unit: 'hours'; hours: number } | { unit: 'lessThanAnHour' };

export function deletionWarning(secondsBeforeDeletion: number): DeletionWarning {
  if (secondsBeforeDeletion >= HOUR_SECONDS)
    return { unit: 'hours', hours: Math.floor(secondsBeforeDeletion / HOUR_SECONDS) };
  return { unit: 'lessThanAnHour' };
}
