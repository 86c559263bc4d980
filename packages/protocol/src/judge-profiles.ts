import { z } from 'zod';

/**
 * Judges' profiles: the fields an account's administrators define (nothing else is kept
 * about a judge), the values a judge has, and the filters and quotas of a publication
 * over them.
 */

export const PROFILE_FIELD_KINDS = ['text', 'number', 'date', 'choice', 'choices'] as const;
export type ProfileFieldKind = (typeof PROFILE_FIELD_KINDS)[number];

/** Who among the account's leaders sees a field's values: every leader, or administrators only. */
export const PROFILE_VISIBILITIES = ['leaders', 'admins'] as const;

/** A field's key: what CSV columns, filters and quotas name it by. */
export const profileFieldKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'a key of lower-case letters, digits and _, starting with a letter');

const optionValue = z.string().trim().min(1).max(100);

/** A field as an administrator defines it. */
export const profileFieldShape = {
  key: profileFieldKey,
  label: z.string().trim().min(1).max(200),
  kind: z.enum(PROFILE_FIELD_KINDS),
  /** The values a choice or choices field offers. */
  options: z.array(optionValue).max(100).default([]),
  required: z.boolean().default(false),
  visibility: z.enum(PROFILE_VISIBILITIES).default('leaders'),
  /** Judges may fill or change it themselves on their account page. */
  judgeEditable: z.boolean().default(false),
};

/** A field definition's rules, on whichever object carries its fields (the call adds the token). */
export function profileFieldChecked<Schema extends z.ZodType<{ kind: ProfileFieldKind; options: string[] }>>(
  schema: Schema,
) {
  return schema
    .refine((field) => !(field.kind === 'choice' || field.kind === 'choices') || field.options.length >= 2, {
      message: 'A choice field needs at least two values.',
      path: ['options'],
    })
    .refine((field) => new Set(field.options).size === field.options.length, {
      message: 'The values of a choice field must differ.',
      path: ['options'],
    });
}

export const profileField = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(PROFILE_FIELD_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  visibility: z.enum(PROFILE_VISIBILITIES),
  judgeEditable: z.boolean(),
});
export type ProfileFieldView = z.infer<typeof profileField>;

/**
 * A field's value as it travels: text and dates (YYYY-MM-DD) as strings, numbers as
 * numbers, several choices as an array; null clears it. Checked against its field by the
 * server (`profile-values.ts`).
 */
export const profileValue = z.union([z.string().max(1000), z.number(), z.array(optionValue).max(100)]);
export type ProfileValue = z.infer<typeof profileValue>;

export const profileValues = z.record(profileFieldKey, profileValue.nullable());

/** A judge's value of a field, as the judge or a leader sees it. */
export const keptProfileValue = profileField.extend({ value: profileValue.nullable() });
export type KeptProfileValue = z.infer<typeof keptProfileValue>;

/**
 * Which values a condition takes: one of `values` (a choice, a text, a date, or for
 * several choices any of them), or a number from `min` to `max`.
 */
const conditionShape = {
  values: z.array(z.string().min(1).max(100)).min(1).max(100).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
};

export interface ValueCondition {
  values?: string[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/** A condition's rules, on whichever object carries its fields. */
function conditionChecked<Schema extends z.ZodType<ValueCondition>>(schema: Schema) {
  return schema
    .refine(
      (condition) => (condition.values !== undefined) !== (condition.min !== undefined || condition.max !== undefined),
      {
        message: 'Give either values or a range (min, max).',
      },
    )
    .refine(
      (condition) => condition.min === undefined || condition.max === undefined || condition.min <= condition.max,
      {
        message: 'min is above max',
        path: ['max'],
      },
    );
}

/** A publication's restriction: judges whose profile meets every condition. */
export const profileFilter = z.array(conditionChecked(z.object({ field: profileFieldKey, ...conditionShape }))).max(20);
export type ProfileFilter = z.infer<typeof profileFilter>;

/** A quota's cell: the judges whose value meets its condition, at most `quota` of them. */
/** The most judges a quota's cell may be limited to. */
export const MOST_PER_QUOTA_CELL = 100_000;

export const quotaCell = conditionChecked(
  z.object({
    label: z.string().trim().min(1).max(100),
    quota: z.number().int().min(0).max(MOST_PER_QUOTA_CELL),
    ...conditionShape,
  }),
);
export type QuotaCell = z.infer<typeof quotaCell>;

/** A quota on a profile field or on a control of the screening page; a judge falls in its first matching cell, or in none. */
export const quota = z
  .object({
    field: profileFieldKey.optional(),
    control: z.string().min(1).max(64).optional(),
    cells: z.array(quotaCell).min(1).max(50),
  })
  .refine((q) => (q.field === undefined) !== (q.control === undefined), {
    message: 'A quota is on a profile field or on a screening control, one of them.',
  });
export type Quota = z.infer<typeof quota>;

export const quotas = z.array(quota).max(10);

/** A cell's count against its quota, as the monitor shows it. */
export const quotaCellCount = z.object({ label: z.string(), quota: z.number().int(), count: z.number().int() });
export const quotaCounts = z.object({
  /** The profile field's key or the screening control's id. */
  source: z.string(),
  kind: z.enum(['field', 'control']),
  cells: z.array(quotaCellCount),
});
export type QuotaCountsView = z.infer<typeof quotaCounts>;
