import { COOKIE_NAMES } from '@lantern/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessions, users } from '../../db/schema.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { signIn, signOut } from './session.service.ts';

const WHOAMI = '/api/v2/test-whoami/';

/** Test-only: signs the given user in, as the accounts routes do after checking a password. */
function testSignIn(instance: FastifyInstance) {
  defineRoute(instance, {
    method: 'POST',
    url: '/api/v2/test-signin/',
    access: 'public',
    cache: 'no-store',
    schema: { tags: ['test'], summary: 'Signs a user in', body: z.object({ userId: z.string() }) },
    handler: async (request, reply) => {
      const [user] = await instance.orm.select().from(users).where(eq(users.id, request.body.userId));
      if (!user) throw new Error('no such user');
      await signIn(request, reply, user);
      return { ok: true };
    },
  });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    extraRoutes: (instance) => {
      defineRoute(instance, {
        method: 'GET',
        url: WHOAMI,
        access: 'signed-in',
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'Who is signed in' },
        handler: async (request) => ({ id: request.caller.id }),
      });
      testSignIn(instance);
      defineRoute(instance, {
        method: 'POST',
        url: '/api/v2/test-signout/',
        access: 'public',
        cache: 'no-store',
        schema: { tags: ['test'], summary: 'Signs out' },
        handler: async (request, reply) => {
          await signOut(request, reply);
          return { ok: true };
        },
      });
    },
  });
});

async function whoami(auth: SignedIn | ReturnType<typeof apiHeaders>) {
  return injectAs(app, auth, { url: WHOAMI });
}

async function ageSession(sessionId: string, change: Partial<Record<'lastSeenAt' | 'expiresAt', unknown>>) {
  await app.orm
    .update(sessions)
    .set(change as never)
    .where(eq(sessions.id, sessionId));
}

