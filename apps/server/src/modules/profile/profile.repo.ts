import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

export async function findProfile(orm: Orm, userId: string) {
  const [row] = await orm
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Names on users and the rest on user_profiles, in one transaction. */
export async function saveProfile(
  orm: Orm,
  userId: string,
  names: { firstName: string; lastName: string },
  profile: Omit<typeof userProfiles.$inferInsert, 'userId' | 'updatedAt'>,
) {
  await inTransaction(orm, async (tx) => {
    await tx
      .update(users)
      .set({ ...names, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx
      .insert(userProfiles)
      .values({ ...profile, userId })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...profile, updatedAt: sql`now()` } });
  });
}
