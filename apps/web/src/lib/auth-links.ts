/**
 * Links into sign-in, and the `next` addresses they carry.
 *
 * Accounts arrive with issue 5: until then, sign-in is entered through the home page with
 * `?signin=teacher|student&next=…`, and issue 5 opens the teacher or student sign-in dialog from
 * these parameters. Every sign-in link in the app is built here so that switch happens in one place.
 */

import { sameSiteNextPath } from '@lantern/shared';

export type SignInKind = 'teacher' | 'student';

/** The same-site path `next` names, or null: the one rule the server's redirects also apply. */
export const safeNextPath = sameSiteNextPath;

/** The sign-in entry for a teacher or a student, returning to `next` (when it is a safe path). */
export function signInHref(kind: SignInKind, next: string | null | undefined): string {
  const params = new URLSearchParams({ signin: kind });
  const safeNext = safeNextPath(next);
  if (safeNext) params.set('next', safeNext);
  return `/?${params.toString()}`;
}

/**
 * Sign-in (and first sign-up) through an OpenID Connect account provider such as Google: the
 * server redirects to the provider and back to `next`. Students add type=student (spec 2 §7).
 */
export function providerSignInHref(
  provider: string,
  { next, kind = 'teacher' }: { next?: string | null; kind?: SignInKind } = {},
): string {
  const params = new URLSearchParams();
  const safeNext = safeNextPath(next);
  if (safeNext) params.set('next', safeNext);
  if (kind === 'student') params.set('type', 'student');
  const query = params.toString();
  return `/api/v2/auth/oidc/${encodeURIComponent(provider)}/start/${query ? `?${query}` : ''}`;
}
