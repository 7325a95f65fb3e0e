/** The `next` address rule, shared by the server's redirects and the web's sign-in links. */

const SAME_SITE_BASE = 'https://same-site.invalid';
/** Enough rounds to see through double and triple encoding (%252F → %2F → /). */
const DECODE_ROUNDS = 3;

/** A path that a browser would read as another host: '//host', '/\host' (backslash counts as slash). */
function leavesSite(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
}

/** Backslashes and control characters (tabs, newlines), which URL parsers turn into slashes or drop. */
function hasTrickCharacters(value: string): boolean {
  return value.includes('\\') || /\p{Cc}/u.test(value);
}

/** The value and its percent-decoded forms, for the checks a later decoding step could undo. */
function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

/**
 * The same-site path (with query and fragment) that `next` names, or null when it is missing or
 * could lead elsewhere. The decision is made on the final, normalised path, because normalising
 * can create a new '//' ('/.//evil' → '//evil'); a path that starts with '//' or holds a backslash
 * or control character in any decoding is refused, so no later decode can turn it into another host.
 */
export function sameSiteNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const value = next.trim();
  if (hasTrickCharacters(value)) return null;
  let normalized: string | null = null;
  for (const form of decodedForms(value)) {
    // In a query or fragment, an encoded backslash or newline is just text (a search for it).
    const path = form.split(/[?#]/, 1)[0] ?? '';
    if (leavesSite(path) || hasTrickCharacters(path)) return null;
    const target = normalizedPath(form);
    if (target === null || leavesSite(target)) return null;
    normalized ??= target;
  }
  return normalized;
}

/** The path, query and fragment a browser would go to from `value` on this site; null if elsewhere. */
function normalizedPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
