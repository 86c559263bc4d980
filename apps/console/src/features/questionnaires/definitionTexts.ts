import { LANGUAGES, type Language, type LocalizedText } from '@palate/engine';

/** Where a text sits in a definition: the keys and indexes from its root. */
export type TextPath = readonly (string | number)[];

/** One text of a questionnaire a judge reads, as it is written in the definition. */
export interface DefinitionText {
  path: TextPath;
  value: LocalizedText;
}

/** The fields of the questionnaire format that hold a text a judge reads (docs/questionnaire-format.md). */
const TEXT_FIELDS = new Set(['title', 'label', 'text', 'alt', 'attribute']);
/** Fields that hold texts only under these parents (a scale's `min` elsewhere is a number). */
const TEXTS_UNDER: Record<string, ReadonlySet<string>> = { anchors: new Set(['min', 'max']) };
const TEXT_LISTS = new Set(['categories']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text, or one emptied while it is edited (a fault of the definition, but still its row). */
function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value === 'string') return true;
  if (!isRecord(value)) return false;
  return Object.entries(value).every(
    ([key, text]) => (LANGUAGES as readonly string[]).includes(key) && typeof text === 'string',
  );
}

/** Every text of a definition, in the order a leader reads the file. */
export function definitionTexts(definition: unknown): DefinitionText[] {
  const found: DefinitionText[] = [];
  const visit = (node: unknown, path: TextPath, parentKey: string | null): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        if (parentKey !== null && TEXT_LISTS.has(parentKey) && isLocalizedText(item)) {
          found.push({ path: [...path, index], value: item });
        } else visit(item, [...path, index], null);
      });
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const textField = TEXT_FIELDS.has(key) || (parentKey !== null && TEXTS_UNDER[parentKey]?.has(key) === true);
      if (textField && isLocalizedText(value)) found.push({ path: [...path, key], value });
      else visit(value, [...path, key], key);
    }
  };
  visit(definition, [], null);
  return found;
}

/**
 * A text written once (a plain string) is taken as English, the format's default language:
 * it shows in every language, but a translator sees it lacks the others.
 */
const WRITTEN_ONCE_IN: Language = 'en';

function perLanguage(value: LocalizedText): Partial<Record<Language, string>> {
  return typeof value === 'string' ? { [WRITTEN_ONCE_IN]: value } : value;
}

/** A text's wording in a language; empty where it has none of its own. */
export function wordingIn(value: LocalizedText, language: Language): string {
  return perLanguage(value)[language] ?? '';
}

/** What judges in that language read meanwhile (the client's fallback: English, then any). */
export function fallbackWording(value: LocalizedText): string {
  const texts = perLanguage(value);
  return texts.en ?? Object.values(texts)[0] ?? '';
}

/** The chosen languages a text has no wording of its own in. */
export function missingLanguages(value: LocalizedText, languages: readonly Language[]): Language[] {
  const texts = perLanguage(value);
  return languages.filter((language) => !texts[language]?.trim());
}

/** The languages a definition's texts are written in (at least English). */
export function languagesOf(definition: unknown): Language[] {
  const used = new Set<string>([WRITTEN_ONCE_IN]);
  for (const { value } of definitionTexts(definition))
    for (const language of Object.keys(perLanguage(value))) used.add(language);
  return LANGUAGES.filter((language) => used.has(language));
}

/** The text with its wording in one language changed; an emptied language is dropped (the format has no empty texts). */
export function changedText(value: LocalizedText, language: Language, wording: string): LocalizedText {
  const kept = Object.entries(perLanguage(value)).filter(([each]) => each !== language);
  return Object.fromEntries(wording.trim() === '' ? kept : [...kept, [language, wording]]) as LocalizedText;
}

/** The definition with the text at `path` replaced; the rest is shared, not copied. */
export function withTextAt(definition: unknown, path: TextPath, value: LocalizedText): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(definition) && typeof head === 'number') {
    return definition.map((item: unknown, index) => (index === head ? withTextAt(item, rest, value) : item));
  }
  if (isRecord(definition) && typeof head === 'string') {
    return { ...definition, [head]: withTextAt(definition[head], rest, value) };
  }
  throw new Error(`no text at ${path.join('.')}`);
}

/** A step of a text's place: a page by its number, or a name of the format (an id, a field). */
export type PlacePart = { page: number } | { name: string };

/** Where a text is, for a leader: page 2 · liking · label (ids stand for the controls and options that have one). */
export function placeOf(definition: unknown, path: TextPath): PlacePart[] {
  const parts: PlacePart[] = [];
  let node: unknown = definition;
  let list: string | null = null;
  for (const step of path) {
    if (typeof step === 'number') {
      const item: unknown = Array.isArray(node) ? node[step] : undefined;
      if (list === 'pages') parts.push({ page: step + 1 });
      else if (isRecord(item) && typeof item.id === 'string') parts.push({ name: item.id });
      else parts.push({ name: `${list ?? ''} ${step + 1}`.trim() });
      node = item;
    } else {
      // A list's name is said by its items (a page, a control's id).
      if (!Array.isArray(isRecord(node) ? node[step] : undefined)) parts.push({ name: step });
      list = step;
      node = isRecord(node) ? node[step] : undefined;
    }
  }
  return parts;
}

/** A text's place as `palate check` names a fault's path: `pages[1].controls[0].label`. */
export function faultPath(path: TextPath): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`)).join('');
}
