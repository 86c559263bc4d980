import { z } from 'zod';
import { incompleteBlockSummary } from './console.ts';
import { quotaCounts } from './judge-profiles.ts';

/** A judge's run as the live monitor shows it. Times are epoch ms. */
export const monitoredJudge = z.object({
  run: z.string(),
  /** The judge's label in the results: their name, or J001… in the order they started. */
  label: z.string(),
  identified: z.boolean(),
  tray: z.number().int().nullable(),
  via: z.enum(['booth', 'link', 'direct']),
  booth: z.string().nullable(),
  /** The screen the judge is on (or stopped on, once finished), from 0, of `screens`. */
  position: z.number().int(),
  screens: z.number().int(),
  repetition: z.number().int(),
  status: z.enum(['inProgress', 'finished']),
  started: z.number(),
  updated: z.number(),
  finished: z.number().nullable(),
  /**
   * The run ended screened out, never incomplete: stopped after the screening page because
   * their quota cell was full (`screenOut: 'quota'`), or by a page's `endIf` (`'endIf'`).
   */
  screenedOut: z.boolean(),
  screenOut: z.enum(['quota', 'endIf']).nullable().optional(),
  /** Since the judge last moved; 0 once finished. */
  idleSeconds: z.number(),
  /** Still on one screen for longer than the leader's threshold. */
  stuck: z.boolean(),
});
export type MonitoredJudgeView = z.infer<typeof monitoredJudge>;

/** A booth of the account: whether it is connected, who is on it, and a call waiting. */
export const monitoredBooth = z.object({
  id: z.string(),
  name: z.string(),
  connected: z.boolean(),
  judge: z.string().nullable(),
  /** The judge on it answers this publication. */
  here: z.boolean(),
  callAt: z.number().nullable(),
});
export type MonitoredBoothView = z.infer<typeof monitoredBooth>;

export const sessionMonitor = z.object({
  now: z.number(),
  name: z.string(),
  target: z.number().int().nullable(),
  started: z.number().int(),
  finished: z.number().int(),
  /** Runs ended screened out (a full quota cell or a page's `endIf`), counted apart from `finished`. */
  screenedOut: z.number().int().optional(),
  stuckAfterSeconds: z.number().int(),
  /** The incomplete block design served, or null when every judge gets every product. */
  incompleteBlocks: incompleteBlockSummary.nullable(),
  /**
   * Whole replicates of the design (blocks of judges that balance its orders, blocks and
   * serving sequences) the panel has finished, and the judges still to finish the next one:
   * the figure of `palate publications`' balance note. Null when the design has nothing to balance.
   */
  replicates: z.object({ whole: z.number().int(), judgesToNext: z.number().int() }).nullable(),
  judges: z.array(monitoredJudge),
  /** Each quota's cells: the judges counted in it against its quota. */
  quotas: z.array(quotaCounts),
  booths: z.array(monitoredBooth),
  /** The questionnaire has a temporal screen started by the leader for every booth at once. */
  synchronised: z.boolean(),
  /** The leader's latest synchronised start (epoch ms on the server's clock), or null. */
  synchronisedStartAt: z.number().nullable(),
});
export type SessionMonitorView = z.infer<typeof sessionMonitor>;
