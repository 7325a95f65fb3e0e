import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/**
 * The reminder job's claim (decision 0031): one statement marks due rows as this instance's, skipping rows
 * another instance holds (FOR UPDATE SKIP LOCKED) or has claimed within CLAIM_TTL, so two servers never mail
 * the same reminder. A claim older than that (a process that died mid-send) is taken over.
 */

const CLAIM_TTL = '1 hour';

const claimedRow = z.object({
  id: column.int8,
  email: z.string(),
  first_name: z.string(),
  due_on: z.string(),
});
export type ClaimedReminder = z.output<typeof claimedRow>;

export function claimDueReminders(
  orm: Orm,
  options: { now: Date; instanceId: string; limit: number },
): Promise<ClaimedReminder[]> {
  const now = options.now.toISOString();
  return queryRows(
    orm,
    claimedRow,
    sql`UPDATE privacy_reminders p SET claimed_at = ${now}::timestamptz, claimed_by = ${options.instanceId}
      FROM users u
      WHERE u.id = p.user_id AND p.id IN (
        SELECT q.id FROM privacy_reminders q
        JOIN users qu ON qu.id = q.user_id
        WHERE q.sent_at IS NULL
          AND q.due_on <= (${now}::timestamptz AT TIME ZONE 'UTC')::date
          AND (q.claimed_at IS NULL OR q.claimed_at < ${now}::timestamptz - ${CLAIM_TTL}::interval)
          AND qu.email IS NOT NULL AND qu.is_active
          AND NOT EXISTS (SELECT 1 FROM data_privacy_records r WHERE r.user_id = q.user_id AND r.signed_at IS NOT NULL)
        ORDER BY q.due_on, q.id
        LIMIT ${options.limit}
        FOR UPDATE OF q SKIP LOCKED)
      RETURNING p.id, u.email, u.first_name, to_char(p.due_on, 'YYYY-MM-DD') AS due_on`,
  );
}

export async function markSent(orm: Orm, id: number, instanceId: string, now: Date): Promise<void> {
  await orm.execute(sql`UPDATE privacy_reminders SET sent_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id} AND claimed_by = ${instanceId}`);
}

/** A send that failed: free the row so the next run tries again. */
export async function releaseClaim(orm: Orm, id: number, instanceId: string): Promise<void> {
  await orm.execute(sql`UPDATE privacy_reminders SET claimed_at = NULL, claimed_by = NULL
    WHERE id = ${id} AND claimed_by = ${instanceId} AND sent_at IS NULL`);
}
