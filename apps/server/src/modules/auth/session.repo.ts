import { and, eq, isNull, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  orm: Orm,
  values: {
    tokenHash: Buffer;
    userId: string;
    expiresAt: Date;
    idleTimeoutSeconds: number;
    userAgent: string | null;
    ipAddress: string | null;
  },
): Promise<SessionRow> {
  const [row] = await orm.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

/** A session still in use: not revoked, not past its expiry, not idle longer than its timeout. */
export const liveSession = and(
  isNull(sessions.revokedAt),
  sql`${sessions.expiresAt} > now()`,
  sql`${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > now()`,
) as SQL;

/**
 * Deletes the user's sessions that have ended (signed out, revoked, expired or idle too long): nothing shows or
 * accepts them any more, and they hold when and from where a child signed in. Done at the user's next sign-in.
 */
export async function deleteEndedSessions(orm: Orm, userId: string): Promise<void> {
  await orm.delete(sessions).where(and(eq(sessions.userId, userId), not(liveSession)));
}

/** The live session for a token hash with its user, or undefined when expired, idle or revoked. */
export async function findLiveSession(orm: Orm, tokenHash: Buffer) {
  const [row] = await orm
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveSession, eq(users.isActive, true)))
    .limit(1);
  return row;
}

/** Touches last_seen_at at most once a minute, so reads do not turn into a write per request. */
export async function touchSession(orm: Orm, sessionId: string): Promise<void> {
  await orm
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '60 seconds'`));
}

export async function revokeSessionById(orm: Orm, sessionId: string, userId: string): Promise<boolean> {
  const rows = await orm
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeUserSessions(orm: Orm, userId: string, exceptSessionId?: string) {
  await orm
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
