import { LANGUAGES, type Language } from '@palate/engine';
import type English from './texts/en.ts';

export type BookingTexts = (typeof English)['booking'];

// The booking screens' words come with them, in their judge's language only: they are not in
// the app's language chunks, so a judge who never books downloads none of them.
const modules = import.meta.glob<{ default: typeof English }>('./texts/*.ts');

export async function loadBookingTexts(language: string): Promise<BookingTexts> {
  const known: Language = LANGUAGES.find((candidate) => candidate === language) ?? 'en';
  const load = modules[`./texts/${known}.ts`] ?? modules['./texts/en.ts'];
  if (!load) throw new Error('no booking texts');
  return (await load()).default.booking;
}

/** A text with its {{placeholders}} filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
