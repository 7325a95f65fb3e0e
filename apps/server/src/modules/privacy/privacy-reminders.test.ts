import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { privacyReminders } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type ReminderDeps, sendDueReminders, startPrivacyReminderJob } from './privacy-reminders.ts';
import { reminderDueOn } from './reminder-date.ts';

/** 'Do this later' reminder mails (issue 18; decision 0031): due on the configured day, sent once, by one instance. */

let database: TestDatabase;
let app: FastifyInstance;
let deps: ReminderDeps;

beforeAll(async () => {
  // A database of this file's own: the job mails every due reminder in it.
  database = await openTestDatabase();
  app = await buildTestApp({ database, env: { PRIVACY_REMINDER_DATE: '05-15' } });
  deps = { orm: app.orm, config: app.config, log: app.log };
});

const outbox = () => {
  const dir = path.join(app.config.dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    : [];
};
const mailsTo = (email: string) => outbox().filter((mail) => mail.includes(`To: ${email}`));

/** A teacher who chose 'do this later'; returns the user and the day the reminder is due. */
async function postponingTeacher(firstName = 'Grace') {
  const user = await buildUser(app, { role: 'teacher', firstName });
  const response = await injectAs(app, await signInAs(app, user), {
    method: 'POST',
    url: '/api/v2/tools/data-privacy-do-this-later/',
    payload: { do_this_later: true },
  });
  expect(response.statusCode).toBe(200);
  return { user, dueOn: response.json().reminder_due_on as string };
}
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const dayBefore = (day: string) => new Date(at(day, '00:00:00').getTime() - 1000);

describe('the reminder date', () => {
  it('is this year’s PRIVACY_REMINDER_DATE while it is ahead (or today), else next year’s', () => {
    const may15 = { month: 5, day: 15 };
    expect(reminderDueOn(at('2026-11-26'), may15)).toBe('2027-05-15');
    expect(reminderDueOn(at('2027-01-02'), may15)).toBe('2027-05-15');
    expect(reminderDueOn(at('2027-05-15', '23:59:59'), may15)).toBe('2027-05-15');
    expect(reminderDueOn(at('2027-05-16', '00:00:00'), may15)).toBe('2028-05-15');
  });

  it('must be a real day of every year', () => {
    for (const bad of ['5-15', '13-01', '02-29', '04-31', 'May 15']) {
      expect(() => loadConfig({ PRIVACY_REMINDER_DATE: bad }), bad).toThrow(ConfigError);
    }
    expect(loadConfig({ PRIVACY_REMINDER_DATE: '06-01' }).privacyReminderDate).toEqual({ month: 6, day: 1 });
    expect(loadConfig({}).privacyReminderDate).toEqual({ month: 5, day: 15 });
  });
});

describe('sendDueReminders', () => {
  it('sends nothing before the day, the mail on the day, and never again', async () => {
    const { user, dueOn } = await postponingTeacher('Grace');
    const email = user.email as string;
    expect(dueOn).toMatch(/-05-15$/);

    await sendDueReminders(deps, { now: dayBefore(dueOn), instanceId: 'a' });
    expect(mailsTo(email)).toHaveLength(0);

    const first = await sendDueReminders(deps, { now: at(dueOn), instanceId: 'a' });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mail).toContain('Subject: Reminder: tell Lantern where you teach');
    expect(mail).toContain('Hi Grace,');
    expect(mail).toContain(`${app.config.publicUrl}/profile/`);

    await sendDueReminders(deps, { now: at(dueOn), instanceId: 'b' });
    await sendDueReminders(deps, { now: new Date(at(dueOn).getTime() + 40 * 86_400_000), instanceId: 'a' });
    expect(mailsTo(email)).toHaveLength(1);
    const [row] = await app.orm.select().from(privacyReminders).where(eq(privacyReminders.userId, user.id));
    expect(row?.sentAt).toEqual(at(dueOn));
  });

  it('sends nothing to a teacher who signed in the meantime', async () => {
    const { user, dueOn } = await postponingTeacher();
    await injectAs(app, await signInAs(app, user), {
      method: 'POST',
      url: '/api/v2/tools/set-data-privacy/',
      payload: { sign_acknowledgement: true, teacher_type: 'HOME_SCHOOL' },
    });
    await sendDueReminders(deps, { now: at(dueOn), instanceId: 'a' });
    expect(mailsTo(user.email as string)).toHaveLength(0);
  });

  it('mails each reminder exactly once when two instances run at the same moment', async () => {
    const teachers = await Promise.all(Array.from({ length: 120 }, () => postponingTeacher('Twin')));
    const dueOn = teachers[0]?.dueOn as string;
    // PostgreSQL: a second pool, as another server process would have; PGlite has one connection.
    const other: Database = database.openAnotherPool ? await database.openAnotherPool() : database;
    const results = await Promise.all([
      sendDueReminders(deps, { now: at(dueOn), instanceId: 'one' }),
      sendDueReminders({ ...deps, orm: other.orm }, { now: at(dueOn), instanceId: 'two' }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThanOrEqual(120);
    for (const { user } of teachers) expect(mailsTo(user.email as string), user.email ?? '').toHaveLength(1);
  });

  it('releases a reminder whose mail failed, and sends it on a later run', async () => {
    const { user, dueOn } = await postponingTeacher();
    const broken = {
      ...deps,
      config: { ...deps.config, mail: { ...deps.config.mail, smtpUrl: 'smtp://127.0.0.1:1' } },
    };
    const failed = await sendDueReminders(broken, { now: at(dueOn), instanceId: 'a' });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [row] = await app.orm.select().from(privacyReminders).where(eq(privacyReminders.userId, user.id));
    expect(row).toMatchObject({ sentAt: null, claimedAt: null });
    await sendDueReminders(deps, { now: at(dueOn), instanceId: 'a' });
    expect(mailsTo(user.email as string)).toHaveLength(1);
  });
});

describe('startPrivacyReminderJob', () => {
  it('runs at start and again on each daily tick, with the clock it is given', async () => {
    const { user, dueOn } = await postponingTeacher();
    let now = dayBefore(dueOn);
    let tick: (() => void) | undefined;
    let cancelled = false;
    const job = startPrivacyReminderJob(deps, {
      clock: () => now,
      every: (run, ms) => {
        expect(ms).toBe(24 * 60 * 60 * 1000);
        tick = run;
        return {};
      },
      cancel: () => {
        cancelled = true;
      },
    });
    await job.firstRun;
    expect(mailsTo(user.email as string)).toHaveLength(0);

    now = at(dueOn);
    tick?.();
    await expect.poll(() => mailsTo(user.email as string).length).toBe(1);
    job.stop();
    expect(cancelled).toBe(true);
  });
});
