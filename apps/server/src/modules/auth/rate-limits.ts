import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { waitText } from './throttle.ts';

/**
 * Request-rate limits of the sign-in (teachers), sign-up and reset calls, per client address (and for
 * resets per address and email), counted in the database by the rate-limit plugin so that every
 * process and restart sees them. Failed sign-ins have their own throttling in throttle.ts;
 * student sign-in has no request limit per address, only limits on tries (student-throttle.ts, decision 0073).
 * The plugin runs one limit per request, so each route gets one preHandler that checks all of
 * its limiters (after validation, so the body's email can be part of the key).
 */
export const LIMITS = {
  teacherSigninPerIp: { max: 30, timeWindow: '1 minute' },
  // Sign-in cards (decision 0074), both the scanned link and the typed code: a ceiling no school reaches (1,000
  // children behind one address, each scanning twice in one minute) that still caps a flood. Guessing is slowed
  // elsewhere: a card token cannot be guessed, and a typed code counts in throttle.ts like a secret answer.
  studentCardSigninPerIp: { max: 2000, timeWindow: '1 minute' },
  passwordResetPerIp: { max: 10, timeWindow: '15 minutes' },
  // Per address *and* email, so that nobody can use up another person's resets.
  passwordResetPerEmailAndIp: { max: 3, timeWindow: '15 minutes' },
  passwordChangePerIp: { max: 30, timeWindow: '15 minutes' },
} as const;

/**
 * Sign-ups per client. A teacher sign-up mails the address's owner (decision 0071), so the limit also keeps
 * a client from sending mail in bulk; the teacher limit is SIGNUP_LIMIT_PER_HOUR (default 50); students get
 * three times as many (a class signs up together).
 */
export const signupLimits = (perHour: number) => ({
  teacherSignupPerIp: { max: perHour, timeWindow: '1 hour', name: 'teacherSignupPerIp' },
  // Uses of mailed sign-up links: one per sign-up (the token is 256 random bits; this only stops hammering).
  teacherSignupConfirmPerIp: { max: perHour, timeWindow: '1 hour', name: 'teacherSignupConfirmPerIp' },
  studentSignupPerIp: { max: perHour * 3, timeWindow: '1 hour', name: 'studentSignupPerIp' },
});

/** A limit; `name` is the namespace it counts under (the LIMITS entry's name when omitted). */
type Limit = { max: number; timeWindow: string; name?: string };
type KeyOf = (request: FastifyRequest) => string;

export const byIp: KeyOf = (request) => `ip:${request.ip}`;

function bodyField(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Keyed by the client address and a body field, lowercased (e.g. the email being reset). */
export const byIpAndBodyField =
  (field: string): KeyOf =>
  (request) =>
    `ip:${request.ip}|${field}:${bodyField(request, field)}`;

/** A preHandler that answers 429, saying how long to wait, when any of the named limits is exceeded. */
export function rateLimits(app: FastifyInstance, limits: [Limit, KeyOf][]) {
  const limiters = limits.map(([limit, keyOf]) => {
    const name = limit.name ?? Object.entries(LIMITS).find(([, value]) => value === limit)?.[0] ?? 'auth';
    return app.createRateLimit({
      ...limit,
      name,
      keyGenerator: (request: FastifyRequest) => keyOf(request),
    });
  });
  return async function checkRateLimits(request: FastifyRequest) {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        // Counted per address, which a whole school shares: the message says so (issue 39).
        const message = `Too many attempts from your network. Wait ${waitText(result.ttlInSeconds * 1000)}, then try again.`;
        throw new AppError('rate_limited', message, 429, { retry_after_seconds: result.ttlInSeconds });
      }
    }
  };
}
