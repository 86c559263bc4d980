import { LANGUAGES, type Language } from '@palate/engine';
import type English from './texts/en.ts';

export type RecordsTexts = (typeof English)['judgeRecords'];

// Loaded with the account page's cards, in the judge's language only: a judge who never opens
// the account page downloads none of these words (nor do the app's language chunks carry them).
const modules = import.meta.glob<{ default: typeof English }>('./texts/*.ts');

export async function loadRecordsTexts(language: string): Promise<RecordsTexts> {
  const known: Language = LANGUAGES.find((candidate) => candidate === language) ?? 'en';
  const load = modules[`./texts/${known}.ts`] ?? modules['./texts/en.ts'];
  if (!load) throw new Error('no texts for the account page');
  return (await load()).default.judgeRecords;
}
