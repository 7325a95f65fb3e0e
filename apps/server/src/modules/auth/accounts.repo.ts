import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import {
  accountLockouts,
  credentials,
  passwordResetTokens,
  sessions,
  studentDevices,
  type UserRole,
  users,
} from '../../db/schema.ts';
import { queryRows } from '../../db/sql-rows.ts';
import { inTransaction } from '../../db/transaction.ts';
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
  return inTransaction(orm, async (tx) => {
    const [created] = await tx.insert(users).values(user).returning();
    if (!created) throw new Error('insert into users returned no row');
    await tx.insert(credentials).values({ ...credential, userId: created.id });
    return created;
  });
}

/** A new secret question and answer hash for a student (the teacher's reset in the classes area). */
export async function setSecretAnswer(
  orm: Orm,
  userId: string,
  secretQuestion: string,
  secretAnswerHash: string,
) {
  await orm
    .update(credentials)
    .set({ secretQuestion, secretAnswerHash, updatedAt: sql`now()` })
    .where(eq(credentials.userId, userId));
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

/** The user a live token belongs to (for checking the new password against the email). */
export async function findResetTokenUser(orm: Orm, tokenHash: Buffer) {
  const [row] = await orm
    .select({ id: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
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

// Student usernames and lockouts ------------------------------------------------------------

/** Namespace of the advisory locks on username bases (the second key is the base's hash). */
const USERNAME_LOCK_SPACE = 7_310;

/** Holds, until the transaction ends, the lock on one username base (any process waits for it). */
export async function lockUsernameBase(tx: Orm, base: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${USERNAME_LOCK_SPACE}, hashtext(${base}))`);
}

/**
 * Bulk forms for imports (thousands of students in one transaction): the same locks, taken in one statement in
 * sorted order; the taken usernames of many bases in one pass over users (a base never ends in a digit: it ends
 * with a thing word, so stripping the trailing number gives the base back); accounts inserted a slice at a time.
 */
export async function lockUsernameBases(tx: Orm, bases: readonly string[]) {
  if (bases.length === 0) return;
  await tx.execute(sql`SELECT count(pg_advisory_xact_lock(${USERNAME_LOCK_SPACE}, hashtext(b)))
    FROM (SELECT DISTINCT unnest(${sql.param([...bases])}::text[]) AS b ORDER BY 1) AS sorted`);
}

const usernameRow = z.object({ username: z.string() });

export async function usernamesWithBases(orm: Orm, bases: readonly string[]): Promise<string[]> {
  if (bases.length === 0) return [];
  const rows = await queryRows(
    orm,
    usernameRow,
    sql`SELECT lower(username) AS username FROM users
    WHERE username IS NOT NULL
      AND regexp_replace(lower(username), '[0-9]+$', '') = ANY(${sql.param([...bases])}::text[])`,
  );
  return rows.map((row) => row.username);
}

export async function insertStudentsWithCredentials(
  orm: Orm,
  rows: {
    firstName: string;
    lastName: string;
    username: string;
    secretQuestion: string;
    secretAnswerHash: string;
  }[],
  onProgress?: (done: number) => void,
): Promise<UserRow[]> {
  const created: UserRow[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    const slice = rows.slice(start, start + 1000);
    const made = await orm
      .insert(users)
      .values(
        slice.map((row) => ({
          role: 'student' as const,
          firstName: row.firstName,
          lastName: row.lastName,
          username: row.username,
        })),
      )
      .returning();
    // Matched by username (unique), not by the order RETURNING happens to keep.
    const byName = new Map(made.map((user) => [user.username, user]));
    const ordered = slice.map((row) => byName.get(row.username) as UserRow);
    await orm.insert(credentials).values(
      ordered.map((user, index) => ({
        userId: user.id,
        secretQuestion: (slice[index] as (typeof slice)[number]).secretQuestion,
        secretAnswerHash: (slice[index] as (typeof slice)[number]).secretAnswerHash,
      })),
    );
    created.push(...ordered);
    onProgress?.(created.length);
  }
  return created;
}

/** Whether the student signed in on the device with this cookie hash within the last `days` days. */
export async function isKnownStudentDevice(orm: Orm, userId: string, deviceHash: Buffer, days: number) {
  const [row] = await orm
    .select({ userId: studentDevices.userId })
    .from(studentDevices)
    .where(
      and(
        eq(studentDevices.userId, userId),
        eq(studentDevices.deviceHash, deviceHash),
        gt(studentDevices.lastSignedInAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a successful sign-in on the device, and forgets the student's devices unused for `days` days. */
export async function rememberStudentDevice(orm: Orm, userId: string, deviceHash: Buffer, days: number) {
  await orm
    .insert(studentDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({
      target: [studentDevices.userId, studentDevices.deviceHash],
      set: { lastSignedInAt: sql`now()` },
    });
  await orm
    .delete(studentDevices)
    .where(
      and(
        eq(studentDevices.userId, userId),
        sql`${studentDevices.lastSignedInAt} <= now() - make_interval(days => ${days})`,
      ),
    );
}

/** The lockout of the student that is still in force (not ended, not lifted), if any. */
export async function findOpenLockout(orm: Orm, userId: string) {
  const [row] = await orm
    .select()
    .from(accountLockouts)
    .where(
      and(
        eq(accountLockouts.userId, userId),
        isNull(accountLockouts.unlockedAt),
        gt(accountLockouts.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

export async function markLockoutsUnlocked(orm: Orm, userId: string, unlockedBy: string) {
  await orm
    .update(accountLockouts)
    .set({ unlockedAt: sql`now()`, unlockedBy })
    .where(
      and(
        eq(accountLockouts.userId, userId),
        isNull(accountLockouts.unlockedAt),
        gt(accountLockouts.lockedUntil, sql`now()`),
      ),
    );
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
