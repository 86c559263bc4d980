import type { Language } from '@palate/engine';
import { errorText, errorTexts } from '@palate/protocol';
import type { z } from 'zod';

/** errorMsg for a code: the catalogue's text in the caller's language, else the server's own words. */
export function errorMessage(code: number, language: Language, detail?: string): string {
  return code in errorTexts.en || !detail ? errorText(code, language) : detail;
}

/** Names the first field that failed validation, so a developer sees at once what to fix. */
export function invalidFieldMessage(error: z.ZodError, language: Language): string {
  const field = error.issues[0]?.path.join('.') || '(body)';
  return errorText('invalidField', language, { field });
}
