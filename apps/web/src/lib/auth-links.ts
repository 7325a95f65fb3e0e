/**
 * Links into sign-in, and the `next` addresses they carry.
 *
 * Accounts arrive with issue 5: until then, sign-in is entered through the home page with
 * `?signin=teacher|student&next=…`, and issue 5 opens the teacher or student sign-in dialog from
 * these parameters. Every sign-in link in the app is built here so that switch happens in one place.
 */

export type SignInKind = 'teacher' | 'student';

const SAME_SITE_BASE = 'https://same-site.invalid';

/**
 * The same-site path (with query and fragment) that `next` names, or null when it is missing or
 * could lead elsewhere: absolute URLs, protocol-relative '//host' and backslash tricks are refused.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

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
