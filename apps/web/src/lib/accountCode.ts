/** Characters an account code may not hold: they would break the address it sits in. */
export const ACCOUNT_CODE_FORBIDDEN_CHARACTERS = ['/', '%', '#', ' '] as const;

/** Tags of the options segment, which an account code's dot-separated parts may not be. */
export const RESERVED_OPTION_TAGS = [
  'lang',
  'report',
  'link',
  'syncResults',
  'expTime',
  'debug',
  'd-win',
  'd-android',
] as const;

/** Why an account code is refused (spec section 5); the form translates each. */
export type AccountCodeIssue =
  | { issue: 'empty' }
  | { issue: 'forbiddenCharacters'; characters: string[] }
  | { issue: 'reservedKeywords'; keywords: string[] };

/**
 * Checks an account code as typed in the connection settings: empty, characters that
 * are not allowed (each named once), then dot-separated parts that are reserved tags,
 * compared without regard to case since the options segment is read that way.
 */
export function validateAccountCode(code: string): AccountCodeIssue[] {
  if (code.trim() === '') return [{ issue: 'empty' }];
  const issues: AccountCodeIssue[] = [];
  const characters = ACCOUNT_CODE_FORBIDDEN_CHARACTERS.filter((character) => code.includes(character));
  if (characters.length > 0) issues.push({ issue: 'forbiddenCharacters', characters: [...characters] });
  const keywords = code
    .split('.')
    .map((part) => RESERVED_OPTION_TAGS.find((tag) => tag.toLowerCase() === part.toLowerCase()))
    .filter((tag) => tag !== undefined);
  if (keywords.length > 0) issues.push({ issue: 'reservedKeywords', keywords: [...new Set(keywords)] });
  return issues;
}
