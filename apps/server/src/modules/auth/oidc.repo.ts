import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { linkedIdentities, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** SQL of provider sign-in: linked identities (provider, subject → user) and the state-cookie key. */

export type LinkedIdentityRow = typeof linkedIdentities.$inferSelect;
type NewUser = typeof users.$inferInsert;

export async function findLinkedUser(orm: Orm, provider: string, subject: string) {
  const [row] = await orm
    .select({ identity: linkedIdentities, user: users })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function touchLinkedIdentity(orm: Orm, identityId: string) {
  await orm
    .update(linkedIdentities)
    .set({ lastSigninAt: sql`now()` })
    .where(eq(linkedIdentities.id, identityId));
}

/** The first identity linked to the user (oldest first), if any. */
export async function findFirstIdentityOfUser(orm: Orm, userId: string) {
  const [row] = await orm
    .select({ provider: linkedIdentities.provider })
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId))
    .orderBy(linkedIdentities.createdAt)
    .limit(1);
  return row;
}

export async function insertLinkedIdentity(
  orm: Orm,
  values: { provider: string; subject: string; userId: string; email: string | null },
) {
  await orm.insert(linkedIdentities).values(values);
}

/** A new user and its identity in one transaction: no account without its link, no link without its account. */
export async function insertUserWithIdentity(
  orm: Orm,
  user: NewUser,
  identity: { provider: string; subject: string; email: string | null },
) {
  return inTransaction(orm, async (tx) => {
    const [created] = await tx.insert(users).values(user).returning();
    if (!created) throw new Error('insert into users returned no row');
    await tx.insert(linkedIdentities).values({ ...identity, userId: created.id });
    return created;
  });
}
