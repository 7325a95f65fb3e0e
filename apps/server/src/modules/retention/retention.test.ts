import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  accountLockouts,
  assignmentResults,
  newsletterSubscribers,
  passwordResetTokens,
  resourceSessionViews,
  resourceViews,
  sessions,
  teacherSignupRequests,
} from '../../db/schema.ts';
import {
  buildAssignmentResult,
  buildResource,
  buildUser,
  type TestUser,
} from '../../test/factories/index.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { RETENTION_DEFAULTS, VIEW_CLAIM_DAYS } from './retention-config.ts';
import { type RetentionDeps, runRetention, startRetentionJob } from './retention-job.ts';

/**
 * The retention job (issue 41; decision 0077): each kind of record goes after its RETENTION_* period and not a day
 * earlier, and a day's run happens once across processes. The clock is `now`, passed in; every test runs at a later
 * day than the one before (a day's run is claimed once), with its rows dated relative to that day.
 */

const DAY = 24 * 60 * 60 * 1000;
let database: TestDatabase;
let app: FastifyInstance;
let deps: RetentionDeps;
let user: TestUser;
let day = 0;
const start = Date.now();
/** A new day for a test, later than every earlier test's. */
const nextDay = () => new Date(start + ++day * 2 * DAY);
const ago = (now: Date, days: number, ms = 0) => new Date(now.getTime() - days * DAY - ms);

beforeAll(async () => {
  // A database of this file's own: the job deletes across every table.
  database = await openTestDatabase();
  app = await buildTestApp({ database, env: { RETENTION_QUICK_ASSIGN_DAYS: '200' } });
  deps = { orm: app.orm, config: app.config, log: app.log };
  user = await buildUser(app, { role: 'student' });
});

async function run(now: Date) {
  const counts = await runRetention(deps, { now });
  expect(counts).not.toBeNull();
  return counts as NonNullable<typeof counts>;
}

async function session(columns: Partial<typeof sessions.$inferInsert>) {
  const [row] = await app.orm
    .insert(sessions)
    .values({
      tokenHash: randomBytes(32),
      userId: user.id,
      expiresAt: new Date(Date.now() + DAY),
      idleTimeoutSeconds: 7200,
      ipAddress: '192.0.2.7',
      userAgent: 'Test browser',
      ...columns,
    })
    .returning({ id: sessions.id });
  return row?.id as string;
}

const remaining = async <T extends { id: unknown }>(rows: T[], ids: unknown[]) =>
  rows.filter((row) => ids.includes(row.id)).map((row) => row.id);

