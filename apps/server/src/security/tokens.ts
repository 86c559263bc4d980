import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Random } from '@palate/engine';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: they are random, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares two hashes from hashToken in constant time, so that the time taken tells nothing of either. */
export function hashesMatch(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A short random identifier for rows a client names (sessions, publications). */
export function newId(): string {
  // Never with a leading dash: leaders paste ids after command-line options (`--publication ID`).
  let id: string;
  do id = randomBytes(12).toString('base64url');
  while (id.startsWith('-'));
  return id;
}

/** The engine's designs and codes drawn from the operating system's generator. */
export const secureRandom: Random = () => randomInt(2 ** 47) / 2 ** 47;

/** A link code: 128 random bits, URL-safe, so that no link can be guessed from another. */
export function newLinkCode(): string {
  return randomBytes(16).toString('base64url');
}
