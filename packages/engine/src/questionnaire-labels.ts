import { localize } from './languages.ts';
import { chartColour } from './presentation.ts';
import type { Control, Questionnaire } from './definition.ts';

/**
 * Names for what an analysis refers to by id, in one language: the questionnaire's title,
 * pages, questions, choices (and the attributes of TDS and TCATA), and products by their
 * names (never their blinding codes). Labels may hold markup; `plainText` turns it into the
 * words shown (the browser reads it with its DOM, the server strips tags).
 */
export function questionnaireLabels(
  questionnaire: Questionnaire,
  language: string,
  allSamples: string,
  plainText: (html: string) => string,
) {
  const controlOf = (page: string, control: string): Control | undefined =>
    questionnaire.pages.find((candidate) => candidate.id === page)?.controls.find((c) => c.id === control);
  const productIndex = new Map(questionnaire.products.map((product, index) => [product.id, index]));
  const pageOf = (control: string): string =>
    questionnaire.pages.find((page) => page.controls.some((c) => c.id === control))?.id ?? '';
  const question = (page: string, control: string): string => {
    const found = controlOf(page, control);
    const label = found && 'label' in found ? plainText(localize(found.label, language)) : '';
    return label === '' ? control : label;
  };
  return {
    controlOf,
    title: plainText(localize(questionnaire.title, language)) || questionnaire.name,
    /** The first page that asks a question (the liking question of the maps is named by its control alone). */
    pageOf,
    /** A page's title, or its id when it has none. */
    pageName(id: string): string {
      const title = questionnaire.pages.find((page) => page.id === id)?.title;
      return (title && plainText(localize(title, language))) || id;
    },
    question,
    /** A question named by its control alone: its first page's. */
    questionOfControl(control: string): string {
      return question(pageOf(control), control);
    },
    choice(page: string, control: string, choice: string): string {
      const found = controlOf(page, control);
      const options =
        found && 'choices' in found ? found.choices : found && 'attributes' in found ? found.attributes : [];
      const listed = options.find((c) => c.id === choice);
      return listed ? plainText(localize(listed.label, language)) || choice : choice;
    },
    product(id: string): string {
      const index = productIndex.get(id);
      return index === undefined ? allSamples : (questionnaire.products[index]?.name ?? id);
    },
    /** A product's colour in every chart: its place in the questionnaire in the spec's palette. */
    colour(id: string): string {
      return chartColour(productIndex.get(id) ?? 0);
    },
  };
}
export type QuestionnaireLabels = ReturnType<typeof questionnaireLabels>;
