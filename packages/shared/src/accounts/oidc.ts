import { z } from 'zod';
import { sameSiteNextPath } from '../next-path.ts';
import { OIDC_MESSAGES } from './oidc-texts.ts';

export * from './oidc-texts.ts';

/**
 * Sign-in through an OpenID Connect account provider (Google is one): the browser is sent to
 * GET /api/v2/auth/oidc/{provider}/start/?next=…&type=student, the provider returns it to
 * GET /api/v2/auth/oidc/{provider}/callback/, and the server signs it in and redirects to `next`.
 */

/** Provider ids as configured (OIDC_PROVIDERS): lowercase, they appear in URLs. */
export const OIDC_PROVIDER_ID_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
export const OIDC_NEXT_MAX_LENGTH = 2000;

/** Where a failed provider sign-in lands: the error page with a custom message (spec 3). */
export const OIDC_ERROR_PAGE_STATUS = 403;

export type OidcFailure = Exclude<keyof typeof OIDC_MESSAGES, 'notConfigured' | 'unsafeNext'>;

export const oidcProviderParamsSchema = z.object({
  provider: z.string().min(1).max(32),
});

export const oidcStartQuerySchema = z.object({
  next: z
    .string()
    .max(OIDC_NEXT_MAX_LENGTH, `next must be at most ${OIDC_NEXT_MAX_LENGTH} characters.`)
    .optional(),
  type: z.enum(['teacher', 'student'], { error: 'type must be "teacher" or "student".' }).optional(),
});
export type OidcStartQuery = z.infer<typeof oidcStartQuerySchema>;

/** The provider's authorization response; providers may add parameters of their own. */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(2000).optional(),
});

/**
 * The address of the error page that explains a failed provider sign-in (spec 3 error page:
 * status, custom message, next and the student flag), with `reason` naming the failure so the page
 * can offer to try again.
 */
export function oidcErrorPagePath(
  failure: OidcFailure,
  attempt: { next?: string | null; kind?: 'teacher' | 'student' } = {},
): string {
  const params = new URLSearchParams({
    status: String(OIDC_ERROR_PAGE_STATUS),
    customErrorMessage: OIDC_MESSAGES[failure],
    reason: `oidc_${failure}`,
  });
  const next = sameSiteNextPath(attempt.next);
  if (next) params.set('next', next);
  if (attempt.kind === 'student') params.set('student', 'true');
  return `/error?${params.toString()}`;
}
