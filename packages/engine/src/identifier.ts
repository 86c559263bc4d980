import { z } from 'zod';

/** The id of a product, page, control or choice: what conditions, pipes and answers name it by. */
export const identifier = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'letters, digits, _ and -, starting with a letter');
