import { questionnaireLabels, type Questionnaire } from '@palate/engine';

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
  return { ...labels, colour: (id: string) => labels.colour(id).replace(/^#/, '') };
}
export type ReportLabels = ReturnType<typeof reportLabels>;
