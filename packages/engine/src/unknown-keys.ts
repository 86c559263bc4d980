import { z } from 'zod';
import { questionnaire } from './definition.ts';
import { nearestWord } from './nearest-word.ts';

/**
 * What a leader reads about a key that the definition's object at `objectPath` does not
 * have, with the nearest key that object has when one is close:
 * "`repetiton`: unknown key; did you mean `repetitions`?".
 */
export function unknownKeyMessage(definition: unknown, objectPath: readonly PropertyKey[], key: string): string {
  const suggestion = nearestWord(key, keysAcceptedBy(schemaAt(questionnaire, definition, objectPath)));
  return suggestion === undefined
    ? `\`${key}\`: unknown key`
    : `\`${key}\`: unknown key; did you mean \`${suggestion}\`?`;
}

/** The keys an object of the format may have: its fields, or the languages of a localized text. */
function keysAcceptedBy(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodRecord && schema.keyType instanceof z.ZodEnum) return schema.keyType.options.map(String);
  return [];
}

/**
 * The schema that checks the value at `path` of `value`, followed down from `schema`; a
 * union takes the option that fits the value found there (a control the one of its kind).
 */
export function schemaAt(schema: z.ZodType, value: unknown, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current = unwrapped(schema, value);
  let currentValue = value;
  for (const key of path) {
    currentValue = isObject(currentValue) ? currentValue[key] : undefined;
    current = unwrapped(current && childOf(current, key), currentValue);
  }
  return current;
}

function childOf(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  if (schema instanceof z.ZodObject && typeof key === 'string') return schema.shape[key];
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodTuple) return (schema.def.items[Number(key)] ?? schema.def.rest ?? undefined) as z.ZodType;
  return undefined;
}

/** The schema under its wrappers (optional, default, lazy…), a union's option chosen by the value. */
function unwrapped(schema: z.ZodType | undefined, value: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodLazy) return unwrapped(schema.unwrap() as z.ZodType, value);
  if (schema instanceof z.ZodPipe) return unwrapped(schema.in as z.ZodType, value);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const discriminator = schema.def.discriminator;
    const option = (schema.options as z.ZodType[]).find((candidate) => {
      const tag = candidate instanceof z.ZodObject ? candidate.shape[discriminator] : undefined;
      return (
        tag instanceof z.ZodLiteral && isObject(value) && tag.values.has(value[discriminator] as z.core.util.Literal)
      );
    });
    return unwrapped(option, value);
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    return options.map((option) => unwrapped(option, value)).find((option) => holdsKind(option, value));
  }
  return schema;
}

/** Whether a schema checks the kind of value given: an object's fields or a list's items. */
function holdsKind(schema: z.ZodType | undefined, value: unknown): boolean {
  if (Array.isArray(value)) return schema instanceof z.ZodArray || schema instanceof z.ZodTuple;
  if (isObject(value)) return schema instanceof z.ZodObject || schema instanceof z.ZodRecord;
  return false;
}

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}
