import { COOKIE_NAMES, type PageConfig, pageConfigSchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { linkedIdentities, users } from '../../db/schema.ts';
import type { TestOidcProvider } from '../../test/oidc-provider.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';

let browsers = 0;

/**
 * A browser for provider sign-in tests: app.inject with a cookie jar, no API key (navigations),
 * each from an address of its own so per-address limits do not add up across tests.
 */
export class NavigatingBrowser {
  readonly cookies = new Map<string, string>();
  private readonly address: string;

  constructor(private readonly app: FastifyInstance) {
    browsers += 1;
    this.address = `10.77.${Math.floor(browsers / 250) % 250}.${(browsers % 250) + 1}`;
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(COOKIE_NAMES.session);
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.address,
      cookies: Object.fromEntries(this.cookies),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The page config the server embeds for this browser's session. */
  async pageConfig(): Promise<PageConfig> {
    const reply = await this.get('/');
    const match = /<script id="page-config" type="application\/json">(.*?)<\/script>/s.exec(reply.body);
    if (!match?.[1]) throw new Error('no page config in index.html');
    return pageConfigSchema.parse(JSON.parse(match[1]));
  }
}

export function startPath(provider: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `/api/v2/auth/oidc/${provider}/start/${search ? `?${search}` : ''}`;
}

/** Where a redirect reply sends the browser, relative to our site when it stays on it. */
export function locationOf(reply: LightMyRequestResponse): string {
  expect(reply.statusCode, reply.body).toBe(302);
  const location = reply.headers.location;
  if (typeof location !== 'string') throw new Error('redirect without a location');
  return location;
}

/** The provider's redirect back to us, as the path and query our app receives. */
export function callbackPathOf(returned: URL, provider = 'google'): string {
  expect(`${returned.origin}${returned.pathname}`).toBe(
    `${TEST_PUBLIC_URL}/api/v2/auth/oidc/${provider}/callback/`,
  );
  return `${returned.pathname}${returned.search}`;
}

/**
 * The whole journey: our start route, the provider's login form as `subject`, and back to our
 * callback. Returns the callback's reply (a redirect) and the browser that made it.
 */
export async function signInWithProvider(
  app: FastifyInstance,
  provider: TestOidcProvider,
  subject: string,
  query: Record<string, string> = {},
  browser = new NavigatingBrowser(app),
) {
  const start = await browser.get(startPath('google', query));
  const returned = await provider.signIn(locationOf(start), subject);
  const callback = await browser.get(callbackPathOf(returned));
  return { browser, callback };
}

export function errorPageMessage(location: string): string | null {
  const url = new URL(location, TEST_PUBLIC_URL);
  expect(url.pathname).toBe('/error');
  return url.searchParams.get('customErrorMessage');
}

export async function identitiesOf(app: FastifyInstance, userId: string) {
  return app.orm.select().from(linkedIdentities).where(eq(linkedIdentities.userId, userId));
}

export async function identityBySubject(app: FastifyInstance, subject: string) {
  const [row] = await app.orm
    .select({ identity: linkedIdentities, user: users })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(eq(linkedIdentities.subject, subject));
  return row;
}
