import type { Control, Page } from './definition.ts';
import { givenAnswer, isAnswerable, type Answer } from './answers.ts';
import { LANGUAGES, localize, type LocalizedText } from './languages.ts';

// Piping: a text that shows an earlier answer of the same judge (`{answer:CONTROL_ID}`) or
// the current sample's blinding code (`{code}`). Its own module, loaded only where a
// questionnaire pipes.

const PIPE = /\{answer:([^{}]*)\}|\{code\}/g;

/** The kinds whose answer reads as words or a number in a sentence. */
export const PIPED_KINDS: readonly Control['kind'][] = ['scale', 'text', 'comment', 'single', 'multiple'];

/** What the pipes of a text name, in every language it is written in. */
export function pipeReferences(text: LocalizedText): { controls: string[]; code: boolean } {
  const controls = new Set<string>();
  let code = false;
  for (const template of templatesOf(text)) {
    for (const match of template.matchAll(PIPE)) {
      if (match[1] === undefined) code = true;
      else controls.add(match[1]);
    }
  }
  return { controls: [...controls], code };
}

function templatesOf(text: LocalizedText): string[] {
  return typeof text === 'string' ? [text] : Object.values(text).filter((template) => template !== undefined);
}

/** A piped answer as a text, in each language where it reads differently (a choice's label, a number's decimal sign). */
export type PipedValues = Readonly<Record<string, LocalizedText>>;

/**
 * A text with its pipes filled in: `{answer:ID}` by `values[ID]`, `{code}` by the sample's
 * code. A pipe whose control has no answer (unanswered, hidden by a condition, or absent
 * from `values`) reads as an empty text, as does `{code}` on a screen without a sample; the
 * leader words the text so that it reads well either way, or hides it with the same
 * condition. A text written per language takes each piped value in that language; a text
 * written once becomes one per language when a piped value is.
 */
export function pipeText(text: LocalizedText, values: PipedValues, code: string | null): LocalizedText {
  const fill = (template: string, language: string | undefined): string =>
    template.replace(PIPE, (_, controlId: string | undefined) => {
      if (controlId === undefined) return code ?? '';
      const value = values[controlId] ?? '';
      return language === undefined ? (value as string) : localize(value, language);
    });
  if (typeof text !== 'string') {
    return Object.fromEntries(
      Object.entries(text).flatMap(([language, template]) =>
        template === undefined ? [] : [[language, fill(template, language)]],
      ),
    );
  }
  const { controls } = pipeReferences(text);
  if (controls.every((controlId) => typeof (values[controlId] ?? '') === 'string')) return fill(text, undefined);
  return Object.fromEntries(LANGUAGES.map((language) => [language, fill(text, language)]));
}

/** A text of a page where it is found: ['title'], ['controls', 2, 'label'], ['controls', 2, 'choices', 0, 'label']… */
export type TextPath = (string | number)[];

/**
 * The page with each of its texts mapped (title, labels, info texts, pictures' alternative
 * texts, anchors, categories, choices' and attributes' labels): the one list of a page's
 * texts, for piping and for checking pipes.
 */
export function mapPageTexts<P extends Pick<Page, 'title' | 'controls'>>(
  page: P,
  map: (text: LocalizedText, path: TextPath) => LocalizedText,
): P {
  return {
    ...page,
    ...(page.title === undefined ? {} : { title: map(page.title, ['title']) }),
    controls: page.controls.map((control, index) => mapControlTexts(control, map, ['controls', index])),
  };
}

function mapControlTexts(
  control: Control,
  map: (text: LocalizedText, path: TextPath) => LocalizedText,
  path: TextPath,
): Control {
  const mapped: Record<string, unknown> = { ...control };
  const at = (...keys: TextPath): TextPath => [...path, ...keys];
  if ('label' in control) mapped['label'] = map(control.label, at('label'));
  if (control.kind === 'info' && control.text !== undefined) mapped['text'] = map(control.text, at('text'));
  if ('image' in control && control.image !== undefined) {
    mapped['image'] = { ...control.image, alt: map(control.image.alt, at('image', 'alt')) };
  }
  if ('anchors' in control && control.anchors !== undefined) {
    const { min, max } = control.anchors;
    mapped['anchors'] = { min: map(min, at('anchors', 'min')), max: map(max, at('anchors', 'max')) };
  }
  if (control.kind === 'scale' && control.categories !== undefined) {
    mapped['categories'] = control.categories.map((category, index) => map(category, at('categories', index)));
  }
  if (control.kind === 'single' || control.kind === 'multiple') {
    mapped['choices'] = control.choices.map((choice, index) => ({
      ...choice,
      label: map(choice.label, at('choices', index, 'label')),
    }));
  }
  if (control.kind === 'tds' || control.kind === 'tcata') {
    mapped['attributes'] = control.attributes.map((attribute, index) => ({
      ...attribute,
      label: map(attribute.label, at('attributes', index, 'label')),
    }));
  }
  return mapped as Control;
}

/** A page with every pipe of every text filled in (see pipeText). */
export function pipePage<P extends Pick<Page, 'title' | 'controls'>>(
  page: P,
  values: PipedValues,
  code: string | null,
): P {
  return mapPageTexts(page, (text) => pipeText(text, values, code));
}

/**
 * An answer as a pipe shows it: a choice's label (a multiple choice's labels as a list in
 * each language), a category scale's label for the point chosen, a line scale's number, a
 * typed text or number as typed, tags as a list; undefined for the kinds not piped.
 */
export function pipedValue(control: Control, answer: Answer): LocalizedText | undefined {
  switch (control.kind) {
    case 'single':
    case 'multiple': {
      const labels = (answer.choices ?? []).flatMap((id) => {
        const choice = control.choices.find((candidate) => candidate.id === id);
        return choice === undefined ? [] : [choice.label];
      });
      return labels.length === 1 ? labels[0] : listText(labels);
    }
    case 'scale': {
      if (answer.value === undefined) return undefined;
      const point = Math.round((answer.value - control.min) / (control.step ?? 1));
      const category = control.style === 'category' ? control.categories?.[point] : undefined;
      return category ?? perLanguage((language) => new Intl.NumberFormat(language).format(answer.value as number));
    }
    case 'text':
      return control.format === 'tags' ? listText(answer.tags ?? []) : answer.text?.trim();
    case 'comment':
      return answer.text?.trim();
    default:
      return undefined;
  }
}

function listText(items: readonly LocalizedText[]): LocalizedText {
  return perLanguage((language) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(items.map((item) => localize(item, language))),
  );
}

/** A text made in each language, kept as one text when every language gives the same. */
function perLanguage(make: (language: string) => string): LocalizedText {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, make(language)]));
  const first = texts[LANGUAGES[0]] as string;
  return Object.values(texts).every((text) => text === first) ? first : texts;
}

/**
 * What a screen's pipes show: the piped answers of earlier screens (`runScreenStates`'s
 * `earlier.piped`), and the answers given so far to this screen's shown controls, so that a
 * text reads an answer given above it on the same page as the judge gives it.
 */
export function screenPipedValues(
  page: Pick<Page, 'controls'>,
  earlierPiped: PipedValues,
  onPage: readonly Answer[],
  shownControls: readonly string[],
): PipedValues {
  const values: Record<string, LocalizedText> = { ...earlierPiped };
  for (const control of page.controls) {
    if (!isAnswerable(control) || !shownControls.includes(control.id)) continue;
    const answer = givenAnswer(control, onPage);
    const value = answer && pipedValue(control, answer);
    if (value !== undefined) values[control.id] = value;
  }
  return values;
}
