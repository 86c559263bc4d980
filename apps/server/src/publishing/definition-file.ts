import { isMap, isNode, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
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

/**
 * Reads a questionnaire definition written in YAML or JSON (JSON is read by the same
 * parser, so its faults get line numbers too) and checks it with the engine's schema.
 */
export function parseDefinitionFile(text: string): DefinitionFileResult {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      ok: false,
      faults: document.errors.map((error) => ({
        ...position(lines, error.pos[0]),
        path: '',
        message: error.message.split('\n')[0] ?? error.message,
      })),
    };
  }
  const input: unknown = document.toJS();
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
