import { ACCOUNT_MESSAGES } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type CounterState,
  clearCounters,
  clearCountersWithPrefix,
  countFailure,
  countHit,
  readCounter,
} from '../../plugins/rate-limit.repo.ts';

/**
 * Failed sign-in throttling (docs/decisions/0013-sign-in-throttling-and-shared-rate-limits.md).
 * Failures are counted per account and client (progressive delays: an attacker slows only their own address), per client
 * across accounts (password spraying), and per account across clients (a distributed attack),
 * where the answer is the captcha for teachers and a lock a teacher can undo for students.
 * A device a student has signed in on is counted apart (decision 0070): its failures count against it
 * alone, and neither the account's lock nor its address's counts apply to it, so failures from
 * elsewhere cannot lock the child out of their own device.
 * Everything lives in rate_limit_counters, so every process and restart sees the same counts.
 */

const MINUTE = 60_000;

export type FailurePolicy = { windowMs: number; max: number; baseDelayMs: number; maxDelayMs: number };

export const SIGNIN_THROTTLE = {
  teacher: {
    accountAndClient: { windowMs: 15 * MINUTE, max: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
    client: { windowMs: 15 * MINUTE, max: 30, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
    /** From this many failures from anywhere, the account's sign-ins need a solved captcha. */
    accountCaptcha: { windowMs: 60 * MINUTE, max: 10 },
  },
  student: {
    accountAndClient: { windowMs: 15 * MINUTE, max: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
    // A whole class signs in from behind one school address, and children mistype.
    client: { windowMs: 15 * MINUTE, max: 100, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
    /** A device the student signed in on before: its own failures only (decision 0070). */
    accountAndDevice: { windowMs: 15 * MINUTE, max: 5, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
    /**
     * Every student sign-in needs a captcha already; from this many failures on devices the student has
     * not signed in on, the account locks for such devices.
     */
    accountLock: { windowMs: 15 * MINUTE, max: 10, baseDelayMs: 15 * MINUTE, maxDelayMs: 15 * MINUTE },
  },
  passwordChange: { windowMs: 15 * MINUTE, max: 5, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
  /**
   * Student sign-ups naming a username somebody has (decision 0071): a suggestion is free when made, so
   * a child meets this about never; someone probing for usernames waits after a few.
   */
  usernameTaken: { windowMs: 60 * MINUTE, max: 5, baseDelayMs: 15 * MINUTE, maxDelayMs: 24 * 60 * MINUTE },
} as const;

export type SigninKind = 'teacher' | 'student';
/**
 * Who is signing in to what: the lowercased email or username, and the client address; `knownDevice`
 * (students) is the key of a device the student signed in on before (student-devices.ts).
 */
export type SigninAttempt = { kind: SigninKind; account: string; client: string; knownDevice?: string };

function keys({ kind, account, client, knownDevice }: SigninAttempt) {
  const subject = account.trim().toLowerCase();
  return {
    accountAndClient: `signin:${kind}:account-client:${subject}|${client}`,
    client: `signin:${kind}:client:${client}`,
    account: `signin:${kind}:account:${subject}`,
    accountAndDevice: `signin:${kind}:account-device:${subject}|${knownDevice ?? ''}`,
  };
}

function waitText(ms: number): string {
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
 * Refuses an attempt while this client must wait (for this account, or at all), or while a
 * student account is locked. Says whether a teacher account now needs a captcha. A student's known
 * device waits only for its own failures.
 */
export async function checkSigninThrottle(
  orm: Orm,
  attempt: SigninAttempt,
): Promise<{ captchaRequired: boolean }> {
  const key = keys(attempt);
  if (attempt.kind === 'student' && attempt.knownDevice) {
    const device = await readCounter(orm, key.accountAndDevice);
    if (device.blockedMs > 0) throw tooManyAttempts(device.blockedMs);
    return { captchaRequired: false };
  }
  const [accountAndClient, client, account] = await Promise.all([
    readCounter(orm, key.accountAndClient),
    readCounter(orm, key.client),
    readCounter(orm, key.account),
  ]);
  const blockedMs = Math.max(accountAndClient.blockedMs, client.blockedMs);
  if (blockedMs > 0) throw tooManyAttempts(blockedMs);
  if (attempt.kind === 'student') {
    if (account.blockedMs > 0) throw studentLocked();
    return { captchaRequired: false };
  }
  return { captchaRequired: account.hits >= SIGNIN_THROTTLE.teacher.accountCaptcha.max };
}

/**
 * Counts a failed attempt. Returns the account-wide count and, for students, whether this
 * failure locked the account (so the lockout can be recorded for the teacher).
 */
export async function recordSigninFailure(
  orm: Orm,
  attempt: SigninAttempt,
): Promise<{ accountFailures: number; lockedNow: boolean }> {
  const key = keys(attempt);
  if (attempt.kind === 'student' && attempt.knownDevice) {
    await countFailure(orm, key.accountAndDevice, SIGNIN_THROTTLE.student.accountAndDevice);
    return { accountFailures: 0, lockedNow: false };
  }
  const policy = SIGNIN_THROTTLE[attempt.kind];
  await countFailure(orm, key.accountAndClient, policy.accountAndClient);
  await countFailure(orm, key.client, policy.client);
  let account: CounterState;
  if (attempt.kind === 'student') {
    account = await countFailure(orm, key.account, SIGNIN_THROTTLE.student.accountLock);
    return { accountFailures: account.hits, lockedNow: account.blockedMs > 0 };
  }
  account = await countHit(orm, key.account, SIGNIN_THROTTLE.teacher.accountCaptcha.windowMs);
  return { accountFailures: account.hits, lockedNow: false };
}

/**
 * A successful sign-in forgets the account's failures (the client's count across accounts stays). On
 * a student's known device it forgets that device's failures only: the child signing in there says
 * nothing about who failed elsewhere, so it neither lifts the lock nor gives a guesser a fresh start.
 */
export async function clearSigninFailures(orm: Orm, attempt: SigninAttempt): Promise<void> {
  const key = keys(attempt);
  if (attempt.kind === 'student' && attempt.knownDevice) {
    await clearCounters(orm, [key.accountAndDevice]);
    return;
  }
  await clearCounters(orm, [key.accountAndClient, key.account]);
}

/** Lifts a student's lock and every failure count on the account, from any client (the teacher's unlock). */
export async function clearStudentLock(orm: Orm, username: string): Promise<void> {
  const key = keys({ kind: 'student', account: username, client: '', knownDevice: '' });
  await clearCounters(orm, [key.account]);
  await clearCountersWithPrefix(orm, key.accountAndClient);
  await clearCountersWithPrefix(orm, key.accountAndDevice);
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
