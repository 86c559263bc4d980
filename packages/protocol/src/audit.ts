import { z } from 'zod';

/** One line of an account's audit log: who did what to what, and when (epoch ms). */
export const auditEntry = z.object({
  id: z.string(),
  actor: z.string().nullable(),
  actorName: z.string(),
  /** e.g. `run.end`, `booth.release`, `member.create`. */
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.number(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;