describe('sessions', () => {
  it('a live session identifies its user', async () => {
    const auth = await signInAs(app, await buildUser(app));
    const reply = await whoami(auth);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id: auth.user.id });
  });

  it('ends after the idle timeout (students sooner than teachers)', async () => {
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const idle = app.config.session;
    expect(idle.idleSecondsStudent).toBeLessThan(idle.idleSecondsTeacher);
    // Idle just longer than a student may be, but not as long as a teacher may be.
    const lastSeen = sql`now() - make_interval(secs => ${idle.idleSecondsStudent + 60})`;
    await ageSession(teacher.sessionId, { lastSeenAt: lastSeen });
    await ageSession(student.sessionId, { lastSeenAt: lastSeen });
    expect((await whoami(teacher)).statusCode).toBe(200);
    expect((await whoami(student)).statusCode).toBe(401);

    await ageSession(teacher.sessionId, {
      lastSeenAt: sql`now() - make_interval(secs => ${idle.idleSecondsTeacher + 1})`,
    });
    expect((await whoami(teacher)).statusCode).toBe(401);
  });

  it('activity keeps a session alive (last_seen_at is touched)', async () => {
    const auth = await signInAs(app, await buildUser(app));
    await ageSession(auth.sessionId, { lastSeenAt: sql`now() - interval '10 minutes'` });
    expect((await whoami(auth)).statusCode).toBe(200);
    const [row] = await app.orm.select().from(sessions).where(eq(sessions.id, auth.sessionId));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends at its absolute expiry however active it is', async () => {
    const auth = await signInAs(app, await buildUser(app));
    await ageSession(auth.sessionId, { expiresAt: sql`now() - interval '1 second'` });
    const reply = await whoami(auth);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().code).toBe('unauthorized');
  });

  it('a revoked session is rejected, and sign-out revokes on the server', async () => {
    const revoked = await signInAs(app, await buildUser(app));
    await app.orm.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, revoked.sessionId));
    expect((await whoami(revoked)).statusCode).toBe(401);

    const auth = await signInAs(app, await buildUser(app));
    const out = await injectAs(app, auth, { method: 'POST', url: '/api/v2/test-signout/' });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((cookie) => cookie.name === COOKIE_NAMES.session);
    expect(cleared?.value).toBe('');
    // The old cookie, replayed, no longer works.
    expect((await whoami(auth)).statusCode).toBe(401);
  });

  it('a deactivated user is signed out everywhere', async () => {
    const auth = await signInAs(app, await buildUser(app));
    await app.orm.update(users).set({ isActive: false }).where(eq(users.id, auth.user.id));
    expect((await whoami(auth)).statusCode).toBe(401);
  });

  it('signing in rotates the session: the old token dies, the cookie is HttpOnly and SameSite=Lax', async () => {
    const user = await buildUser(app);
    const old = await signInAs(app, user);
    const reply = await injectAs(app, old, {
      method: 'POST',
      url: '/api/v2/test-signin/',
      payload: { userId: user.id },
    });
    expect(reply.statusCode).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === COOKIE_NAMES.session);
    expect(cookie).toBeDefined();
    expect(cookie?.value).not.toBe(old.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy(); // http:// public URL in tests
    expect(cookie?.maxAge).toBe(app.config.session.absoluteSeconds);

    expect((await whoami(old)).statusCode).toBe(401);
    const fresh = { ...old, cookies: { ...old.cookies, [COOKIE_NAMES.session]: cookie!.value } };
    expect((await whoami(fresh)).statusCode).toBe(200);
  });

  it('signing in deletes the user’s ended sessions and keeps the live ones', async () => {
    const user = await buildUser(app);
    const live = await signInAs(app, user);
    const revoked = await signInAs(app, user);
    const expired = await signInAs(app, user);
    const idle = await signInAs(app, user);
    const other = await signInAs(app, await buildUser(app));
    await app.orm.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, revoked.sessionId));
    await app.orm.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, other.sessionId));
    await ageSession(expired.sessionId, { expiresAt: sql`now() - interval '1 second'` });
    await ageSession(idle.sessionId, {
      lastSeenAt: sql`now() - make_interval(secs => ${app.config.session.idleSecondsTeacher + 1})`,
    });

    const reply = await injectAs(app, apiHeaders(app), {
      method: 'POST',
      url: '/api/v2/test-signin/',
      payload: { userId: user.id },
    });
    expect(reply.statusCode).toBe(200);
    const left = await app.orm.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.id)).toContain(live.sessionId);
    expect(left).toHaveLength(2); // the live one and the new one
    expect((await whoami(live)).statusCode).toBe(200);
    // Another user's ended session is theirs to clear at their own next sign-in.
    const [kept] = await app.orm.select().from(sessions).where(eq(sessions.id, other.sessionId));
    expect(kept).toBeDefined();
  });

  it('a new session expires the configured lifetime from now, by the clock', async () => {
    const user = await buildUser(app);
    const before = Date.now();
    const reply = await injectAs(app, apiHeaders(app), {
      method: 'POST',
      url: '/api/v2/test-signin/',
      payload: { userId: user.id },
    });
    const after = Date.now();
    expect(reply.statusCode).toBe(200);
    const [row] = await app.orm.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetimeMs = app.config.session.absoluteSeconds * 1000;
    // The database's clock and this one may differ by a little; a day's error cannot hide.
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + lifetimeMs - 5_000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(after + lifetimeMs + 5_000);
    const stillLive = await signInAs(app, user);
    await ageSession(stillLive.sessionId, { expiresAt: sql`now() + interval '1 minute'` });
    expect((await whoami(stillLive)).statusCode).toBe(200);
  });

  it('the session cookie is Secure when PUBLIC_URL is https', async () => {
    const secureApp = await buildTestApp({
      env: { PUBLIC_URL: 'https://lantern.example.org' },
      extraRoutes: testSignIn,
    });
    const user = await buildUser(secureApp);
    const reply = await injectAs(secureApp, apiHeaders(secureApp), {
      method: 'POST',
      url: '/api/v2/test-signin/',
      payload: { userId: user.id },
    });
    expect(reply.statusCode).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === COOKIE_NAMES.session);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
  });

  it('a planted (unknown) or oversized session cookie is just a visitor', async () => {
    const visitor = apiHeaders(app);
    for (const token of ['planted-token-value-123', 'x'.repeat(5000)]) {
      const reply = await injectAs(app, visitor, {
        url: WHOAMI,
        cookies: { [COOKIE_NAMES.session]: token },
      });
      expect(reply.statusCode).toBe(401);
    }
  });
});
