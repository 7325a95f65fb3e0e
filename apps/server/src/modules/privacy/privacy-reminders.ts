import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { sendMail } from '../auth/index.ts';
import { claimDueReminders, markSent, releaseClaim } from './privacy-reminders.repo.ts';

/**
 * The 'do this later' reminder mail (spec 2 "Data-privacy modal"; decision 0031): a job that runs at start and
 * then daily, and mails each due reminder once, through SMTP or the outbox like every other mail. The clock
 * and the timer are parameters, so tests run it at any date without waiting.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

export interface ReminderDeps {
  orm: Orm;
  config: Config;
  log: FastifyBaseLogger;
}

function reminderMail(config: Config, firstName: string) {
  const profile = `${config.publicUrl}/profile/`;
  return {
    subject: `Reminder: tell ${config.productName} where you teach`,
    text: [
      `Hi ${firstName.trim() || 'there'},`,
      '',
      `Earlier this year you chose "Do this later" when ${config.productName} asked where you teach.`,
      'Before you can create classes, add students or assign to them, please tell us your school and',
      'acknowledge the Student Privacy Notice. It takes about a minute:',
      '',
      profile,
      '',
      'You can keep sharing resources and building lessons without it.',
    ].join('\n'),
  };
}

/** Mails every reminder due at `now` that no other instance holds; returns how many were sent and failed. */
export async function sendDueReminders(
  deps: ReminderDeps,
  options: { now: Date; instanceId: string },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claimDueReminders(deps.orm, { ...options, limit: BATCH });
    for (const reminder of claimed) {
      try {
        await sendMail(deps.config, deps.log, {
          to: reminder.email,
          ...reminderMail(deps.config, reminder.first_name),
        });
        await markSent(deps.orm, reminder.id, options.instanceId, options.now);
        sent += 1;
      } catch (error) {
        failed += 1;
        deps.log.error(
          { err: error, reminder: reminder.id },
          'privacy reminder mail failed; retried next run',
        );
        await releaseClaim(deps.orm, reminder.id, options.instanceId);
      }
    }
    // A failed row is released and would be claimed again at once: stop this run instead.
    if (claimed.length < BATCH || failed > 0) return { sent, failed };
  }
}

export interface ReminderJob {
  /** The run at start (tests await it). */
  firstRun: Promise<void>;
  stop(): void;
}

/** Runs sendDueReminders now and every day until stopped. Errors are logged, never thrown. */
export function startPrivacyReminderJob(
  deps: ReminderDeps,
  options: {
    clock?: () => Date;
    instanceId?: string;
    every?: (run: () => void, ms: number) => { unref?: () => void };
    cancel?: (handle: unknown) => void;
  } = {},
): ReminderJob {
  const clock = options.clock ?? (() => new Date());
  const instanceId = options.instanceId ?? randomUUID();
  const run = async () => {
    try {
      const { sent, failed } = await sendDueReminders(deps, { now: clock(), instanceId });
      if (sent + failed > 0) deps.log.info({ sent, failed }, 'privacy reminders');
    } catch (error) {
      deps.log.error({ err: error }, 'privacy reminder run failed');
    }
  };
  const firstRun = run();
  const every = options.every ?? ((fn, ms) => setInterval(fn, ms));
  const handle = every(() => void run(), DAY_MS);
  handle.unref?.();
  return {
    firstRun,
    stop: () => (options.cancel ?? ((h) => clearInterval(h as NodeJS.Timeout)))(handle),
  };
}
