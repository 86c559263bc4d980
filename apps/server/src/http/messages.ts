import type { Language, ValidationIssue } from '@palate/engine';
import { ErrorCode, errorText, errorTexts, type CallError } from '@palate/protocol';
import type { z } from 'zod';

/**
 * errorMsg for a code: the catalogue's text in the caller's language (its {{placeholders}}
 * filled from the refusal's data, such as 90425's seconds), else the server's own words.
 */
export function errorMessage(code: number, language: Language, detail?: string, data?: unknown): string {
  return code in errorTexts.en || !detail ? errorText(code, language, placeholdersOf(data)) : detail;
}

function placeholdersOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Names the first field that failed validation, so a developer sees at once what to fix. */
export function invalidFieldMessage(error: z.ZodError, language: Language): string {
  const field = error.issues[0]?.path.join('.') || '(body)';
  return errorText('invalidField', language, { field });
}

/**
 * errorMsg of a refusal: an answer refused (52000 with the engine's issues) names its control
 * and rule, so that whoever reads the message alone knows what to fix; others as errorMessage.
 */
export function refusalMessage(error: CallError, language: Language): string {
  const issue = (error.data as { issues?: ValidationIssue[] } | undefined)?.issues?.[0];
  if (error.code === ErrorCode.sessionPosting && issue) {
    return errorText('invalidAnswer', language, { control: issue.controlId, rule: issue.rule });
  }
  return errorMessage(error.code, language, error.message, error.data);
}
