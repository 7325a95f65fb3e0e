import { codeEntryBodySchema, codeEntryReplySchema, STUDENT_API } from '@lantern/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { byIp, rateLimits } from '../auth/index.ts';
import { enterCode } from './code-entry.service.ts';

/**
 * POST /student/assignment-validation/ and POST /student/dispatch_code/ (spec 3 §7; decision 0044): anyone may
 * type a code (visitors take quick assignments), so both are public, and both are rate-limited against guessing.
 */

/**
 * Per address: a whole class behind one school address types codes at once, so the limit is generous; it still
 * keeps a sweep of the 887 million class codes (or the 2^61 assignment codes) hopeless. Signed-in users are also
 * counted per account, as the classes module counts its code look-ups.
 */
export const CODE_ENTRY_LIMITS = {
  perIp: { max: 300, timeWindow: '15 minutes', name: 'studentCodePerIp' },
  perAccount: { max: 30, timeWindow: '15 minutes', name: 'studentCodePerAccount' },
} as const;

export async function codeEntryRoutes(app: FastifyInstance) {
  const perIp = rateLimits(app, [[CODE_ENTRY_LIMITS.perIp, byIp]]);
  const perAccount = rateLimits(app, [
    [CODE_ENTRY_LIMITS.perAccount, (request) => `user:${request.caller?.id ?? ''}`],
  ]);
  const attempts = async (request: FastifyRequest) => {
    await perIp(request);
    if (request.caller) await perAccount(request);
  };
  const entries = [
    [STUDENT_API.validateCode, false, 'Check a student code: where it leads (writes nothing)'],
    [
      STUDENT_API.dispatchCode,
      true,
      'Enter a student code: where to go next; a student joins a class by its code',
    ],
  ] as const;
  for (const [url, join, summary] of entries) {
    defineRoute(app, {
      method: 'POST',
      url,
      access: 'public',
      cache: 'no-store',
      errors: [403, 404, 409, 429],
      preHandler: attempts,
      schema: {
        tags: ['student'],
        summary,
        body: codeEntryBodySchema,
        response: { 200: codeEntryReplySchema },
      },
      handler: async (request) =>
        enterCode(app.orm, request.caller, request.body.code, {
          join,
          classSizeLimit: app.config.classSizeLimit,
        }),
    });
  }
}
