import { LANGUAGES, type Language } from '@palate/engine';
import { EMAIL_PATTERN, MOST_EMAIL_CHARACTERS, MOST_INVITED_AT_ONCE } from '@palate/protocol';

export interface InvitedPerson {
  line: number;
  email: string;
  /** Empty when the file gives none. */
  name: string;
  language: Language | undefined;
}

export interface InvitationFileFault {
  line: number;
  message: string;
}

const COLUMNS = ['email', 'name', 'language'] as const;

/**
 * The people of an invitations file: `email,name,language`, one a line, a first line naming
 * the columns optional (then in any order). Every line is checked, each fault with its line:
 * an address that is not one, a language Palate does not speak, an address twice.
 */
export function parseInvitationFile(text: string): { people: InvitedPerson[]; faults: InvitationFileFault[] } {
  const people: InvitedPerson[] = [];
  const faults: InvitationFileFault[] = [];
  const seen = new Map<string, number>();
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((raw) => raw.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')));
  const first = lines[0]?.map((cell) => cell.toLowerCase()) ?? [];
  const header = first.includes('email') ? first : null;
  const unknown = header?.find((cell) => !(COLUMNS as readonly string[]).includes(cell));
  if (unknown !== undefined) {
    return { people, faults: [{ line: 1, message: `Unknown column "${unknown}" (use ${COLUMNS.join(', ')}).` }] };
  }
  const columns: readonly string[] = header ?? COLUMNS;
  lines.forEach((cells, index) => {
    const line = index + 1;
    if ((header !== null && index === 0) || cells.every((cell) => cell === '')) return;
    if (cells.length > columns.length) {
      return void faults.push({
        line,
        message: `A line has at most ${columns.length} columns: ${columns.join(', ')}.`,
      });
    }
    const cellOf = (name: string) => cells[columns.indexOf(name)] ?? '';
    const email = cellOf('email');
    const language = cellOf('language').toLowerCase();
    if (email.length > MOST_EMAIL_CHARACTERS || !EMAIL_PATTERN.test(email)) {
      return void faults.push({ line, message: `"${email}" is not an email address.` });
    }
    if (language !== '' && !(LANGUAGES as readonly string[]).includes(language)) {
      return void faults.push({ line, message: `Unknown language "${language}" (use ${LANGUAGES.join(', ')}).` });
    }
    const key = email.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) return void faults.push({ line, message: `"${email}" is already on line ${earlier}.` });
    seen.set(key, line);
    people.push({ line, email, name: cellOf('name'), language: language === '' ? undefined : (language as Language) });
  });
  if (people.length === 0 && faults.length === 0) faults.push({ line: 1, message: 'The file has nobody to invite.' });
  if (people.length > MOST_INVITED_AT_ONCE) {
    faults.push({ line: 1, message: `At most ${MOST_INVITED_AT_ONCE} people in one file.` });
  }
  return { people, faults };
}
