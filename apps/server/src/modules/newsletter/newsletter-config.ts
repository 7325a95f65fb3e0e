/**
 * Which email service provider (ESP) keeps the newsletter list (docs/decisions/0024-newsletter.md).
 * NEWSLETTER_PROVIDER unset or 'outbox': Lantern's own database is the list (staff export it as CSV)
 * and every newsletter mail goes through the mailer (SMTP_URL, or DATA_DIR/outbox/).
 * 'iterable': confirmed subscribers are also added to (and unsubscribed ones removed from) an
 * Iterable list through its API, configured by ITERABLE_API_KEY, ITERABLE_LIST_ID and ITERABLE_API_URL.
 */
export type NewsletterProviderConfig =
  | { kind: 'outbox' }
  | { kind: 'iterable'; apiKey: string; listId: number; apiUrl: string };

const DEFAULT_ITERABLE_API_URL = 'https://api.iterable.com';

function isHttpUrl(value: string, allowHttpForLocal: boolean): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
    return allowHttpForLocal && url.protocol === 'http:' && local;
  } catch {
    return false;
  }
}

/** The provider settings, or the problems (one line per bad variable) that stop the start-up. */
export function readNewsletterProvider(env: NodeJS.ProcessEnv): {
  provider: NewsletterProviderConfig;
  problems: string[];
} {
  const kind = env.NEWSLETTER_PROVIDER?.trim().toLowerCase() ?? '';
  if (kind === '' || kind === 'outbox') return { provider: { kind: 'outbox' }, problems: [] };
  if (kind !== 'iterable') {
    return {
      provider: { kind: 'outbox' },
      problems: ["  NEWSLETTER_PROVIDER: must be 'outbox' (the default) or 'iterable'"],
    };
  }
  const problems: string[] = [];
  const apiKey = env.ITERABLE_API_KEY?.trim() ?? '';
  if (apiKey.length < 8 || /\s/.test(apiKey)) {
    problems.push('  ITERABLE_API_KEY: required with NEWSLETTER_PROVIDER=iterable (the server-side API key)');
  }
  const listId = Number(env.ITERABLE_LIST_ID?.trim() ?? '');
  if (!Number.isSafeInteger(listId) || listId <= 0) {
    problems.push(
      '  ITERABLE_LIST_ID: required with NEWSLETTER_PROVIDER=iterable (the list id, a whole number)',
    );
  }
  const apiUrl = (env.ITERABLE_API_URL?.trim() || DEFAULT_ITERABLE_API_URL).replace(/\/$/, '');
  if (!isHttpUrl(apiUrl, true)) {
    problems.push('  ITERABLE_API_URL: must be an https:// address (http only for localhost)');
  }
  return { provider: { kind: 'iterable', apiKey, listId, apiUrl }, problems };
}
