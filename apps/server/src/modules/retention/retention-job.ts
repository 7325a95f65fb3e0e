import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as repo from './retention.repo.ts';
import { VIEW_CLAIM_DAYS } from './retention-config.ts';

/**
 * The retention job (issue 41; docs/decisions/0077-retention-jobs.md): once a day across every process, delete
 * what Lantern no longer needs, each kind after its RETENTION_* period. The database part is one transaction
 * with the day's claim (scheduled_job_runs), so it runs once per day however many processes tick, and a failure
 * leaves everything, claim included, for the next tick. Outbox files are removed after the commit (a file is not
 * in the transaction; removing it again is harmless). The clock and the timer are parameters: tests pass `now`.
 */

export const RETENTION_JOB = 'retention';
const DAY_SECONDS = 24 * 60 * 60;
/** How often a process asks whether the day's run is due: hourly, so a run is at most an hour late. */
const TICK_MS = 60 * 60 * 1000;

export interface RetentionDeps {
  orm: Orm;
  config: Config;
  log: FastifyBaseLogger;
}

export interface RetentionCounts {
  endedSessions: number;
  lockouts: number;
  viewClaims: number;
  viewHistory: number;
  quickAssignResults: number;
  newsletterUnconfirmed: number;
  expiredLinks: number;
  outboxFiles: number;
}

/** Removes the mail files of DATA_DIR/outbox last changed more than `days` before `now`; returns how many. */
export async function deleteOldOutboxFiles(dataDir: string, now: Date, days: number): Promise<number> {
  const outbox = path.join(dataDir, 'outbox');
  const before = now.getTime() - days * DAY_SECONDS * 1000;
  let names: string[];
  try {
    names = await fs.readdir(outbox);
  } catch {
    return 0; // no outbox: SMTP is set up, or nothing was ever mailed
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(outbox, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile() || stat.mtimeMs >= before) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Runs the day's retention if no process has run it within the last day before `now`. Answers null when the
 * run was not due (another process, or an earlier call, did it), else what it removed.
 */
export async function runRetention(
  deps: RetentionDeps,
  options: { now: Date },
): Promise<RetentionCounts | null> {
  const { now } = options;
  const periods = deps.config.retention;
  const rows = await inTransaction(deps.orm, async (tx) => {
    if (!(await repo.claimJobRun(tx, RETENTION_JOB, now, DAY_SECONDS))) return null;
    return {
      endedSessions: await repo.deleteEndedSessions(tx, now, periods.endedSessionsDays),
      lockouts: await repo.deleteEndedLockouts(tx, now, periods.lockoutsDays),
      viewClaims: await repo.deleteOldViewClaims(tx, now, VIEW_CLAIM_DAYS),
      viewHistory: await repo.unlinkOldViews(tx, now, periods.viewHistoryDays),
      quickAssignResults: await repo.deleteOldQuickAssignResults(tx, now, periods.quickAssignDays),
      newsletterUnconfirmed: await repo.deleteUnconfirmedNewsletterSignups(
        tx,
        now,
        periods.newsletterUnconfirmedDays,
      ),
      expiredLinks: await repo.deleteExpiredLinks(tx, now, periods.expiredLinksDays),
    };
  });
  if (!rows) return null;
  const outboxFiles = await deleteOldOutboxFiles(deps.config.dataDir, now, periods.outboxDays);
  return { ...rows, outboxFiles };
}

export interface RetentionJob {
  /** The first tick, at start (tests await it). */
  firstRun: Promise<void>;
  stop(): void;
}

/** Ticks now and every hour until stopped; a tick runs the day's retention when due. Errors are logged, never thrown. */
export function startRetentionJob(
  deps: RetentionDeps,
  options: {
    clock?: () => Date;
    every?: (run: () => void, ms: number) => { unref?: () => void };
    cancel?: (handle: unknown) => void;
  } = {},
): RetentionJob {
  const clock = options.clock ?? (() => new Date());
  const tick = async () => {
    try {
      const counts = await runRetention(deps, { now: clock() });
      // Counts only: never what was removed.
      if (counts) deps.log.info({ retention: counts }, 'retention run');
    } catch (error) {
      deps.log.error({ err: error }, 'retention run failed; retried at the next tick');
    }
  };
  const firstRun = tick();
  const every = options.every ?? ((fn, ms) => setInterval(fn, ms));
  const handle = every(() => void tick(), TICK_MS);
  handle.unref?.();
  return {
    firstRun,
    stop: () => (options.cancel ?? ((h) => clearInterval(h as NodeJS.Timeout)))(handle),
  };
}
