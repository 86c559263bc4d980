import { z } from 'zod';
import { localizedText } from '@palate/engine';
import { answer, pageView } from './views.ts';

/**
 * Offline answering (spec sections 3 and 4: download, send results later). A judge's run
 * is downloaded with every screen of the block they are in, already blinded, so that the
 * browser can serve it with the engine alone; the results travel back in one upload.
 */
export const offlineDownload = z.object({
  /** The list item's block id (spec: Download {id, …}). */
  id: z.string(),
  /** The questionnaire's label, to list it while offline. */
  text: localizedText,
  /** Screens answered so far, and screens in the block. */
  nr: z.number().int().min(0),
  nb: z.number().int().min(0),
  /** The judge's run (session id). */
  se: z.string(),
  /** The judge's design row (1 for the first): which presentation order the screens follow. */
  order: z.number().int().min(1),
  /** The tray number the judge typed when the publication prompts for one; null otherwise. */
  promptOrder: z.number().int().nullable(),
  /** Where the run stands and the furthest screen reached, as positions in `pages`' numbering. */
  position: z.number().int().min(0),
  furthest: z.number().int().min(0),
  /** Every screen of the block, in order, each with the answers already stored for it. */
  pages: z.array(pageView).min(1),
  /**
   * Sends the results without the judge's token, which may have expired by the time the
   * device is back online. Random, at least 128 bits; the server keeps only its hash.
   */
  uploadKey: z.string().min(22).max(128),
  /** No results are taken after this moment (epoch milliseconds); null when the publication never expires. */
  expiresAt: z.number().int().nullable(),
});
export type OfflineDownload = z.infer<typeof offlineDownload>;

/** One screen's answers as answered offline. */
export const uploadedPage = z.object({
  position: z.number().int().min(0),
  answers: z.array(answer).max(500),
});

/** A line of the device's log of what happened to a download (spec: log), kept with the results. */
export const offlineLogEntry = z.object({
  at: z.number().int(),
  event: z.enum(['downloaded', 'started', 'answered', 'finished', 'uploaded', 'conflict', 'deleted']),
  position: z.number().int().min(0).optional(),
});
export type OfflineLogEntry = z.infer<typeof offlineLogEntry>;
