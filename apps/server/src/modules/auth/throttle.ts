import { ACCOUNT_MESSAGES } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearCounters, countFailure, countHit, readCounter } from '../../plugins/rate-limit.repo.ts';

/**
 * Failed sign-in throttling of teachers (docs/decisions/0013-sign-in-throttling-and-shared-rate-limits.md).
 * Failures are counted per account and client (progressive delays: an attacker slows only their own address), per
 * client across accounts (password spraying), and per account across clients (a distributed attack), where the
 * answer is the captcha. Students have limits of their own, settings each (student-throttle.ts, decision 0073).
 * Everything lives in rate_limit_counters, so every process and restart sees the same counts.
 */

const MINUTE = 60_000;

export const SIGNIN_THROTTLE = {
  teacher: {
    accountAndClient: { windowMs: 15 * MINUTE, max: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
    client: { windowMs: 15 * MINUTE, max: 30, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
    /** From this many failures from anywhere, the account's sign-ins need a solved captcha. */
    accountCaptcha: { windowMs: 60 * MINUTE, max: 10 },
  },
  passwordChange: { windowMs: 15 * MINUTE, max: 5, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
  /**
   * Student sign-ups naming a username somebody has (decision 0071): a suggestion is free when made, so
   * a child meets this about never; someone probing for usernames waits after a few.
   */
  usernameTaken: { windowMs: 60 * MINUTE, max: 5, baseDelayMs: 15 * MINUTE, maxDelayMs: 24 * 60 * MINUTE },
} as const;

/** Who is signing in to what: the lowercased email, and the client address. */
export type SigninAttempt = { account: string; client: string };

function keys({ account, client }: SigninAttempt) {
  const subject = account.trim().toLowerCase();
  return {
    accountAndClient: `signin:teacher:account-client:${subject}|${client}`,
    client: `signin:teacher:client:${client}`,
    account: `signin:teacher:account:${subject}`,
  };
}

export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** A 429 for a client that must wait; it names how long, and Retry-After carries it too. */
export function tooManyAttempts(blockedMs: number, what = 'failed sign-ins'): AppError {
  const message = `Too many ${what} from this device. Wait ${waitText(blockedMs)}, then try again.`;
  return new AppError('rate_limited', message, 429, {
    retry_after_seconds: Math.ceil(blockedMs / 1000),
    errors: { non_field_errors: [message] },
    messages: [`Error - ${message}`],
  });
}

export const studentLocked = () =>
  new AppError('rate_limited', ACCOUNT_MESSAGES.accountLocked, 429, {
    errors: { non_field_errors: [ACCOUNT_MESSAGES.accountLocked] },
    messages: [`Error - ${ACCOUNT_MESSAGES.accountLocked}`],
  });

/**
 * Refuses an attempt while this client must wait (for this account, or at all). Says whether the account now
 * needs a captcha.
 */
export async function checkSigninThrottle(
  orm: Orm,
  attempt: SigninAttempt,
): Promise<{ captchaRequired: boolean }> {
  const key = keys(attempt);
  const [accountAndClient, client, account] = await Promise.all([
    readCounter(orm, key.accountAndClient),
    readCounter(orm, key.client),
    readCounter(orm, key.account),
  ]);
  const blockedMs = Math.max(accountAndClient.blockedMs, client.blockedMs);
  if (blockedMs > 0) throw tooManyAttempts(blockedMs);
  return { captchaRequired: account.hits >= SIGNIN_THROTTLE.teacher.accountCaptcha.max };
}

/** Counts a failed attempt; returns the account-wide count. */
export async function recordSigninFailure(
  orm: Orm,
  attempt: SigninAttempt,
): Promise<{ accountFailures: number }> {
  const key = keys(attempt);
  const policy = SIGNIN_THROTTLE.teacher;
  await countFailure(orm, key.accountAndClient, policy.accountAndClient);
  await countFailure(orm, key.client, policy.client);
  const account = await countHit(orm, key.account, policy.accountCaptcha.windowMs);
  return { accountFailures: account.hits };
}

/** A successful sign-in forgets the account's failures (the client's count across accounts stays). */
export async function clearSigninFailures(orm: Orm, attempt: SigninAttempt): Promise<void> {
  const key = keys(attempt);
  await clearCounters(orm, [key.accountAndClient, key.account]);
}

// Student sign-up naming its username: a taken one tells that it exists ---------------------------

const usernameTakenKey = (client: string) => `student-signup:username-taken:${client}`;

/** Refuses every sign-up that names a username while this client waits, taken or free alike. */
export async function checkUsernameClaimThrottle(orm: Orm, client: string): Promise<void> {
  const state = await readCounter(orm, usernameTakenKey(client));
  if (state.blockedMs > 0) throw tooManyAttempts(state.blockedMs, 'sign-ups with a username somebody has');
}

export async function recordUsernameTaken(orm: Orm, client: string): Promise<void> {
  await countFailure(orm, usernameTakenKey(client), SIGNIN_THROTTLE.usernameTaken);
}

// Password change: the current password is a secret too ----------------------------------------

const passwordChangeKey = (userId: string) => `password-change:user:${userId}`;

export async function checkPasswordChangeThrottle(orm: Orm, userId: string): Promise<void> {
  const state = await readCounter(orm, passwordChangeKey(userId));
  if (state.blockedMs > 0) throw tooManyAttempts(state.blockedMs, 'wrong current passwords');
}

export async function recordPasswordChangeFailure(orm: Orm, userId: string): Promise<void> {
  await countFailure(orm, passwordChangeKey(userId), SIGNIN_THROTTLE.passwordChange);
}

export async function clearPasswordChangeFailures(orm: Orm, userId: string): Promise<void> {
  await clearCounters(orm, [passwordChangeKey(userId)]);
}
