import { z } from 'zod';

/**
 * The limits of student sign-in (docs/decisions/0073-limits-that-stop-attackers-not-schools.md), each a
 * setting with a default that lets a school of 1,000 students behind one address sign in:
 *   STUDENT_SIGNIN_WINDOW_MINUTES=15         the window every count below is kept for
 *   STUDENT_SIGNIN_TRIES_PER_ADDRESS=200     unfinished tries per address in the window: failures no success of
 *                                            the same account has taken back, plus tries in flight (a sweep of
 *                                            usernames meets it; a class that signs in does not)
 *   STUDENT_SIGNIN_FAILURES_PER_ACCOUNT=5    failures per account and address (and per known device) before
 *                                            that client waits
 *   STUDENT_SIGNIN_FIRST_WAIT_SECONDS=30     the first wait, doubling with each further failure …
 *   STUDENT_SIGNIN_LONGEST_WAIT_MINUTES=15   … up to this
 *   STUDENT_ACCOUNT_LOCK_FAILURES=10         failures from devices the student never signed in on, from any
 *                                            address, before the account locks for such devices (decision 0070)
 *   STUDENT_ACCOUNT_LOCK_MINUTES=15          how long that lock lasts unless a teacher lifts it
 *   SIGNIN_RETRY_JITTER_PERCENT=50           a refused client is told to wait up to this much longer, at
 *                                            random, so that a refused class does not come back all at once
 */

const MINUTE = 60_000;

const whole = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const studentSigninLimitsEnvironment = {
  STUDENT_SIGNIN_WINDOW_MINUTES: whole(1, 24 * 60, 15),
  STUDENT_SIGNIN_TRIES_PER_ADDRESS: whole(1, 1_000_000, 200),
  STUDENT_SIGNIN_FAILURES_PER_ACCOUNT: whole(1, 1000, 5),
  STUDENT_SIGNIN_FIRST_WAIT_SECONDS: whole(1, 24 * 3600, 30),
  STUDENT_SIGNIN_LONGEST_WAIT_MINUTES: whole(1, 24 * 60, 15),
  STUDENT_ACCOUNT_LOCK_FAILURES: whole(1, 1000, 10),
  STUDENT_ACCOUNT_LOCK_MINUTES: whole(1, 24 * 60, 15),
  SIGNIN_RETRY_JITTER_PERCENT: whole(0, 400, 50),
};

type Environment = {
  [K in keyof typeof studentSigninLimitsEnvironment]: z.output<(typeof studentSigninLimitsEnvironment)[K]>;
};

/** A counter's policy (rate-limit.repo.ts countFailure): the block starts at the max-th failure and doubles. */
export type FailurePolicy = { windowMs: number; max: number; baseDelayMs: number; maxDelayMs: number };

export type StudentSigninLimits = {
  windowMs: number;
  triesPerAddress: number;
  /** Per account and address, and per account and known device. */
  perAccount: FailurePolicy;
  accountLock: FailurePolicy;
  retryJitterPercent: number;
};

export function readStudentSigninLimits(e: Environment): StudentSigninLimits {
  const windowMs = e.STUDENT_SIGNIN_WINDOW_MINUTES * MINUTE;
  const lockMs = e.STUDENT_ACCOUNT_LOCK_MINUTES * MINUTE;
  return {
    windowMs,
    triesPerAddress: e.STUDENT_SIGNIN_TRIES_PER_ADDRESS,
    perAccount: {
      windowMs,
      max: e.STUDENT_SIGNIN_FAILURES_PER_ACCOUNT,
      baseDelayMs: e.STUDENT_SIGNIN_FIRST_WAIT_SECONDS * 1000,
      maxDelayMs: Math.max(
        e.STUDENT_SIGNIN_FIRST_WAIT_SECONDS * 1000,
        e.STUDENT_SIGNIN_LONGEST_WAIT_MINUTES * MINUTE,
      ),
    },
    accountLock: { windowMs, max: e.STUDENT_ACCOUNT_LOCK_FAILURES, baseDelayMs: lockMs, maxDelayMs: lockMs },
    retryJitterPercent: e.SIGNIN_RETRY_JITTER_PERCENT,
  };
}

/**
 * The wait to tell a refused client: the real one plus up to `percent` more, at random. Everyone refused by
 * one block shares its end; told the same time, a class would come back in the same second and meet it again.
 */
export function jitteredWaitMs(waitMs: number, percent: number): number {
  return Math.round(waitMs * (1 + (Math.random() * percent) / 100));
}
