import { LANGUAGES, type Language } from '@palate/engine';
import type English from './texts/en.ts';

export type ConsentTexts = (typeof English)['consent'];

// The consent screen's words come with the screen, in its judge's language only: they are
// not in the app's language chunks, so a judge of a publication without consent downloads none of them.
const modules = import.meta.glob<{ default: typeof English }>('./texts/*.ts');

export async function loadConsentTexts(language: string): Promise<ConsentTexts> {
  const known: Language = LANGUAGES.find((candidate) => candidate === language) ?? 'en';
  const load = modules[`./texts/${known}.ts`] ?? modules['./texts/en.ts'];
  if (!load) throw new Error('no consent texts');
  return (await load()).default.consent;
}
