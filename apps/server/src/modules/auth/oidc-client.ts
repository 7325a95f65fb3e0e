import * as client from 'openid-client';
import { isLoopbackUrl, type OidcProviderConfig } from './oidc-config.ts';

/**
 * The relying-party side of OpenID Connect, through openid-client: discovery (cached), the
 * authorization URL (code flow, PKCE S256, state, nonce) and the code exchange with its checks.
 */

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const REQUEST_TIMEOUT_SECONDS = 10;
export const OIDC_SCOPES = 'openid email profile';

/**
 * Discovery documents per issuer and client. A cache that is safe to lose (every process can
 * fetch its own) and expires, so a provider's rotated endpoints are picked up; failures are not kept.
 */
const discovered = new Map<string, { configuration: Promise<client.Configuration>; fetchedAt: number }>();

/** Thrown when the provider cannot be reached or its discovery document is unusable. */
export class ProviderUnavailableError extends Error {}

export function discoverProvider(provider: OidcProviderConfig): Promise<client.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.configuration;
  const issuer = new URL(provider.issuer);
  const configuration = client
    .discovery(issuer, provider.clientId, undefined, client.ClientSecretPost(provider.clientSecret), {
      timeout: REQUEST_TIMEOUT_SECONDS,
      // Plain http only ever for a provider on this machine (config refuses it elsewhere).
      execute: issuer.protocol === 'http:' && isLoopbackUrl(issuer) ? [client.allowInsecureRequests] : [],
    })
    .catch((error: unknown) => {
      discovered.delete(key);
      throw new ProviderUnavailableError(`discovery of ${provider.issuer} failed`, { cause: error });
    });
  discovered.set(key, { configuration, fetchedAt: Date.now() });
  return configuration;
}

export type AuthorizationRequest = {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
};

export async function buildAuthorizationRequest(
  configuration: client.Configuration,
  redirectUri: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  };
  // On a shared classroom computer, let the person choose among signed-in provider accounts,
  // where the provider says it understands the request (others refuse unknown prompt values).
  const prompts = configuration.serverMetadata().prompt_values_supported;
  if (Array.isArray(prompts) && prompts.includes('select_account')) parameters.prompt = 'select_account';
  const url = client.buildAuthorizationUrl(configuration, parameters);
  return { url, state, nonce, codeVerifier };
}

/** What the provider says about the person: the ID token's claims, completed by UserInfo. */
export type ProviderClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Exchanges the code (checking state, nonce, PKCE, issuer and audience) and reads the claims.
 * Providers that put only `sub` in the ID token (the OIDC default when an access token is issued)
 * are asked at their UserInfo endpoint, which must answer for the same subject.
 */
export async function completeAuthorization(
  configuration: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ProviderClaims> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider returned no ID token');
  let claims: Record<string, unknown> = { ...idToken };
  const incomplete = !text(claims.email) || !(text(claims.given_name) || text(claims.name));
  if (incomplete && configuration.serverMetadata().userinfo_endpoint) {
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    // The signed ID token wins where both speak.
    claims = { ...userInfo, ...claims };
  }
  const email = text(claims.email);
  return {
    subject: idToken.sub,
    email: email ? email.toLowerCase() : null,
    // Some providers send "true" as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}

/** The error an authorization response carries (?error=…), when it carries one. */
export function isAccessDenied(error: string | undefined): boolean {
  return error === 'access_denied' || error === 'consent_required' || error === 'login_required';
}
