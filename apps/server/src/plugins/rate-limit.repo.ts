import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { queryRow } from '../db/sql-rows.ts';

/**
 * SQL of the rate-limit counters: one row per key, updated in one statement each, so that every
 * process on the database counts together and no increment is lost.
 */

export type CounterState = { hits: number; windowMs: number; blockedMs: number };

/** hits is an integer column; both durations are cast to float8 in the statement. */
const counterRow = z.object({ hits: z.number().int(), window_ms: z.number(), blocked_ms: z.number() });

const seconds = (ms: number) => ms / 1000;

function toState(row: z.output<typeof counterRow> | undefined): CounterState {
  return {
    hits: row?.hits ?? 0,
    windowMs: Math.max(0, row?.window_ms ?? 0),
    blockedMs: Math.max(0, row?.blocked_ms ?? 0),
  };
}

const RETURNING = sql`RETURNING hits,
  (extract(epoch FROM (window_ends_at - now())) * 1000)::float8 AS window_ms,
  coalesce(extract(epoch FROM (blocked_until - now())) * 1000, 0)::float8 AS blocked_ms`;

/** Counts one hit on `key`; a window that has ended starts again at 1. */
export async function countHit(orm: Orm, key: string, windowMs: number): Promise<CounterState> {
  const row = await queryRow(
    orm,
    counterRow,
    sql`INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${seconds(windowMs)}))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
        window_ends_at = CASE WHEN c.window_ends_at <= now()
          THEN now() + make_interval(secs => ${seconds(windowMs)}) ELSE c.window_ends_at END
      ${RETURNING}`,
  );
  return toState(row);
}

/**
 * Counts one failure on `key`. From the `max`-th failure on, the key is blocked for `baseDelayMs`,
 * doubling with each further failure up to `maxDelayMs`; the count is kept until a window after
 * the block has passed, so the next failure after a block waits twice as long.
 */
export async function countFailure(
  orm: Orm,
  key: string,
  policy: { windowMs: number; max: number; baseDelayMs: number; maxDelayMs: number },
): Promise<CounterState> {
  const counted = await countHit(orm, key, policy.windowMs);
  if (counted.hits < policy.max) return counted;
  const delayMs = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.min(30, counted.hits - policy.max),
  );
  const row = await queryRow(
    orm,
    counterRow,
    sql`UPDATE rate_limit_counters SET
        blocked_until = greatest(coalesce(blocked_until, now()), now() + make_interval(secs => ${seconds(delayMs)})),
        window_ends_at = greatest(window_ends_at,
          now() + make_interval(secs => ${seconds(delayMs)}) + make_interval(secs => ${seconds(policy.windowMs)}))
      WHERE key = ${key}
      ${RETURNING}`,
  );
  return toState(row);
}

/** The key's state now, without counting (zero when unknown or ended). */
export async function readCounter(orm: Orm, key: string): Promise<CounterState> {
  const row = await queryRow(
    orm,
    counterRow,
    sql`SELECT hits,
        (extract(epoch FROM (window_ends_at - now())) * 1000)::float8 AS window_ms,
        coalesce(extract(epoch FROM (blocked_until - now())) * 1000, 0)::float8 AS blocked_ms
      FROM rate_limit_counters WHERE key = ${key} AND window_ends_at > now()`,
  );
  return toState(row);
}

/**
 * Takes `count` hits back from a key whose window is still open (never below zero): a try counted before its
 * outcome was known, then forgiven (modules/auth/student-throttle.ts).
 */
export async function takeBackHits(orm: Orm, key: string, count: number): Promise<void> {
  if (count <= 0) return;
  await orm.execute(
    sql`UPDATE rate_limit_counters SET hits = greatest(0, hits - ${count}::int)
      WHERE key = ${key} AND window_ends_at > now()`,
  );
}

export async function clearCounters(orm: Orm, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await orm.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}

export async function clearCountersWithPrefix(orm: Orm, prefix: string): Promise<void> {
  await orm.execute(sql`DELETE FROM rate_limit_counters WHERE left(key, ${prefix.length}) = ${prefix}`);
}

/** Removes counters whose window and block have both ended. */
export async function deleteEndedCounters(orm: Orm): Promise<void> {
  await orm.execute(
    sql`DELETE FROM rate_limit_counters
      WHERE window_ends_at <= now() AND (blocked_until IS NULL OR blocked_until <= now())`,
  );
}
