import { chartColour, localize, type Control, type Questionnaire } from '@palate/engine';

/** The words of a label that may hold markup, as plain text (the console shows no content HTML). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/**
 * Names for what the analysis refers to by id: questions, choices (and the attributes of
 * TDS and TCATA) and products, in the leader's language.
 */
export function questionnaireLabels(questionnaire: Questionnaire, language: string, allSamples: string) {
  const controlOf = (page: string, control: string): Control | undefined =>
    questionnaire.pages.find((candidate) => candidate.id === page)?.controls.find((c) => c.id === control);
  const productIndex = new Map(questionnaire.products.map((product, index) => [product.id, index]));
  return {
    controlOf,
    /** The first page that asks a question (the liking question of the maps is named by its control alone). */
    pageOf(control: string): string {
      return questionnaire.pages.find((page) => page.controls.some((c) => c.id === control))?.id ?? '';
    },
    /** A page's title, or its id when it has none. */
    pageName(id: string): string {
      const title = questionnaire.pages.find((page) => page.id === id)?.title;
      return (title && plainText(localize(title, language))) || id;
    },
    question(page: string, control: string): string {
      const found = controlOf(page, control);
      const label = found && 'label' in found ? plainText(localize(found.label, language)) : '';
      return label === '' ? control : label;
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
