import { z } from 'zod';

/** Sent in every authenticated request body. */
export const token = z.string().min(16).max(128);
