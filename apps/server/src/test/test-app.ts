import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { randomToken } from '../lib/tokens.ts';
import { startSession } from '../modules/auth/session.service.ts';
import type { ReadCacheOptions } from '../modules/read-cache/read-cache.ts';
import { buildPrivacyRecord, buildUser, type TestUser, type UserOverrides } from './factories/index.ts';
import { openTestDatabase, sharedTestDatabase } from './test-database.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
/** A stand-in for apps/web/dist, so the API tests never depend on a web build being present. */
export const TEST_WEB_DIST_DIR = path.join(import.meta.dirname, 'fixtures/web-dist');

const openApps: FastifyInstance[] = [];
const dataDirs: string[] = [];

export interface BuildTestAppOptions {
  /** Extra environment variables for loadConfig. */
  env?: Record<string, string>;
  /** Use this database instead of the file's shared copy. */
  database?: Database;
  /** Give this app a database copy of its own (slower; for tests that change global state). */
  freshDatabase?: boolean;
  /** Read cache settings over the tests' own (the catalog version read for every request). */
  readCache?: Partial<ReadCacheOptions>;
  /** Rendered-page cache settings over the configured ones (a clock, a cap). */
  pageCache?: Partial<ReadCacheOptions>;
  /** Registers extra (test-only) routes before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The whole app on a migrated test database (the file's own copy of the template by default), no
 * logging, PUBLIC_URL http://localhost:3000. Closed automatically after the test file.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ?? (options.freshDatabase ? await openTestDatabase() : await sharedTestDatabase());
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    WEB_DIST_DIR: TEST_WEB_DIST_DIR,
    // Files the app writes (outbox mail, uploads) go to a temp dir of its own, removed afterwards.
    DATA_DIR: makeDataDir(),
    LOG_LEVEL: 'silent',
    CAPTCHA_DISABLED: 'true',
    ...options.env,
  });
  // The catalog version is read for every request, so a write a test makes shows in its next request.
  const app = await buildApp({
    config,
    database,
    logger: false,
    readCache: { versionMaxAgeMs: 0, ...options.readCache },
    pageCache: options.pageCache,
  });
  await options.extraRoutes?.(app);
  await app.ready();
  openApps.push(app);
  return app;
}

function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-test-data-'));
  dataDirs.push(dir);
  return dir;
}

export async function closeTestApps(): Promise<void> {
  for (const app of openApps.splice(0)) await app.close().catch(() => {});
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** What a request needs to be sent as someone: cookies and headers, for app.inject. */
export interface RequestAuth {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

export interface SignedIn extends RequestAuth {
  user: TestUser;
  sessionId: string;
  token: string;
}

/** A visitor's request kit: the web client key, a CSRF cookie and matching header, our Origin. */
export function apiHeaders(app: FastifyInstance, csrf = randomToken()): RequestAuth {
  return {
    cookies: { [COOKIE_NAMES.csrf]: csrf },
    headers: {
      authorization: `Bearer ${app.webApiKey}`,
      [CSRF_HEADER]: csrf,
      origin: app.config.publicUrl,
    },
  };
}

/** Starts a real session for the user (as a sign-in would) and returns what its requests carry. */
export async function signInAs(app: FastifyInstance, user: TestUser): Promise<SignedIn> {
  const started = await startSession(app.orm, app.config, user, { userAgent: 'vitest' });
  const visitor = apiHeaders(app);
  return {
    user,
    sessionId: started.sessionId,
    token: started.token,
    cookies: { ...visitor.cookies, [COOKIE_NAMES.session]: started.token },
    headers: visitor.headers,
  };
}

/**
 * A new teacher, signed in: the one way API tests make one. They have acknowledged the Student Privacy Notice
 * (which the gated calls need) unless `acknowledged: false`; other options are the user row's columns.
 */
export async function signedInTeacher(
  app: FastifyInstance,
  { acknowledged = true, ...user }: { acknowledged?: boolean } & UserOverrides = {},
): Promise<SignedIn> {
  const teacher = await buildUser(app, { ...user, role: 'teacher' });
  if (acknowledged) await buildPrivacyRecord(app, { userId: teacher.id });
  return signInAs(app, teacher);
}

/** app.inject with someone's cookies and headers merged in (null: a bare request). */
export function injectAs(app: FastifyInstance, auth: RequestAuth | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...(auth?.headers ?? {}), ...(options.headers as Record<string, string> | undefined) },
    cookies: { ...(auth?.cookies ?? {}), ...(options.cookies ?? {}) },
  });
}

/** GET as a visitor with the web client's key: the status, the parsed body and the reply. */
export async function getJson(app: FastifyInstance, url: string) {
  const response = await injectAs(app, apiHeaders(app), { method: 'GET', url });
  return { status: response.statusCode, body: response.json(), response };
}

/** A call as someone (null: a bare request): the status and the parsed body (null for an empty reply). */
export async function callAs(
  app: FastifyInstance,
  who: RequestAuth | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const response = await injectAs(app, who, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read reply bodies loosely and assert their shape
  const body = (response.body ? response.json() : null) as Record<string, any>;
  return { status: response.statusCode, body };
}
