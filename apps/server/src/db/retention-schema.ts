import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle mirror of migration 0090_scheduled_job_runs.sql (decision 0077). */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
