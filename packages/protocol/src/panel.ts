import { z } from 'zod';

/**
 * The panel's records (issue 31): each named judge's publications with their panel
 * performance per scale attribute, as the results page computes it, and their
 * discrimination answers. A figure the data cannot give is null. Times are epoch ms.
 */

/** A judge's figures on one attribute of one publication (ISO 11132, the analysis' `panel`). */
export const attributeFigures = z.object({
  discrimination: z.object({ F: z.number(), pValue: z.number() }).nullable(),
  repeatability: z.number().nullable(),
  agreement: z.number().nullable(),
});
export type AttributeFiguresView = z.infer<typeof attributeFigures>;

export const judgeRecordPublication = z.object({
  id: z.string(),
  name: z.string(),
  /** A training session: in the record, kept out of reports. */
  training: z.boolean(),
  started: z.number(),
  /** When the judge finished, else their last answer. */
  answered: z.number(),
  finished: z.boolean(),
  /** From start to finish, null while the run is under way. */
  durationMs: z.number().nullable(),
  attributes: z.array(
    attributeFigures.extend({
      control: z.string(),
      /** The median of the publication's judges, to read the judge's figures against. */
      panel: z.object({
        pValue: z.number().nullable(),
        repeatability: z.number().nullable(),
        agreement: z.number().nullable(),
      }),
    }),
  ),
  discrimination: z.array(z.object({ control: z.string(), method: z.string(), correct: z.boolean() })),
  /**
   * A training publication: the judge's scores that had a target (set, or the panel's from
   * the other judges' answers as they stand now), how many were on target, and their mean
   * distance to the targets' centres (the engine's distanceToTarget, 0 to 1 of the scale).
   * Null for a study, or when no score of the judge had a target.
   */
  targets: z.object({ rated: z.number().int(), onTarget: z.number().int(), meanDistance: z.number() }).nullable(),
  /**
   * The judge's row of the publication's panel summary (the analysis' `panelSummary`, issue
   * 43): the attributes where they fail and why, in the summary's order. Empty when they
   * fail nowhere or the publication has no panel diagnostics.
   */
  fails: z.array(
    z.object({
      control: z.string(),
      fails: z.array(z.enum(['discrimination', 'repeatability', 'agreement', 'scaling'])),
    }),
  ),
});
export type JudgeRecordPublicationView = z.infer<typeof judgeRecordPublication>;

export const judgeRecord = z.object({
  id: z.string(),
  login: z.string(),
  name: z.string(),
  /** Oldest first. */
  publications: z.array(judgeRecordPublication),
  /** Booked sessions the judge missed: slots that ended without their starting the publication (outreach/slots). */
  noShows: z.number().int(),
});
export type JudgeRecordView = z.infer<typeof judgeRecord>;

/** A row of the panel screen: a judge's figures over their whole record. */
export const panelJudge = z.object({
  id: z.string(),
  login: z.string(),
  name: z.string(),
  publications: z.number().int(),
  lastAnswered: z.number().nullable(),
  /** Medians over every attribute of every publication of the record. */
  medianPValue: z.number().nullable(),
  repeatability: z.number().nullable(),
  agreement: z.number().nullable(),
  /** Share (0 to 1) of the discrimination tests answered right; null with none. */
  correctShare: z.number().nullable(),
});
export type PanelJudgeView = z.infer<typeof panelJudge>;
