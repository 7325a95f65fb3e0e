import { COOKIE_NAMES } from '@lantern/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './session.repo.ts';

export type SessionUser = typeof users.$inferSelect;
export type CurrentSession = { id: string; user: SessionUser };

/** Resolves the request's session cookie to a live session, or null. */
export async function loadSession(orm: Orm, token: string | undefined): Promise<CurrentSession | null> {
  if (!token || token.length > 100) return null;
  const found = await repo.findLiveSession(orm, sha256(token));
  if (!found) return null;
  await repo.touchSession(orm, found.session.id);
  return { id: found.session.id, user: found.user };
}

/**
 * Starts a session for a user: a fresh token every time (so a sign-in rotates the session and a
 * token planted before sign-in is worthless); the previous session of this browser is revoked.
 */
export async function startSession(
  orm: Orm,
  config: Config,
  user: SessionUser,
  context: { previousSessionId?: string; userAgent?: string; ipAddress?: string },
): Promise<{ token: string; sessionId: string; maxAgeSeconds: number }> {
  if (context.previousSessionId) {
    await repo.revokeSessionById(orm, context.previousSessionId, user.id).catch(() => false);
  }
  await repo.deleteEndedSessions(orm, user.id);
  const token = randomToken();
  const idle =
    user.role === 'student' ? config.session.idleSecondsStudent : config.session.idleSecondsTeacher;
  const row = await repo.insertSession(orm, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + config.session.absoluteSeconds * 1000),
    idleTimeoutSeconds: Math.round(idle),
    userAgent: context.userAgent?.slice(0, 512) ?? null,
    ipAddress: context.ipAddress?.slice(0, 64) ?? null,
  });
  return { token, sessionId: row.id, maxAgeSeconds: config.session.absoluteSeconds };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, maxAge: number) {
  // The cookie is written only when the reply is sent, past every transaction and error handler:
  // a lifetime it cannot carry must fail here, where the caller's transaction still rolls back.
  if (!Number.isSafeInteger(maxAge) || maxAge <= 0) {
    throw new Error(`session lifetime must be a whole number of seconds, not ${maxAge}`);
  }
  reply.setCookie(COOKIE_NAMES.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge,
  });
}

/** Signs the request's user in: new session, cookie set. */
export async function signIn(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
  const { orm, config } = request.server;
  const started = await startSession(orm, config, user, {
    previousSessionId: request.session?.id,
    userAgent: request.headers['user-agent'],
    ipAddress: request.ip,
  });
  setSessionCookie(reply, config, started.token, started.maxAgeSeconds);
  return started;
}

/**
 * Creates an account (`create`, in the transaction it is given) and its first session in one
 * transaction, and sets the cookie: a failure anywhere leaves no account behind.
 */
export async function signUpAndSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  create: (tx: Orm) => Promise<SessionUser>,
): Promise<SessionUser> {
  const { orm, config } = request.server;
  return inTransaction(orm, async (tx) => {
    const created = await create(tx);
    const started = await startSession(tx, config, created, {
      previousSessionId: request.session?.id,
      userAgent: request.headers['user-agent'],
      ipAddress: request.ip,
    });
    // Inside the transaction: a cookie that cannot be set undoes the account too.
    setSessionCookie(reply, config, started.token, started.maxAgeSeconds);
    return created;
  });
}

/** Signs out: the session is revoked on the server, not only forgotten by the browser. */
export async function signOut(request: FastifyRequest, reply: FastifyReply) {
  if (request.session) {
    await repo.revokeSessionById(request.server.orm, request.session.id, request.session.user.id);
  }
  reply.clearCookie(COOKIE_NAMES.session, { path: '/' });
}

export const revokeUserSessions = repo.revokeUserSessions;
