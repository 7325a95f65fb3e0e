import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { teacherSignupRequests } from '../../db/schema.ts';

/** SQL of teacher sign-ups waiting for their mailed link (decision 0071). */

export type SignupRequestRow = typeof teacherSignupRequests.$inferSelect;

/** Stores a sign-up, and deletes the ones whose link has expired. */
export async function insertSignupRequest(
  orm: Orm,
  values: {
    tokenHash: Buffer;
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    expiresAt: Date;
  },
) {
  await orm.delete(teacherSignupRequests).where(lt(teacherSignupRequests.expiresAt, sql`now()`));
  await orm.insert(teacherSignupRequests).values(values);
}

/**
 * Marks a live link used and returns its sign-up, atomically: of two uses at once, one wins. Used,
 * expired and unknown tokens return undefined.
 */
export async function consumeSignupRequest(
  orm: Orm,
  tokenHash: Buffer,
): Promise<SignupRequestRow | undefined> {
  const [row] = await orm
    .update(teacherSignupRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(teacherSignupRequests.tokenHash, tokenHash),
        isNull(teacherSignupRequests.usedAt),
        gt(teacherSignupRequests.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Once the address has an account, its other sign-up links stop working. */
export async function closeSignupRequestsFor(orm: Orm, email: string) {
  await orm
    .update(teacherSignupRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        sql`lower(${teacherSignupRequests.email}) = ${email.trim().toLowerCase()}`,
        isNull(teacherSignupRequests.usedAt),
      ),
    );
}
