import { LANGUAGES, type Language } from '@palate/engine';
import { EMAIL_PATTERN, MOST_EMAIL_CHARACTERS, type ProfileFieldView, type ProfileValue } from '@palate/protocol';
import { checkProfileValue, profileValueOfCell } from './profile-values.ts';

/** Most judges a lab imports in one file. */
export const MAX_IMPORTED = 500;

export interface ImportedJudge {
  line: number;
  login: string;
  name: string;
  language: Language | undefined;
  /** Where invitations go (a column a first line names). */
  email: string | undefined;
  /** The judge's profile values by field id, checked against their fields. */
  profile: Map<string, ProfileValue>;
}

export interface ImportFault {
  line: number;
  message: string;
}

const BASE_COLUMNS = ['login', 'name', 'language'] as const;
/** Columns only a first line naming the columns brings, so that a file without one keeps its three. */
const NAMED_COLUMNS = [...BASE_COLUMNS, 'email'] as const;

/** A login as the account compares logins: case and spaces aside. */
export function foldedLogin(login: string): string {
  return login.toLowerCase().replace(/\s+/g, '');
}

/**
 * The columns of the file: login, name, language without a first line naming them; with
 * one (its first column `login`), the columns it names, profile fields by their key.
 */
function columnsOf(
  header: string[] | null,
  fields: ProfileFieldView[],
): { columns: (string | ProfileFieldView)[] } | { fault: string } {
  if (header === null) return { columns: [...BASE_COLUMNS] };
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const columns: (string | ProfileFieldView)[] = [];
  for (const cell of header) {
    const name = cell.toLowerCase();
    const field = byKey.get(name);
    if ((NAMED_COLUMNS as readonly string[]).includes(name)) columns.push(name);
    else if (field) columns.push(field);
    else {
      const known = [...NAMED_COLUMNS, ...fields.map((one) => one.key)].join(', ');
      return { fault: `Unknown column "${cell}" (use ${known}).` };
    }
  }
  return { columns };
}

/**
 * The lines of a judges' file: login, name, language, and the profile fields its first
 * line names. Every line is checked, each value against its field (the line and the field
 * named); a required field needs a value on every line.
 */
export function parseJudgesFile(
  text: string,
  fields: ProfileFieldView[],
): { judges: ImportedJudge[]; faults: ImportFault[] } {
  const judges: ImportedJudge[] = [];
  const faults: ImportFault[] = [];
  const seen = new Map<string, number>();
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((raw) => raw.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')));
  const header = lines[0]?.[0]?.toLowerCase() === 'login' ? (lines[0] ?? null) : null;
  const layout = columnsOf(header, fields);
  if ('fault' in layout) return { judges, faults: [{ line: 1, message: layout.fault }] };
  const { columns } = layout;
  const missingRequired = fields.filter((field) => field.required && !columns.includes(field));
  if (missingRequired.length > 0) {
    const keys = missingRequired.map((field) => `"${field.key}"`).join(', ');
    faults.push({ line: 1, message: `The file needs a column for the required field ${keys}.` });
  }
  lines.forEach((cells, index) => {
    const line = index + 1;
    if ((header !== null && index === 0) || cells.every((cell) => cell === '')) return;
    if (cells.length > columns.length) {
      const names = columns.map((column) => (typeof column === 'string' ? column : column.key)).join(', ');
      return void faults.push({ line, message: `A line has at most ${columns.length} columns: ${names}.` });
    }
    const cellOf = (name: string) => cells[columns.indexOf(name)] ?? '';
    const login = cellOf('login');
    const language = cellOf('language');
    const email = cellOf('email');
    if (login === '') return void faults.push({ line, message: 'The login is empty.' });
    if (email !== '' && (email.length > MOST_EMAIL_CHARACTERS || !EMAIL_PATTERN.test(email))) {
      return void faults.push({ line, message: `"${email}" is not an email address.` });
    }
    if (language !== '' && !(LANGUAGES as readonly string[]).includes(language.toLowerCase())) {
      return void faults.push({ line, message: `Unknown language "${language}" (use ${LANGUAGES.join(', ')}).` });
    }
    const profile = new Map<string, ProfileValue>();
    for (const [position, column] of columns.entries()) {
      if (typeof column === 'string') continue;
      const value = profileValueOfCell(column, cells[position] ?? '');
      if (value === null) {
        if (column.required) return void faults.push({ line, message: `"${column.key}" is required.` });
        continue;
      }
      const checked = checkProfileValue(column, value);
      if ('fault' in checked) return void faults.push({ line, message: checked.fault });
      profile.set(column.id, checked.value);
    }
    const key = foldedLogin(login);
    const earlier = seen.get(key);
    if (earlier !== undefined) return void faults.push({ line, message: `"${login}" is already on line ${earlier}.` });
    seen.set(key, line);
    judges.push({
      line,
      login,
      name: cellOf('name'),
      language: language === '' ? undefined : (language.toLowerCase() as Language),
      email: email === '' ? undefined : email,
      profile,
    });
  });
  if (judges.length > MAX_IMPORTED) faults.push({ line: 1, message: `At most ${MAX_IMPORTED} judges in one file.` });
  return { judges, faults };
}
