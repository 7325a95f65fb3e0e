import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Per-address and per-account limits for the sign-in and reset calls, as preHandler hooks (they
 * run after validation, so the body's email or username can be the key).
 */
export const LIMITS = {
  teacherSigninPerIp: { max: 30, timeWindow: '1 minute' },
  teacherSigninPerEmail: { max: 10, timeWindow: '15 minutes' },
  studentSigninPerIp: { max: 30, timeWindow: '1 minute' },
  studentSigninPerUsername: { max: 10, timeWindow: '15 minutes' },
  passwordResetPerIp: { max: 10, timeWindow: '15 minutes' },
  passwordResetPerEmail: { max: 3, timeWindow: '15 minutes' },
  signupPerIp: { max: 20, timeWindow: '1 hour' },
} as const;

type Limit = { max: number; timeWindow: string };

export function limitPerIp(app: FastifyInstance, name: string, limit: Limit) {
  return app.rateLimit({ ...limit, keyGenerator: (request: FastifyRequest) => `${name}:ip:${request.ip}` });
}

/** Keyed by a body field (lowercased), e.g. the email or username being tried. */
export function limitPerBodyField(app: FastifyInstance, name: string, field: string, limit: Limit) {
  return app.rateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => {
      const value = (request.body as Record<string, unknown> | undefined)?.[field];
      return `${name}:${field}:${typeof value === 'string' ? value.trim().toLowerCase() : ''}`;
    },
  });
}
