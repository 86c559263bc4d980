import type { RateLimitSettings } from '../shared/context.ts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CallError, ErrorCode, type CallPath } from '@palate/protocol';

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

type Limiter = ReturnType<FastifyInstance['rateLimit']>;

/**
 * The per-address limiters of the guarded calls, by @fastify/rate-limit with its memory
 * store: each server process counts on its own, so N processes behind a load balancer
 * allow up to N times the limit. A call over the limit throws 90429, answered with HTTP 429.
 */
export async function createCallLimiter(
  app: FastifyInstance,
  settings: RateLimitSettings | undefined,
): Promise<(path: CallPath, request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  if (!settings) return async () => undefined;
  await app.register(rateLimit, { global: false });
  const limiters = new Map<LimitedGroup, Limiter>();
  for (const group of ['newJudges', 'logins'] as const) {
    if (settings[group] <= 0) continue;
    limiters.set(
      group,
      app.rateLimit({
        max: settings[group],
        timeWindow: settings.windowSeconds * 1000,
        keyGenerator: (request) => `${group}:${request.ip}`,
        errorResponseBuilder: () => new CallError(ErrorCode.tooManyRequests, 'Too many requests from this address.'),
      }),
    );
  }
  return async (path, request, reply) => {
    const group = LIMITED_CALLS[path];
    const limiter = group && limiters.get(group);
    if (limiter) await limiter.call(app, request, reply);
  };
}
