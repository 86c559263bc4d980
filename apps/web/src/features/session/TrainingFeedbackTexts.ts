import { LANGUAGES, type Language } from '@palate/engine';
import type English from './trainingFeedbackTexts/en.ts';

export type TrainingFeedbackTexts = (typeof English)['trainingFeedback'];

// The feedback's words come with the feedback screen, in the judge's language only: they are
// not in the app's language chunks, so a judge who never trains downloads none of them.
const modules = import.meta.glob<{ default: typeof English }>('./trainingFeedbackTexts/*.ts');

export async function loadTrainingFeedbackTexts(language: string): Promise<TrainingFeedbackTexts> {
  const known: Language = LANGUAGES.find((candidate) => candidate === language) ?? 'en';
  const load = modules[`./trainingFeedbackTexts/${known}.ts`] ?? modules['./trainingFeedbackTexts/en.ts'];
  if (!load) throw new Error('no training feedback texts');
  return (await load()).default.trainingFeedback;
}
