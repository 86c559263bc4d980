import { z } from 'zod';

/** A publication's reward: points, or an amount in a currency (ISO 4217), granted to each judge who finishes. */
export const REWARD_KINDS = ['points', 'amount'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const publicationReward = z
  .object({
    kind: z.enum(REWARD_KINDS),
    value: z.number().positive().max(1_000_000),
    /** ISO 4217 code (EUR, USD, JPY…) of an amount; null for points. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .nullable(),
  })
  .refine((reward) => (reward.kind === 'amount') === (reward.currency !== null), {
    message: 'an amount has a currency, points have none',
    path: ['currency'],
  });
export type PublicationReward = z.infer<typeof publicationReward>;

/**
 * One line of a publication's ledger as a leader reads it: a grant (the judge finished) or
 * a leader's adjustment with its reason. `amount` is in the reward's unit: points or the currency.
 */
export const rewardEntry = z.object({
  memberId: z.string(),
  publicationId: z.string().nullable(),
  judge: z.string(),
  email: z.string().nullable(),
  source: z.enum(['grant', 'adjustment']),
  amount: z.number(),
  kind: z.enum(REWARD_KINDS),
  currency: z.string().nullable(),
  at: z.number(),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
});
export type RewardEntry = z.infer<typeof rewardEntry>;

/** A judge's total in one unit (points, or one currency). */
export const rewardBalance = z.object({
  kind: z.enum(REWARD_KINDS),
  currency: z.string().nullable(),
  total: z.number(),
});
export type RewardBalance = z.infer<typeof rewardBalance>;

/** One line of a judge's own rewards, on their account page: the publication by its title for judges. */
export const ownRewardEntry = z.object({
  publication: z.string(),
  source: z.enum(['grant', 'adjustment']),
  amount: z.number(),
  kind: z.enum(REWARD_KINDS),
  currency: z.string().nullable(),
  at: z.number(),
  reason: z.string().nullable(),
});
export type OwnRewardEntry = z.infer<typeof ownRewardEntry>;

/** A leader's correction: added to the judge's rewards of the publication (negative to take back), with why. */
export const rewardAdjustment = z.object({
  memberId: z.string().min(1).max(64),
  delta: z
    .number()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, { message: 'not zero' }),
  reason: z.string().trim().min(1).max(500),
});
