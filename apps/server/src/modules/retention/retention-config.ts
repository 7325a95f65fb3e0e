import { z } from 'zod';

/**
 * How long Lantern keeps what it no longer needs (issue 41; docs/decisions/0077-retention-jobs.md). Each period is a
 * setting in whole days; the defaults below are the one source of the periods the privacy policy and the Student
 * Privacy Notice state (the help module writes the configured values into them, help/privacy-texts.test.ts checks
 * them against these defaults).
 *   RETENTION_ENDED_SESSIONS_DAYS=30        a session's record (address, browser description) after it ended
 *   RETENTION_LOCKOUTS_DAYS=90              a sign-in lockout record (with the address) after the lock ended
 *   RETENTION_VIEW_HISTORY_DAYS=365         a resource view stays tied to the account or browser that made it;
 *                                           after that only the count remains (view claims: VIEW_CLAIM_DAYS)
 *   RETENTION_QUICK_ASSIGN_DAYS=365         an anonymous quick-assign result (the typed name and the answers)
 *   RETENTION_NEWSLETTER_UNCONFIRMED_DAYS=30 a newsletter sign-up never confirmed
 *   RETENTION_OUTBOX_DAYS=7                 a mail file in DATA_DIR/outbox (written when SMTP_URL is not set)
 *   RETENTION_EXPIRED_LINKS_DAYS=7          a password-reset link or teacher sign-up request after it expired
 */

export const RETENTION_DEFAULTS = {
  endedSessionsDays: 30,
  lockoutsDays: 90,
  viewHistoryDays: 365,
  quickAssignDays: 365,
  newsletterUnconfirmedDays: 30,
  outboxDays: 7,
  expiredLinksDays: 7,
} as const;

export type RetentionPeriods = { [K in keyof typeof RETENTION_DEFAULTS]: number };

/**
 * How long a browser session's claim on a resource view lasts (resource_session_views): within it the session's
 * views of that resource count once. It is the counting rule, not a setting; the retention job deletes older claims.
 */
export const VIEW_CLAIM_DAYS = 30;

/** Longest period a setting may name: ten years. */
const MAX_DAYS = 3650;
const days = (fallback: number) => z.coerce.number().int().min(1).max(MAX_DAYS).default(fallback);

export const retentionEnvironment = {
  RETENTION_ENDED_SESSIONS_DAYS: days(RETENTION_DEFAULTS.endedSessionsDays),
  RETENTION_LOCKOUTS_DAYS: days(RETENTION_DEFAULTS.lockoutsDays),
  RETENTION_VIEW_HISTORY_DAYS: days(RETENTION_DEFAULTS.viewHistoryDays),
  RETENTION_QUICK_ASSIGN_DAYS: days(RETENTION_DEFAULTS.quickAssignDays),
  RETENTION_NEWSLETTER_UNCONFIRMED_DAYS: days(RETENTION_DEFAULTS.newsletterUnconfirmedDays),
  RETENTION_OUTBOX_DAYS: days(RETENTION_DEFAULTS.outboxDays),
  RETENTION_EXPIRED_LINKS_DAYS: days(RETENTION_DEFAULTS.expiredLinksDays),
};

type Environment = {
  [K in keyof typeof retentionEnvironment]: z.output<(typeof retentionEnvironment)[K]>;
};

export function readRetentionPeriods(e: Environment): RetentionPeriods {
  return {
    endedSessionsDays: e.RETENTION_ENDED_SESSIONS_DAYS,
    lockoutsDays: e.RETENTION_LOCKOUTS_DAYS,
    viewHistoryDays: e.RETENTION_VIEW_HISTORY_DAYS,
    quickAssignDays: e.RETENTION_QUICK_ASSIGN_DAYS,
    newsletterUnconfirmedDays: e.RETENTION_NEWSLETTER_UNCONFIRMED_DAYS,
    outboxDays: e.RETENTION_OUTBOX_DAYS,
    expiredLinksDays: e.RETENTION_EXPIRED_LINKS_DAYS,
  };
}
