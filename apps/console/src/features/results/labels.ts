import { questionnaireLabels as labelsOf, type Questionnaire } from '@palate/engine';

/** The words of a label that may hold markup, as plain text (the console shows no content HTML). */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** Names for what the analysis refers to by id, in the leader's language (the engine's, read with the DOM). */
export function questionnaireLabels(questionnaire: Questionnaire, language: string, allSamples: string) {
  return labelsOf(questionnaire, language, allSamples, plainText);
}
export type QuestionnaireLabels = ReturnType<typeof questionnaireLabels>;
