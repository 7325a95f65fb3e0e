import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { TEST_PUBLIC_URL } from './test-app.ts';

/**
 * A real OpenID Connect provider (node-oidc-provider) on a free local port, for the sign-in tests.
 * Accounts are added by the test with the claims it wants; its development login form is filled
 * in with plain HTTP requests (any password), the way a person would submit it.
 */

export type TestAccountClaims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment that sets this provider up under `id` (redirects go to the test PUBLIC_URL). */
  env(id?: string): Record<string, string>;
  /** A new account with these claims; returns its subject. */
  addAccount(claims: TestAccountClaims): string;
  /** Follows the authorization URL, signs in as `subject`, and returns where the provider sends the browser back. */
  signIn(authorizationUrl: string, subject: string): Promise<URL>;
  /** Follows the authorization URL and cancels at the login form (access_denied). */
  cancel(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

const PROVIDER_IDS = ['google', 'district'];

/** Cookies of the browser talking to the provider (names are unique there, so paths are ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  let handler: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `lantern-test-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: PROVIDER_IDS.map((id) => `${TEST_PUBLIC_URL}/api/v2/auth/oidc/${id}/callback/`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    pkce: { required: () => true },
    async findAccount(_context, subject) {
      const claims = accounts.get(subject);
      if (!claims) return undefined;
      return { accountId: subject, claims: async () => ({ sub: subject, ...claims }) };
    },
    // A first-party client: consent is given with the login, as Google does for a school's own app.
    async loadExistingGrant(context) {
      const accountId = context.oidc.session?.accountId;
      const client = context.oidc.client;
      if (!accountId || !client) return undefined;
      const grant = new context.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  handler = provider.callback();

  /** GETs and POSTs until the provider redirects to the relying party; returns that address. */
  async function drive(
    authorizationUrl: string,
    atLoginForm: (jar: CookieJar, uid: string) => Promise<Response>,
  ) {
    const jar = new CookieJar();
    let response = await fetch(authorizationUrl, { redirect: 'manual', headers: { cookie: jar.header() } });
    for (let hop = 0; hop < 10; hop++) {
      jar.store(response);
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
      const target = new URL(location, issuer);
      if (target.origin !== issuer) return target;
      const interaction = /^\/interaction\/([^/]+)$/.exec(target.pathname);
      response = interaction?.[1]
        ? await atLoginForm(jar, interaction[1])
        : await fetch(target, { redirect: 'manual', headers: { cookie: jar.header() } });
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    env: (id = 'google') => {
      const prefix = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
      return {
        OIDC_PROVIDERS: id,
        [`${prefix}ISSUER`]: issuer,
        [`${prefix}CLIENT_ID`]: clientId,
        [`${prefix}CLIENT_SECRET`]: clientSecret,
      };
    },
    addAccount(claims) {
      const subject = `subject-${randomBytes(6).toString('hex')}`;
      accounts.set(subject, claims);
      return subject;
    },
    signIn: (authorizationUrl, subject) =>
      drive(authorizationUrl, (jar, uid) =>
        fetch(`${issuer}/interaction/${uid}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login: subject, password: 'any' }).toString(),
        }),
      ),
    cancel: (authorizationUrl) =>
      drive(authorizationUrl, (jar, uid) =>
        fetch(`${issuer}/interaction/${uid}/abort`, {
          redirect: 'manual',
          headers: { cookie: jar.header() },
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
