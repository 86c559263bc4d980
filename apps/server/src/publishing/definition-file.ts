import { isMap, isNode, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { core } from 'zod';
import { codeShortage, questionnaire, unknownKeyMessage, type Questionnaire } from '@palate/engine';

/** A fault in a definition file, where the panel leader can find it. */
export interface DefinitionFault {
  line: number;
  column: number;
  /** The field at fault, as a path such as pages[1].controls[0].max. */
  path: string;
  message: string;
  /** The spec's code for the faults it names (9010, 9011). */
  errorType?: number;
}

export type DefinitionFileResult =
  | {
      ok: true;
      definition: Questionnaire;
      /** What the definition allows but publishing will refuse unless the leader does something about it. */
      warnings: DefinitionFault[];
    }
  | { ok: false; faults: DefinitionFault[] };

/** No questionnaire repeats a block by alias more than this; the yaml library's own default. */
const MOST_ALIAS_EXPANSIONS = 100;
const TOO_MANY_ALIASES = `Aliases (*name) expand here past ${MOST_ALIAS_EXPANSIONS} copies: write the repeated part out, or repeat it less.`;
/** Far deeper than any questionnaire nests; a parser recursing deeper than this is being attacked. */
const MOST_NESTING = 64;
const TOO_DEEP = `Lists and maps are nested more than ${MOST_NESTING} levels deep here: no questionnaire needs that.`;

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** Columns of indentation past which a line is refused: far more than MOST_NESTING block levels take. */
const MOST_INDENT = MOST_NESTING * 8;

/**
 * The offset where brackets ([ {) open past MOST_NESTING levels, or where a line's
 * indentation passes MOST_INDENT, if any: checked before parsing, which would recurse that
 * deep. Brackets inside quotes count too: a false alarm needs 64 brackets in a string.
 */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let indent = 0;
  let atLineStart = true;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (atLineStart && char === ' ') {
      if (++indent > MOST_INDENT) return index;
      continue;
    }
    atLineStart = false;
    if (char === '\n') {
      atLineStart = true;
      indent = 0;
    } else if (char === '[' || char === '{') {
      if (++depth > MOST_NESTING) return index;
    } else if ((char === ']' || char === '}') && depth > 0) depth--;
  }
  return undefined;
}

/** Line and column of an offset, for a fault found before the parser counted lines. */
function positionInText(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

function firstAliasOffset(document: Document): number {
  let offset = 0;
  visit(document, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

/**
 * Reads a questionnaire definition written in YAML or JSON (JSON is read by the same
 * parser, so its faults get line numbers too) and checks it with the engine's schema.
 */
export function parseDefinitionFile(text: string): DefinitionFileResult {
  const tooDeep = tooDeepAt(text);
  if (tooDeep !== undefined)
    return { ok: false, faults: [{ ...positionInText(text, tooDeep), path: '', message: TOO_DEEP }] };
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      ok: false,
      faults: document.errors.map((error) => ({
        ...position(lines, error.pos[0]),
        path: '',
        message:
          error instanceof RangeError || error.message.includes('call stack') ? TOO_DEEP : firstLine(error.message),
      })),
    };
  }
  let input: unknown;
  try {
    input = document.toJS({ maxAliasCount: MOST_ALIAS_EXPANSIONS });
  } catch {
    // The yaml library refuses an alias expanded past the count (an "alias bomb": a few
    // hundred bytes naming each other nine times over), before building it.
    return {
      ok: false,
      faults: [{ ...position(lines, firstAliasOffset(document)), path: '', message: TOO_MANY_ALIASES }],
    };
  }
  const parsed = questionnaire.safeParse(input);
  if (parsed.success) return { ok: true, definition: parsed.data, warnings: warningsOf(parsed.data, document, lines) };
  const faults = parsed.error.issues.flatMap((issue): DefinitionFault[] =>
    issue.code === 'unrecognized_keys'
      ? unknownKeyFaults(issue, input, document, lines)
      : [
          {
            ...position(lines, offsetOf(document, issue.path)),
            path: pathText(issue.path),
            message: issue.message,
            ...errorTypeOf(issue),
          },
        ],
  );
  // In the file's order, as the leader reads it (the schema reports an object's unknown keys after its fields).
  return { ok: false, faults: faults.sort((a, b) => a.line - b.line || a.column - b.column) };
}

/** One fault per unknown key of an object, on the key's own line, at the object's path. */
function unknownKeyFaults(
  issue: core.$ZodIssueUnrecognizedKeys,
  input: unknown,
  document: Document,
  lines: LineCounter,
): DefinitionFault[] {
  return issue.keys.map((key) => ({
    ...position(lines, keyOffsetOf(document, issue.path, key) ?? offsetOf(document, issue.path)),
    path: pathText(issue.path),
    message: unknownKeyMessage(input, issue.path, key),
  }));
}

function keyOffsetOf(document: Document, objectPath: readonly PropertyKey[], key: string): number | undefined {
  const object = objectPath.length === 0 ? document.contents : document.getIn(objectPath as (string | number)[], true);
  if (!isMap(object)) return undefined;
  const pair = object.items.find((item) => isScalar(item.key) && item.key.value === key);
  return isNode(pair?.key) ? pair.key.range?.[0] : undefined;
}

function errorTypeOf(issue: { code: string; params?: Record<string, unknown> }): { errorType?: number } {
  const errorType = issue.code === 'custom' ? issue.params?.['errorType'] : undefined;
  return typeof errorType === 'number' ? { errorType } : {};
}

/**
 * Generated 3-digit codes run out past 900 samples: said at check time, on the line that
 * sets the repetitions when there are some, else on the products, rather than at publish.
 */
function warningsOf(definition: Questionnaire, document: Document, lines: LineCounter): DefinitionFault[] {
  const shortage = codeShortage(definition, definition.repetitions);
  if (shortage === null) return [];
  const path = definition.repetitions > 1 ? ['repetitions'] : ['products'];
  return [{ ...position(lines, offsetOf(document, path)), path: pathText(path), message: shortage }];
}

/** The offset of the deepest node of the path that the file has (a missing field points at its parent). */
function offsetOf(document: Document, path: readonly PropertyKey[]): number {
  for (let length = path.length; length > 0; length--) {
    const node = document.getIn(path.slice(0, length) as (string | number)[], true);
    if (isNode(node) && node.range) return node.range[0];
    const pair = document.getIn(path.slice(0, length - 1) as (string | number)[], true);
    if (isNode(pair) && pair.range && length === path.length) return pair.range[0];
  }
  return document.contents?.range?.[0] ?? 0;
}

function position(lines: LineCounter, offset: number): { line: number; column: number } {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** The faults as a leader reads them in a terminal: file:line:column, [warning,] field, message. */
export function formatFaults(fileName: string, faults: readonly DefinitionFault[], severity?: 'warning'): string {
  const label = severity ? `${severity}: ` : '';
  return faults
    .map(
      (fault) =>
        `${fileName}:${fault.line}:${fault.column}: ${label}${fault.path ? `${fault.path}: ` : ''}${fault.message}${fault.errorType === undefined ? '' : ` (${fault.errorType})`}`,
    )
    .join('\n');
}
