import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { shuffle } from '@palate/engine';
import { secureRandom } from './tokens.ts';

const KEY_LENGTH = 64;
const COST: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password that meets the spec's default rule, for generated accounts. */
export function generatePassword(): string {
  const pick = (alphabet: string, count: number): string[] =>
    Array.from({ length: count }, () => alphabet.charAt(randomInt(alphabet.length)));
  const characters = [
    ...pick('abcdefghijkmnpqrstuvwxyz', 5),
    ...pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 3),
    ...pick('23456789', 3),
    ...pick('!@#$%^&', 1),
  ];
  // Shuffled so the character classes do not sit in a fixed order.
  return shuffle(characters, secureRandom).join('');
}
