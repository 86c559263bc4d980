import { localize, questionnaireLabels, type Questionnaire } from '@palate/engine';

/** A label that may hold markup, as the plain words a slide shows (no DOM on the server). */
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
 * Names for what the analysis refers to by id, in the report's language (the engine's
 * questionnaireLabels), with the products' colours as PowerPoint takes them: without '#'.
 */
export function reportLabels(questionnaire: Questionnaire, language: string, allSamples: string) {
  const labels = questionnaireLabels(questionnaire, language, allSamples, plainText);
  return {
    ...labels,
    colour: (id: string) => labels.colour(id).replace(/^#/, ''),
    /** A category scale's point by its index from 0, in its own words; undefined where it has none. */
    scalePoint(page: string, control: string, index: number): string | undefined {
      const found = labels.controlOf(page, control);
      const category = found?.kind === 'scale' ? found.categories?.[index] : undefined;
      return category === undefined ? undefined : plainText(localize(category, language)) || undefined;
    },
  };
}
export type ReportLabels = ReturnType<typeof reportLabels>;
