import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { studentSigninCards, users } from '../../db/schema.ts';

/** SQL of sign-in cards (migration 0082, decision 0074): one row per student, hashes only. */

export type SigninCardRow = typeof studentSigninCards.$inferSelect;

/** Gives the student a card, replacing the one they had (whose token and code stop matching at once). */
export async function upsertCard(
  orm: Orm,
  values: { userId: string; tokenHash: Buffer; codeHash: Buffer; issuedBy: string },
): Promise<SigninCardRow> {
  const [row] = await orm
    .insert(studentSigninCards)
    .values(values)
    .onConflictDoUpdate({
      target: studentSigninCards.userId,
      set: {
        tokenHash: values.tokenHash,
        codeHash: values.codeHash,
        issuedBy: values.issuedBy,
        issuedAt: sql`now()`,
        lastUsedAt: null,
      },
    })
    .returning();
  if (!row) throw new Error('sign-in card upsert returned no row');
  return row;
}

/** Turns the student's card off; whether they had one. */
export async function deleteCard(orm: Orm, userId: string): Promise<boolean> {
  const rows = await orm
    .delete(studentSigninCards)
    .where(eq(studentSigninCards.userId, userId))
    .returning({ userId: studentSigninCards.userId });
  return rows.length > 0;
}

/** The active student whose card has this token hash (one primary-key-sized index read). */
export async function findStudentByCardToken(orm: Orm, tokenHash: Buffer) {
  const [row] = await orm
    .select({ user: users })
    .from(studentSigninCards)
    .innerJoin(users, eq(users.id, studentSigninCards.userId))
    .where(and(eq(studentSigninCards.tokenHash, tokenHash), eq(users.role, 'student')))
    .limit(1);
  return row?.user;
}

export async function findCardOf(orm: Orm, userId: string): Promise<SigninCardRow | undefined> {
  const [row] = await orm.select().from(studentSigninCards).where(eq(studentSigninCards.userId, userId));
  return row;
}

export async function markCardUsed(orm: Orm, userId: string): Promise<void> {
  await orm
    .update(studentSigninCards)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(studentSigninCards.userId, userId));
}
