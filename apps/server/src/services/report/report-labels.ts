import { chartColour, localize, type Control, type Questionnaire } from '@palate/engine';

/** A label that may hold markup, as the plain words a slide shows. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Names for what the analysis refers to by id, in the report's language: questions, pages,
 * choices and attributes, and products by their names (never their blinding codes).
 */
export function reportLabels(questionnaire: Questionnaire, language: string, allSamples: string) {
  const controlOf = (page: string, control: string): Control | undefined =>
    questionnaire.pages.find((candidate) => candidate.id === page)?.controls.find((c) => c.id === control);
  const productIndex = new Map(questionnaire.products.map((product, index) => [product.id, index]));
  return {
    controlOf,
    title: plainText(localize(questionnaire.title, language)) || questionnaire.name,
    pageName(id: string): string {
      const title = questionnaire.pages.find((page) => page.id === id)?.title;
      return (title && plainText(localize(title, language))) || id;
    },
    question(page: string, control: string): string {
      const found = controlOf(page, control);
      const label = found && 'label' in found ? plainText(localize(found.label, language)) : '';
      return label === '' ? control : label;
    },
    /** The liking question of the maps, named by its control alone: its first page's. */
    questionOfControl(control: string): string {
      const page = questionnaire.pages.find((p) => p.controls.some((c) => c.id === control));
      return page ? this.question(page.id, control) : control;
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
    /** A product's colour, as in the console's charts (the spec's palette), without its '#'. */
    colour(id: string): string {
      return chartColour(productIndex.get(id) ?? 0).replace(/^#/, '');
    },
  };
}
export type ReportLabels = ReturnType<typeof reportLabels>;
