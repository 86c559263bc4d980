import { z } from 'zod';

/**
 * The quality-control figures of a publication's analysis (docs/analysis.md): Dunnett's
 * comparisons of a difference-from-control test, and the survival models of a shelf-life
 * study. Each figure the data cannot give is `{ insufficient }` instead.
 */
const insufficient = z.object({ insufficient: z.string() });

/** Each product against the blind control after value ~ product + judge, as multcomp's glht with mcp(product = "Dunnett"). */
export const dunnettFigures = z.object({
  control: z.string(),
  comparisons: z.record(
    z.string(),
    z.object({ estimate: z.number(), se: z.number(), t: z.number(), pValue: z.number() }),
  ),
});
export type DunnettView = z.infer<typeof dunnettFigures>;

const rejectionTime = z.object({ time: z.number(), lower: z.number(), upper: z.number() });

/** A Weibull or log-normal model of the rejection time, as survival's survreg. */
const shelfLifeModel = z.object({
  location: z.number(),
  scale: z.number(),
  logLik: z.number(),
  rejection: z.object({ '25': rejectionTime, '50': rejectionTime }),
});
export type ShelfLifeModelView = z.infer<typeof shelfLifeModel>;

/** Hough's survival analysis of a shelf-life study's rejection question. */
export const shelfLifeFigures = z.object({
  control: z.string(),
  consumers: z.number(),
  censoring: z.object({ left: z.number(), right: z.number(), interval: z.number() }),
  rejectedFresh: z.number(),
  nonMonotone: z.number(),
  models: z.object({
    weibull: z.union([insufficient, shelfLifeModel]),
    lognormal: z.union([insufficient, shelfLifeModel]),
  }),
});
export type ShelfLifeView = z.infer<typeof shelfLifeFigures>;
