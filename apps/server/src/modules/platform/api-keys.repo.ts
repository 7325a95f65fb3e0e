import { and, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';

export async function findActiveClientByKeyHash(orm: Orm, keyHash: Buffer) {
  const [row] = await orm
    .select({ id: apiKeys.id, clientName: apiKeys.clientName })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** Inserts unless the client exists (two processes may race here at first start). */
export async function insertClientKeyIfMissing(
  orm: Orm,
  values: { clientName: string; keyHash: Buffer; publicKey: string | null },
) {
  await orm.insert(apiKeys).values(values).onConflictDoNothing({ target: apiKeys.clientName });
}

export async function findPublicKey(orm: Orm, clientName: string) {
  const [row] = await orm
    .select({ publicKey: apiKeys.publicKey })
    .from(apiKeys)
    .where(and(eq(apiKeys.clientName, clientName), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row?.publicKey ?? null;
}

export async function revokeClientKey(orm: Orm, clientName: string) {
  await orm.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.clientName, clientName));
}
