import { asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { flashMessages } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Reads and deletes the session's pending messages in one transaction: each is shown once. */
export async function takeSessionMessages(orm: Orm, sessionId: string) {
  return inTransaction(orm, async (tx) => {
    const rows = await tx
      .select()
      .from(flashMessages)
      .where(eq(flashMessages.sessionId, sessionId))
      .orderBy(asc(flashMessages.id));
    if (rows.length > 0) {
      await tx.delete(flashMessages).where(
        inArray(
          flashMessages.id,
          rows.map((row) => row.id),
        ),
      );
    }
    return rows;
  });
}

export async function addSessionMessage(
  orm: Orm,
  values: {
    sessionId: string;
    message: string;
    tags?: 'error' | 'success' | 'warning' | 'info';
    showInModal?: boolean;
  },
) {
  await orm.insert(flashMessages).values(values);
}
