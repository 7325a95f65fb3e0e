import { OIDC_PROVIDER_ID_PATTERN } from '@lantern/shared';

/**
 * OpenID Connect providers from the environment:
 *   OIDC_PROVIDERS=google,district           ids, comma-separated (none: provider sign-in is off)
 *   OIDC_<ID>_ISSUER                         issuer URL (Google: https://accounts.google.com by default)
 *   OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET   required
 *   OIDC_<ID>_LABEL                          button text after 'Sign in with' (Google: 'Google')
 *   OIDC_<ID>_ACCOUNT_URL                    where the provider's users change email and password
 * <ID> is the id in upper case with '-' as '_'.
 */

export type OidcProviderConfig = {
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  accountUrl: string | null;
};

const KNOWN_DEFAULTS: Record<string, { issuer: string; label: string; accountUrl: string }> = {
  google: {
    issuer: 'https://accounts.google.com',
    label: 'Google',
    accountUrl: 'https://myaccount.google.com/',
  },
};

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Plain http is accepted only for a provider on this machine (development and tests). */
export function isLoopbackUrl(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The configured providers, or the problems (one line per bad variable) that stop the start-up. */
export function readOidcProviders(env: NodeJS.ProcessEnv): {
  providers: OidcProviderConfig[];
  problems: string[];
} {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const id of new Set(ids)) {
    if (!OIDC_PROVIDER_ID_PATTERN.test(id)) {
      problems.push(
        `  OIDC_PROVIDERS: "${id}" is not a provider id (lowercase letters, digits and '-', at most 32)`,
      );
      continue;
    }
    const prefix = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
    const read = (name: string) => env[`${prefix}${name}`]?.trim() || undefined;
    const known = KNOWN_DEFAULTS[id];
    const issuer = read('ISSUER') ?? known?.issuer;
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    const accountUrl = read('ACCOUNT_URL') ?? known?.accountUrl ?? null;
    const issuerUrl = issuer ? httpUrl(issuer) : null;
    if (!issuer) problems.push(`  ${prefix}ISSUER: required for provider "${id}"`);
    else if (!issuerUrl || (issuerUrl.protocol === 'http:' && !isLoopbackUrl(issuerUrl))) {
      problems.push(`  ${prefix}ISSUER: must be an https:// URL (http:// only for localhost)`);
    }
    if (!clientId) problems.push(`  ${prefix}CLIENT_ID: required for provider "${id}"`);
    if (!clientSecret) problems.push(`  ${prefix}CLIENT_SECRET: required for provider "${id}"`);
    if (accountUrl && !httpUrl(accountUrl)) problems.push(`  ${prefix}ACCOUNT_URL: must be an http(s) URL`);
    if (!issuer || !clientId || !clientSecret) continue;
    providers.push({
      id,
      label: (read('LABEL') ?? known?.label ?? id.charAt(0).toUpperCase() + id.slice(1)).slice(0, 60),
      issuer,
      clientId,
      clientSecret,
      accountUrl,
    });
  }
  return { providers, problems };
}
