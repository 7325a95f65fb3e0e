import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../config.ts';
import { buildTestApp } from '../../test/test-app.ts';

/**
 * The app on the harness's test database (PGlite or PostgreSQL, per Vitest project), with a
 * DATA_DIR of its own (for the mail outbox). Captcha is off unless `env` turns it on.
 */
export async function startAccountsApp(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-accounts-'));
  const app = await buildTestApp({ env: { DATA_DIR: dataDir, ...env } });
  const config = app.config;
  return {
    app,
    config,
    database: app.database,
    dataDir,
    browser: (ip?: string) => new TestBrowser(app, config, ip),
    close: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type AccountsApp = Awaited<ReturnType<typeof startAccountsApp>>;

/** A captcha that is on but cheap to solve, for the tests that send real solutions. */
export const CHEAP_CAPTCHA_ENV = { CAPTCHA_DISABLED: 'false', CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '40' };

let addresses = 0;
/** Each test browser comes from an address of its own, so per-address limits do not add up. */
function nextAddress(): string {
  addresses += 1;
  return `127.0.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

/** A browser for app.inject: keeps cookies, sends the API key, CSRF header and Origin. */
export class TestBrowser {
  readonly cookies = new Map<string, string>([[COOKIE_NAMES.csrf, 'test-csrf-token']]);

  constructor(
    private readonly app: FastifyInstance,
    readonly config: Config,
    private readonly ip = nextAddress(),
  ) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(COOKIE_NAMES.session);
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const response: LightMyRequestResponse = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        authorization: `Bearer ${this.app.webApiKey}`,
        origin: this.config.publicUrl,
        [CSRF_HEADER]: this.cookies.get(COOKIE_NAMES.csrf) ?? '',
      },
      cookies: Object.fromEntries(this.cookies),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert their shape
    const body = response.json() as Record<string, any>;
    return { status: response.statusCode, body, response };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload: unknown = {}) => this.request('POST', url, payload);
  put = (url: string, payload: unknown) => this.request('PUT', url, payload);
  delete = (url: string) => this.request('DELETE', url);
}

/** A student's sign-in as the sign-in page sends it (the favorite-animal question, no captcha in tests). */
export function signInStudent(
  browser: TestBrowser,
  username: string,
  answer: string,
  extra: Record<string, unknown> = {},
) {
  return browser.post('/student/signin/', {
    username,
    questionType: 'favorite_animal',
    questionAnswer: answer,
    captcha: '',
    ...extra,
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'teacher'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.org`;
}

export const GOOD_PASSWORD = 'lantern reading corner 42';

/** Mail files in a DATA_DIR's outbox, oldest first. */
export function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
}

/** A mail's text with quoted-printable soft breaks and '=' escapes undone. */
function readMail(dataDir: string, file: string): string {
  return fs
    .readFileSync(path.join(dataDir, 'outbox', file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/** The mails to `email` (whose subject holds `subject`) in the outbox now. */
export function mailsTo(dataDir: string, email: string, subject = ''): string[] {
  return outboxFiles(dataDir)
    .map((file) => readMail(dataDir, file))
    .filter(
      (mail) =>
        mail.toLowerCase().includes(`to: ${email.toLowerCase()}`) &&
        (subject === '' || mail.includes(`Subject: ${subject}`)),
    );
}

/** Mail is sent after the reply: waits for the newest mail to `email` whose subject holds `subject`. */
export async function waitForMail(dataDir: string, email: string, subject = ''): Promise<string> {
  for (let waited = 0; waited < 400; waited++) {
    const found = mailsTo(dataDir, email, subject).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${email} (${subject}) in the outbox of ${dataDir}`);
}

/** The token of the first link to `page` (e.g. '/signup/confirm') in a mail. */
export function mailedToken(mail: string, page: string): string {
  const match = new RegExp(`${page.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${page} link in:\n${mail}`);
  return decodeURIComponent(match[1]);
}

export const SIGNUP_LINK_SUBJECT = 'Finish creating your';

/**
 * Signs a new teacher up on `browser` as a person does (decision 0071): the sign-up call, then the
 * mailed link, used in the same browser, which is then signed in. `reply` is the link's reply (201 and
 * the user), or the sign-up call's when that refused the request; `requested` is the sign-up call's.
 */
export async function signUpTeacher(browser: TestBrowser, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const requested = await browser.post('/api/v2/auth/signup/', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: GOOD_PASSWORD,
    ...overrides,
  });
  if (requested.status !== 202) return { email, reply: requested, requested };
  const mail = await waitForMail(browser.config.dataDir, email, SIGNUP_LINK_SUBJECT);
  const token = mailedToken(mail, '/signup/confirm');
  const reply = await browser.post('/api/v2/auth/signup/confirm/', { token });
  return { email, reply, requested };
}
