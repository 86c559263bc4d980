import { z } from 'zod';
import { localizedText } from '@palate/engine';

/**
 * Simulation (spec: preview): a panel leader answers a publication as one of its judges
 * would, to check screens, codes and orders before the panel does. The run is kept apart
 * from the panel's: it counts for no target and appears in no results unless asked for.
 */
export const previewOptions = z.object({
  /** Which judge to simulate (1 for the first): picks the design row, so the order and codes that judge gets. */
  judge: z.number().int().min(1).max(100_000),
  /** Forced answers: off lets the leader move on without answering (spec previewOptions, default on). */
  mandatoryAnswers: z.boolean().default(true),
  /** Start without keeping the leader's unfinished earlier simulation: it is deleted (after a failed save). */
  discardPrevious: z.boolean().default(false),
});
export type PreviewOptions = z.infer<typeof previewOptions>;

/** A publication a leader may simulate, as the simulation list shows it. */
export const previewablePublication = z.object({
  id: z.string(),
  name: z.string(),
  /** The questionnaire's title. */
  label: localizedText,
  /** The judges that make one full turn of the design: simulating 1 to this many shows every order. */
  designRows: z.number().int().min(1),
  repetitions: z.number().int().min(1),
  /** Epoch milliseconds after which judges can no longer answer; null when it never expires. */
  expiresAt: z.number().int().nullable(),
  /** The leader's simulations of it so far, finished or not. */
  simulations: z.number().int().min(0),
});
export type PreviewablePublication = z.infer<typeof previewablePublication>;
