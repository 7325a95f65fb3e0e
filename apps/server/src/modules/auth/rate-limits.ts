import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Per-address and per-account limits for the sign-in, sign-up and reset calls. The plugin runs
 * one limit per request, so each route gets one preHandler that checks all of its limiters
 * (after validation, so the body's email or username can be the key).
 */
export const LIMITS = {
  teacherSigninPerIp: { max: 30, timeWindow: '1 minute' },
  teacherSigninPerEmail: { max: 10, timeWindow: '15 minutes' },
  // A whole class signs in at once from behind one school address.
  studentSigninPerIp: { max: 120, timeWindow: '1 minute' },
  studentSigninPerUsername: { max: 10, timeWindow: '15 minutes' },
  passwordResetPerIp: { max: 10, timeWindow: '15 minutes' },
  passwordResetPerEmail: { max: 3, timeWindow: '15 minutes' },
  teacherSignupPerIp: { max: 50, timeWindow: '1 hour' },
  studentSignupPerIp: { max: 150, timeWindow: '1 hour' },
} as const;

type Limit = { max: number; timeWindow: string };
type KeyOf = (request: FastifyRequest) => string;

export const byIp: KeyOf = (request) => `ip:${request.ip}`;

/** Keyed by a body field, lowercased: the email or username being tried. */
export const byBodyField =
  (field: string): KeyOf =>
  (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return `${field}:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
  };

/** A preHandler that answers 429 when any of the limits is exceeded. */
export function rateLimits(app: FastifyInstance, limits: [Limit, KeyOf][]) {
  const limiters = limits.map(([limit, keyOf]) =>
    app.createRateLimit({ ...limit, keyGenerator: (request: FastifyRequest) => keyOf(request) }),
  );
  return async function checkRateLimits(request: FastifyRequest) {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('rate_limited', 'Too many attempts: wait a few minutes and try again.', 429, {
          retry_after_seconds: result.ttlInSeconds,
        });
      }
    }
  };
}
