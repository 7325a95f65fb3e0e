import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import {
  accountLockouts,
  credentials,
  passwordResetTokens,
  sessions,
  signinThrottle,
  type UserRole,
  users,
} from '../../db/schema.ts';
import { liveSession } from './session.repo.ts';

/** SQL of the accounts domain: users with their credentials, reset tokens, throttling. */

export type UserRow = typeof users.$inferSelect;
export type CredentialRow = typeof credentials.$inferSelect;

export async function findUserByEmail(orm: Orm, email: string, roles: UserRole[]) {
  const [row] = await orm
    .select({ user: users, credential: credentials })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, inArray(users.role, roles)))
    .limit(1);
  return row;
}

export async function findStudentByUsername(orm: Orm, username: string) {
  const [row] = await orm
    .select({ user: users, credential: credentials })
    .from(users)
    .leftJoin(credentials, eq(credentials.userId, users.id))
    .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.role, 'student')))
    .limit(1);
  return row;
}

export async function findUserById(orm: Orm, userId: string) {
  const [row] = await orm.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findCredential(orm: Orm, userId: string) {
  const [row] = await orm.select().from(credentials).where(eq(credentials.userId, userId)).limit(1);
  return row;
}

/** Usernames equal to `base` or `base` followed by digits (any letter case). */
export async function usernamesLike(orm: Orm, base: string): Promise<string[]> {
  const rows = await orm
    .select({ username: users.username })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${base} OR (left(lower(${users.username}), ${base.length}) = ${base} AND substr(${users.username}, ${base.length + 1}) ~ '^[0-9]+$')`,
    );
  return rows.map((row) => (row.username ?? '').toLowerCase());
}

export async function insertUserWithCredential(
  orm: Orm,
  user: typeof users.$inferInsert,
  credential: Omit<typeof credentials.$inferInsert, 'userId'>,
): Promise<UserRow> {
  return orm.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(user).returning();
    if (!created) throw new Error('insert into users returned no row');
    await tx.insert(credentials).values({ ...credential, userId: created.id });
    return created;
  });
}

export async function setPasswordHash(orm: Orm, userId: string, passwordHash: string) {
  await orm
    .insert(credentials)
    .values({ userId, passwordHash, passwordChangedAt: sql`now()` })
    .onConflictDoUpdate({
      target: credentials.userId,
      set: { passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

// Password reset tokens ----------------------------------------------------------------------

export async function insertResetToken(orm: Orm, userId: string, tokenHash: Buffer, expiresAt: Date) {
  await orm.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Marks a live token used and returns its user, atomically: of two concurrent uses, one wins.
 * Used, expired and unknown tokens return undefined.
 */
export async function consumeResetToken(orm: Orm, tokenHash: Buffer) {
  const [row] = await orm
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Other outstanding links of the user stop working once one was used. */
export async function expireResetTokens(orm: Orm, userId: string) {
  await orm
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// Sessions -------------------------------------------------------------------------------------

export async function listLiveSessions(orm: Orm, userId: string) {
  return orm
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession))
    .orderBy(sql`${sessions.lastSeenAt} DESC`);
}

// Student sign-in throttling -----------------------------------------------------------------

export async function findThrottle(orm: Orm, subject: string) {
  const [row] = await orm
    .select()
    .from(signinThrottle)
    .where(and(eq(signinThrottle.kind, 'student'), eq(signinThrottle.subject, subject)))
    .limit(1);
  return row;
}

/** Counts one failure; failures older than the window start a new count. Returns the count. */
export async function recordFailure(orm: Orm, subject: string, windowSeconds: number): Promise<number> {
  const [row] = await orm
    .insert(signinThrottle)
    .values({ kind: 'student', subject, failures: 1 })
    .onConflictDoUpdate({
      target: [signinThrottle.kind, signinThrottle.subject],
      set: {
        failures: sql`CASE WHEN ${signinThrottle.lastFailureAt} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${signinThrottle.failures} + 1 END`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: signinThrottle.failures });
  return row?.failures ?? 1;
}

export async function lockSubject(orm: Orm, subject: string, lockSeconds: number) {
  await orm
    .update(signinThrottle)
    .set({ failures: 0, lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
    .where(and(eq(signinThrottle.kind, 'student'), eq(signinThrottle.subject, subject)));
}

export async function clearThrottle(orm: Orm, subject: string) {
  await orm
    .delete(signinThrottle)
    .where(and(eq(signinThrottle.kind, 'student'), eq(signinThrottle.subject, subject)));
}

export async function insertLockout(
  orm: Orm,
  values: { userId: string; failures: number; ipAddress: string | null; lockSeconds: number },
) {
  await orm.insert(accountLockouts).values({
    userId: values.userId,
    reason: 'wrong_secret_answer',
    failures: values.failures,
    ipAddress: values.ipAddress,
    lockedUntil: sql`now() + make_interval(secs => ${values.lockSeconds})`,
  });
}
