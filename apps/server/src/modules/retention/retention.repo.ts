import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/**
 * The retention job's SQL (docs/decisions/0077-retention-jobs.md): the run's claim, and one statement per kind of
 * record, each deleting (or, for viewing history, unlinking) what is older than its cutoff. `now` is a parameter,
 * never the database's clock, so tests run the job at any date.
 */

const countRow = z.object({ count: column.int8 });

async function count(orm: Orm, statement: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows(orm, countRow, statement);
  return rows[0]?.count ?? 0;
}

/**
 * Claims this period's run of `job`: true when no run happened within `periodSeconds` before `now`. The row
 * stays locked until the caller's transaction ends, so a second process's claim waits, then sees this run's
 * time and answers false.
 */
export async function claimJobRun(orm: Orm, job: string, now: Date, periodSeconds: number): Promise<boolean> {
  const at = now.toISOString();
  const rows = await queryRows(
    orm,
    z.object({ job: z.string() }),
    sql`INSERT INTO scheduled_job_runs AS r (job, last_run_at) VALUES (${job}, ${at}::timestamptz)
      ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
        WHERE r.last_run_at <= EXCLUDED.last_run_at - make_interval(secs => ${periodSeconds})
      RETURNING job`,
  );
  return rows.length > 0;
}

const cutoff = (now: Date, days: number) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(days => ${days}))`;

/** Sessions that ended (signed out, revoked, expired or idle past their timeout) more than `days` ago. */
export function deleteEndedSessions(orm: Orm, now: Date, days: number): Promise<number> {
  const before = cutoff(now, days);
  return count(
    orm,
    sql`WITH gone AS (
      DELETE FROM sessions
      WHERE revoked_at < ${before}
        OR expires_at < ${before}
        OR last_seen_at + make_interval(secs => idle_timeout_seconds) < ${before}
      RETURNING 1
    ) SELECT count(*) AS count FROM gone`,
  );
}

/** Sign-in lockout records (with the address) whose lock ended, by time or by a teacher, more than `days` ago. */
export function deleteEndedLockouts(orm: Orm, now: Date, days: number): Promise<number> {
  return count(
    orm,
    sql`WITH gone AS (
      DELETE FROM account_lockouts
      WHERE LEAST(locked_until, COALESCE(unlocked_at, locked_until)) < ${cutoff(now, days)}
      RETURNING 1
    ) SELECT count(*) AS count FROM gone`,
  );
}

/** View claims older than their lifetime (the counting rule; resource-engagement.repo.ts prunes them too). */
export function deleteOldViewClaims(orm: Orm, now: Date, days: number): Promise<number> {
  return count(
    orm,
    sql`WITH gone AS (
      DELETE FROM resource_session_views WHERE viewed_at < ${cutoff(now, days)} RETURNING 1
    ) SELECT count(*) AS count FROM gone`,
  );
}

/**
 * Viewing history: views older than `days` lose their account and browser key. The row stays, so a resource's
 * view count does not drop; nothing in it says who viewed.
 */
export function unlinkOldViews(orm: Orm, now: Date, days: number): Promise<number> {
  return count(
    orm,
    sql`WITH gone AS (
      UPDATE resource_views SET user_id = NULL, session_key = NULL
      WHERE viewed_at < ${cutoff(now, days)} AND (user_id IS NOT NULL OR session_key IS NOT NULL)
      RETURNING 1
    ) SELECT count(*) AS count FROM gone`,
  );
}

/** Anonymous quick-assign results (no student account: a typed name) started more than `days` ago, with their answers. */
export function deleteOldQuickAssignResults(orm: Orm, now: Date, days: number): Promise<number> {
  return count(
    orm,
    sql`WITH gone AS (
      DELETE FROM assignment_results WHERE student_id IS NULL AND created_at < ${cutoff(now, days)} RETURNING 1
    ) SELECT count(*) AS count FROM gone`,
  );
}

/** Newsletter sign-ups still waiting for their confirmation more than `days` after the consent. */
export function deleteUnconfirmedNewsletterSignups(orm: Orm, now: Date, days: number): Promise<number> {
  return count(
    orm,
    sql`WITH gone AS (
      DELETE FROM newsletter_subscribers WHERE status = 'pending' AND consented_at < ${cutoff(now, days)}
      RETURNING 1
    ) SELECT count(*) AS count FROM gone`,
  );
}

/** Password-reset links and teacher sign-up requests that expired more than `days` ago (used or not). */
export async function deleteExpiredLinks(orm: Orm, now: Date, days: number): Promise<number> {
  const before = cutoff(now, days);
  return count(
    orm,
    sql`WITH resets AS (
      DELETE FROM password_reset_tokens WHERE expires_at < ${before} RETURNING 1
    ), signups AS (
      DELETE FROM teacher_signup_requests WHERE expires_at < ${before} RETURNING 1
    ) SELECT (SELECT count(*) FROM resets) + (SELECT count(*) FROM signups) AS count`,
  );
}
