/** The `next` address rule, shared by the server's redirects and the web's sign-in links. */

const SAME_SITE_BASE = 'https://same-site.invalid';

/**
 * The same-site path (with query and fragment) that `next` names, or null when it is missing or
 * could lead elsewhere: absolute URLs, protocol-relative '//host' and backslash tricks are refused.
 */
export function sameSiteNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can turn '/\t/evil' into '//evil'.
  if (/\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
