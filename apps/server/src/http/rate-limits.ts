import type { FastifyReply, FastifyRequest } from 'fastify';
import { CallError, ErrorCode, type CallPath } from '@palate/protocol';
import type { Db } from '../db/database.ts';
import type { RateLimitSettings } from '../shared/context.ts';
import { countHit, deleteWindowsBefore } from './rate-limit-windows.repository.ts';

/**
 * Sized for a lab's busiest normal use from one address (30 booths behind one NAT, a judge
 * every few minutes on each), while a script is stopped long before it fills the members
 * table or locks every login of an account.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = { windowSeconds: 15 * 60, newJudges: 300, logins: 150 };

type LimitedGroup = 'newJudges' | 'logins';

const LIMITED_CALLS: Partial<Record<CallPath, LimitedGroup>> = {
  'members/add': 'newJudges',
  'members/connect': 'logins',
  'members/updatePass': 'logins',
};

export type CallLimiter = (path: CallPath, request: FastifyRequest, reply: FastifyReply, now: number) => Promise<void>;

/**
 * The per-address limits of the guarded calls, in fixed windows counted in the database
 * (rate_limit_window), so that they hold for the whole deployment however many processes
 * serve it. A call over the limit throws 90429, answered with HTTP 429 and Retry-After.
 * One statement per guarded call; the calls without a limit cost nothing.
 */
export function createCallLimiter(db: Db, settings: RateLimitSettings | undefined): CallLimiter {
  if (!settings) return async () => undefined;
  const windowMs = settings.windowSeconds * 1000;
  return async (path, request, reply, now) => {
    const group = LIMITED_CALLS[path];
    if (!group || settings[group] <= 0) return;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const hits = await countHit(db, `${group}:${request.ip}`, windowStart);
    if (hits <= settings[group]) return;
    reply.header('retry-after', String(Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))));
    throw new CallError(ErrorCode.tooManyRequests, 'Too many requests from this address.');
  };
}

/** The windows of every limit that have ended, forgotten (from main.ts's hourly purge). */
export function forgetEndedWindows(db: Db, settings: RateLimitSettings | undefined, now: number): Promise<void> {
  return deleteWindowsBefore(db, now - (settings?.windowSeconds ?? DEFAULT_RATE_LIMITS.windowSeconds) * 1000);
}