describe('the settings', () => {
  it('default to RETENTION_DEFAULTS and refuse a period that is not 1 to 3650 whole days at start-up', () => {
    expect(loadConfig({}).retention).toEqual(RETENTION_DEFAULTS);
    expect(loadConfig({ RETENTION_OUTBOX_DAYS: '2' }).retention.outboxDays).toBe(2);
    for (const bad of ['0', '3651', '1.5', 'soon', '-3']) {
      expect(() => loadConfig({ RETENTION_ENDED_SESSIONS_DAYS: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ RETENTION_VIEW_HISTORY_DAYS: '0' })).toThrow(/RETENTION_VIEW_HISTORY_DAYS/);
  });
});

describe('runRetention', () => {
  it('deletes sessions that ended more than RETENTION_ENDED_SESSIONS_DAYS ago, with their address and browser', async () => {
    const now = nextDay();
    const days = RETENTION_DEFAULTS.endedSessionsDays;
    const live = await session({ lastSeenAt: now, expiresAt: new Date(now.getTime() + DAY) });
    const revokedOld = await session({ revokedAt: ago(now, days + 1) });
    const revokedRecent = await session({ revokedAt: ago(now, days - 1) });
    const expiredOld = await session({ expiresAt: ago(now, days + 1) });
    // Idle for its two hours, the last use two hours before the cutoff plus a minute.
    const idleOld = await session({ lastSeenAt: ago(now, days, 7200_000 + 60_000), expiresAt: now });
    const idleRecent = await session({ lastSeenAt: ago(now, days - 1), expiresAt: now });
    const counts = await run(now);
    expect(counts.endedSessions).toBe(3);
    const left = await app.orm.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(await remaining(left, [live, revokedOld, revokedRecent, expiredOld, idleOld, idleRecent])).toEqual(
      expect.arrayContaining([live, revokedRecent, idleRecent]),
    );
    expect(left.map((row) => row.id)).not.toContain(revokedOld);
    expect(left.map((row) => row.id)).not.toContain(expiredOld);
    expect(left.map((row) => row.id)).not.toContain(idleOld);
  });

  it('deletes lockout records whose lock ended (by time or by a teacher) more than RETENTION_LOCKOUTS_DAYS ago', async () => {
    const now = nextDay();
    const days = RETENTION_DEFAULTS.lockoutsDays;
    const lockout = (lockedUntil: Date, unlockedAt: Date | null = null) => ({
      userId: user.id,
      reason: 'wrong_secret_answer' as const,
      failures: 10,
      ipAddress: '192.0.2.8',
      lockedAt: ago(lockedUntil, 0, 15 * 60_000),
      lockedUntil,
      unlockedAt,
    });
    const rows = await app.orm
      .insert(accountLockouts)
      .values([
        lockout(ago(now, days + 1)),
        lockout(ago(now, days - 1), ago(now, days + 1)), // lifted by a teacher before its end
        lockout(ago(now, days - 1)),
        lockout(new Date(now.getTime() + 60_000)), // still locked
      ])
      .returning({ id: accountLockouts.id });
    const counts = await run(now);
    expect(counts.lockouts).toBe(2);
    const left = await app.orm
      .select({ id: accountLockouts.id })
      .from(accountLockouts)
      .where(eq(accountLockouts.userId, user.id));
    expect(left.map((row) => row.id).sort()).toEqual([rows[2]?.id, rows[3]?.id].sort());
  });

  it('unlinks views from their viewer after RETENTION_VIEW_HISTORY_DAYS (the count stays) and drops old view claims', async () => {
    const now = nextDay();
    const days = RETENTION_DEFAULTS.viewHistoryDays;
    const { id: resourceId } = await buildResource(app);
    const views = await app.orm
      .insert(resourceViews)
      .values([
        { resourceId, userId: user.id, sessionKey: 'a'.repeat(64), viewedAt: ago(now, days + 1) },
        { resourceId, userId: user.id, sessionKey: 'b'.repeat(64), viewedAt: ago(now, days - 1) },
      ])
      .returning({ id: resourceViews.id });
    await app.orm.insert(resourceSessionViews).values([
      { resourceId, sessionKey: 'c'.repeat(64), viewedAt: ago(now, VIEW_CLAIM_DAYS + 1) },
      { resourceId, sessionKey: 'd'.repeat(64), viewedAt: ago(now, VIEW_CLAIM_DAYS - 1) },
    ]);
    const counts = await run(now);
    expect(counts.viewHistory).toBe(1);
    expect(counts.viewClaims).toBe(1);
    const left = await app.orm
      .select({ id: resourceViews.id, userId: resourceViews.userId, sessionKey: resourceViews.sessionKey })
      .from(resourceViews)
      .where(eq(resourceViews.resourceId, resourceId))
      .orderBy(resourceViews.id);
    expect(left).toEqual([
      { id: views[0]?.id, userId: null, sessionKey: null },
      { id: views[1]?.id, userId: user.id, sessionKey: 'b'.repeat(64) },
    ]);
    const claims = await app.orm
      .select({ key: resourceSessionViews.sessionKey })
      .from(resourceSessionViews)
      .where(eq(resourceSessionViews.resourceId, resourceId));
    expect(claims).toEqual([{ key: 'd'.repeat(64) }]);
  });

  it('deletes anonymous quick-assign results after RETENTION_QUICK_ASSIGN_DAYS (here set to 200), never a student’s', async () => {
    const now = nextDay();
    expect(app.config.retention.quickAssignDays).toBe(200);
    const old = await buildAssignmentResult(app, {
      studentId: null,
      studentName: 'Ada',
      createdAt: ago(now, 201),
    });
    const recent = await buildAssignmentResult(app, {
      assignmentId: old.assignmentId,
      studentId: null,
      studentName: 'Ben',
      createdAt: ago(now, 199),
    });
    const students = await buildAssignmentResult(app, {
      assignmentId: old.assignmentId,
      createdAt: ago(now, 900),
    });
    const counts = await run(now);
    expect(counts.quickAssignResults).toBe(1);
    const left = await app.orm
      .select({ id: assignmentResults.id })
      .from(assignmentResults)
      .where(inArray(assignmentResults.id, [old.id, recent.id, students.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, students.id].sort());
  });

  it('deletes newsletter sign-ups left unconfirmed for RETENTION_NEWSLETTER_UNCONFIRMED_DAYS, never a confirmed one', async () => {
    const now = nextDay();
    const days = RETENTION_DEFAULTS.newsletterUnconfirmedDays;
    const signup = (email: string, status: 'pending' | 'confirmed', consentedAt: Date) => ({
      email,
      status,
      consentedAt,
      confirmedAt: status === 'confirmed' ? consentedAt : null,
    });
    await app.orm
      .insert(newsletterSubscribers)
      .values([
        signup('old-pending@example.test', 'pending', ago(now, days + 1)),
        signup('new-pending@example.test', 'pending', ago(now, days - 1)),
        signup('old-confirmed@example.test', 'confirmed', ago(now, days + 400)),
      ]);
    const counts = await run(now);
    expect(counts.newsletterUnconfirmed).toBe(1);
    const left = await app.orm.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
    expect(left.map((row) => row.email).sort()).toEqual([
      'new-pending@example.test',
      'old-confirmed@example.test',
    ]);
  });

  it('deletes password-reset links and sign-up requests RETENTION_EXPIRED_LINKS_DAYS after they expired', async () => {
    const now = nextDay();
    const days = RETENTION_DEFAULTS.expiredLinksDays;
    const resets = await app.orm
      .insert(passwordResetTokens)
      .values([
        {
          userId: user.id,
          tokenHash: randomBytes(32),
          expiresAt: ago(now, days + 1),
          usedAt: ago(now, days + 2),
        },
        { userId: user.id, tokenHash: randomBytes(32), expiresAt: ago(now, days - 1) },
      ])
      .returning({ id: passwordResetTokens.id });
    const request = (email: string, expiresAt: Date) => ({
      tokenHash: randomBytes(32),
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      passwordHash: 'not-a-real-hash',
      expiresAt,
    });
    await app.orm
      .insert(teacherSignupRequests)
      .values([
        request('old@example.test', ago(now, days + 1)),
        request('new@example.test', ago(now, days - 1)),
      ]);
    const counts = await run(now);
    expect(counts.expiredLinks).toBe(2);
    const leftResets = await app.orm.select({ id: passwordResetTokens.id }).from(passwordResetTokens);
    expect(leftResets.map((row) => row.id)).toEqual([resets[1]?.id]);
    const leftRequests = await app.orm
      .select({ email: teacherSignupRequests.email })
      .from(teacherSignupRequests);
    expect(leftRequests.map((row) => row.email)).toEqual(['new@example.test']);
  });

  it('deletes outbox mail files older than RETENTION_OUTBOX_DAYS and nothing else in the folder', async () => {
    const now = nextDay();
    const days = RETENTION_DEFAULTS.outboxDays;
    const outbox = path.join(app.config.dataDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    const file = (name: string, daysOld: number) => {
      const full = path.join(outbox, name);
      fs.writeFileSync(full, 'To: someone@example.test\n');
      const at = ago(now, daysOld);
      fs.utimesSync(full, at, at);
    };
    file('old.eml', days + 1);
    file('new.eml', days - 1);
    file('notes.txt', days + 100);
    const counts = await run(now);
    expect(counts.outboxFiles).toBe(1);
    expect(fs.readdirSync(outbox).sort()).toEqual(['new.eml', 'notes.txt']);
  });
});

describe('once a day across processes', () => {
  it('runs once per day: a second call within the day does nothing, the next day runs again', async () => {
    const now = nextDay();
    expect(await runRetention(deps, { now })).not.toBeNull();
    expect(await runRetention(deps, { now: new Date(now.getTime() + DAY - 60_000) })).toBeNull();
    expect(await runRetention(deps, { now: new Date(now.getTime() + DAY) })).not.toBeNull();
    day += 1; // the next test's day is after this one's second run
  });

  it('runs exactly once when two processes tick at the same moment', async () => {
    const now = nextDay();
    const revoked = await session({ revokedAt: ago(now, RETENTION_DEFAULTS.endedSessionsDays + 1) });
    // PostgreSQL: a second pool, as another server process would have; PGlite has one connection.
    const other: Database = database.openAnotherPool ? await database.openAnotherPool() : database;
    const runs = await Promise.all([
      runRetention(deps, { now }),
      runRetention({ ...deps, orm: other.orm }, { now }),
      runRetention(deps, { now }),
    ]);
    const ran = runs.filter((counts) => counts !== null);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.endedSessions).toBe(1);
    expect(await app.orm.select().from(sessions).where(eq(sessions.id, revoked))).toEqual([]);
  });

  it('startRetentionJob runs at start and on each hourly tick with the clock it is given', async () => {
    let now = nextDay();
    let tick: (() => void) | undefined;
    let cancelled = false;
    const job = startRetentionJob(deps, {
      clock: () => now,
      every: (run, ms) => {
        expect(ms).toBe(60 * 60 * 1000);
        tick = run;
        return {};
      },
      cancel: () => {
        cancelled = true;
      },
    });
    await job.firstRun;
    // The start's run claimed the day: a session revoked long ago waits for the next day's tick.
    const revoked = await session({ revokedAt: ago(now, RETENTION_DEFAULTS.endedSessionsDays + 1) });
    tick?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await app.orm.select().from(sessions).where(eq(sessions.id, revoked))).toHaveLength(1);
    now = new Date(now.getTime() + DAY);
    tick?.();
    await expect
      .poll(async () => (await app.orm.select().from(sessions).where(eq(sessions.id, revoked))).length)
      .toBe(0);
    job.stop();
    expect(cancelled).toBe(true);
  });
});
