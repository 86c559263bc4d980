import { matchLanguage, type Language } from '@palate/engine';

export { matchLanguage };

export const DEFAULT_LANGUAGE: Language = 'en';

export type Wrapper = 'd-win' | 'd-android';

export interface FeatureFlags {
  report: boolean;
  link: boolean;
  syncResults: boolean;
  expTime: boolean;
}

/** What the options segment of an address asks for (spec section 2). */
export interface RouteOptions {
  /** Selects the account's custom stylesheet and script; null for none. */
  account: string | null;
  /** The desktop or Android host embedding the app, if any. */
  wrapper: Wrapper | null;
  debug: boolean;
  features: FeatureFlags;
}

const FEATURE_NAMES = ['report', 'link', 'syncResults', 'expTime'] as const satisfies readonly (keyof FeatureFlags)[];

/**
 * The spec's defaults: `link` and `report` on, `syncResults` and `expTime` off; a tag
 * turns a flag on. `link` and `report` are the account's defaults as a pair: a segment
 * that names one of them and not the other turns the other off (`acme.report`: no links).
 */
const DEFAULT_FEATURES: FeatureFlags = { report: true, link: true, syncResults: false, expTime: false };
const ACCOUNT_DEFAULT_FLAGS = ['link', 'report'] as const;

/** `lang` is the placeholder that fills the options segment when there is no account. */
const NO_ACCOUNT_TAG = 'lang';

/**
 * Parses the options segment: dot-separated tags, matched without regard to case since
 * people type these addresses. The first tag that is not a keyword is the account code;
 * any further unknown tag is ignored, as are empty tags.
 */
export function parseRouteOptions(segment: string | null): RouteOptions {
  const options: RouteOptions = { account: null, wrapper: null, debug: false, features: { ...DEFAULT_FEATURES } };
  if (segment === null) return options;
  const tags = segment.split('.');
  const featureOf = (tag: string) => FEATURE_NAMES.find((name) => name.toLowerCase() === tag.toLowerCase());
  const named = new Set(tags.map(featureOf));
  if (ACCOUNT_DEFAULT_FLAGS.some((flag) => named.has(flag))) {
    for (const flag of ACCOUNT_DEFAULT_FLAGS) options.features[flag] = named.has(flag);
  }
  for (const tag of tags) {
    const lower = tag.toLowerCase();
    const feature = featureOf(tag);
    if (feature) options.features[feature] = true;
    else if (lower === 'd-win' || lower === 'd-android') options.wrapper = lower;
    else if (lower === 'debug') options.debug = true;
    else if (lower !== NO_ACCOUNT_TAG && tag !== '' && options.account === null) options.account = tag;
  }
  return options;
}

/** An unknown language falls back to English, the product's default. */
export function normaliseLanguage(tag: string): Language {
  return matchLanguage(tag) ?? DEFAULT_LANGUAGE;
}

/** The tray-number prompt a session asks for before its first screen. */
export interface TrayPrompt {
  min: number | null;
  max: number | null;
  /** Ask the judge to type the number a second time. */
  confirm: boolean;
}

export interface SessionParams {
  setNumber: number | null;
  tray: TrayPrompt | null;
}

/**
 * Parses the session params string: `n{no}` set number, `m{min}` and `M{max}` tray-number
 * bounds, `c{0|1}` confirm, joined by `+` (e.g. `n2+m1+M40+c1`). A malformed part is
 * ignored rather than failing the whole address; a repeated part keeps its last value.
 * Any of m, M or c asks for a tray number.
 */
export function parseSessionParams(params: string): SessionParams {
  const result: SessionParams = { setNumber: null, tray: null };
  const tray = (): TrayPrompt => (result.tray ??= { min: null, max: null, confirm: false });
  for (const part of params.split('+')) {
    const match = /^([nmMc])(\d{1,9})$/.exec(part);
    if (!match) continue;
    const [, key, digits] = match;
    const number = Number(digits);
    switch (key) {
      case 'n':
        if (number > 0) result.setNumber = number;
        break;
      case 'm':
        tray().min = number;
        break;
      case 'M':
        tray().max = number;
        break;
      case 'c':
        if (number === 0 || number === 1) tray().confirm = number === 1;
        break;
    }
  }
  return result;
}

/** The bounds of a tray prompt whose address names only one of them (or neither, with c alone). */
const TRAY_DEFAULT_MIN = 1;
const TRAY_DEFAULT_MAX = 999_999;

/** run/start's `pres` for the session parameters of an address: the set to serve and the tray prompt's bounds. */
export function startOptionsOf(params: SessionParams): { set?: number; prompt?: { min: number; max: number } } {
  const { setNumber, tray } = params;
  return {
    ...(setNumber === null ? {} : { set: setNumber }),
    ...(tray === null ? {} : { prompt: { min: tray.min ?? TRAY_DEFAULT_MIN, max: tray.max ?? TRAY_DEFAULT_MAX } }),
  };
}
