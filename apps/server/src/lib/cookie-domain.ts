import { isIP } from 'node:net';
import { parse } from 'tldts';

/**
 * The Domain attribute of the cookies the spec puts 'on the parent domain' (station confirmed).
 *
 * Guessing the parent from the host name is wrong both ways: dropping the first label turns
 * lantern.co.uk into co.uk (a public suffix browsers refuse) and wosu.example.org into example.org
 * (shared with every sibling site there). Even the registrable domain from the public-suffix list
 * is only right when the operator owns all of it. So the server does not guess: without
 * COOKIE_DOMAIN these cookies are host-only (no Domain attribute, seen by this host alone); with
 * it they go to that domain, which must be the public host or one of its parents and may not be a
 * public suffix (checked against the public-suffix list, private suffixes such as github.io too).
 */

const PSL_OPTIONS = { allowPrivateDomains: true } as const;

/** COOKIE_DOMAIN as browsers compare it: lower case, without a leading dot. */
export function normalizeCookieDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^\./, '');
}

/** Why COOKIE_DOMAIN cannot be used with this PUBLIC_URL, or null when it can. */
export function cookieDomainProblem(cookieDomain: string, publicUrl: string): string | null {
  const domain = normalizeCookieDomain(cookieDomain);
  const host = new URL(publicUrl).hostname.toLowerCase();
  if (isIP(host) || isIP(host.replace(/^\[|\]$/g, '')) || !host.includes('.')) {
    return `PUBLIC_URL's host ${host} takes host-only cookies only: leave COOKIE_DOMAIN unset.`;
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
    return 'must be a domain name such as lantern.example.org.';
  }
  if (host !== domain && !host.endsWith(`.${domain}`)) {
    return `must be PUBLIC_URL's host ${host} or a parent of it, not ${domain}.`;
  }
  const { publicSuffix, domain: registrable } = parse(domain, PSL_OPTIONS);
  if (!registrable || domain === publicSuffix) {
    return `${domain} is a public suffix (shared by unrelated sites): name your own domain, such as lantern.${domain}.`;
  }
  return null;
}
