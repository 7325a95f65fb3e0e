import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  clearCounters,
  clearCountersWithPrefix,
  countFailure,
  countHit,
  readCounter,
  takeBackHits,
} from '../../plugins/rate-limit.repo.ts';
import { insertLockout } from './accounts.repo.ts';
import { jitteredWaitMs, type StudentSigninLimits } from './student-signin-limits.ts';
import { studentLocked, tooManyAttempts, waitText } from './throttle.ts';

/**
 * Student sign-in limits (docs/decisions/0073-limits-that-stop-attackers-not-schools.md; the device rule is
 * decision 0070). A school signs in from one address, so nothing here counts a success against the address:
 * - every try is counted *before* the answer is checked (so a burst of tries sent at once cannot all pass a
 *   check that no failure has reached yet), against the account and address, and against the address;
 * - a success takes its account's tries from this address back off the address count, so a class's typos that
 *   end in sign-ins leave nothing behind; what stays is failures that never became a sign-in: a sweep;
 * - failures from devices the student never signed in on count towards the account's lock (decision 0070);
 * - a known device counts against itself only.
 * Every count lives in rate_limit_counters (one statement each), so all processes on the database share them.
 */

export type StudentAttempt = { username: string; client: string; knownDevice?: string | undefined };

function keys({ username, client, knownDevice }: StudentAttempt) {
  const subject = username.trim().toLowerCase();
  return {
    accountAndClient: `signin:student:account-client:${subject}|${client}`,
    addressTries: `signin:student:address-tries:${client}`,
    account: `signin:student:account:${subject}`,
    accountAndDevice: `signin:student:account-device:${subject}|${knownDevice ?? ''}`,
  };
}

/** The address's limit: the message names the network (a school's), not this device. */
function tooManyFromNetwork(waitMs: number): AppError {
  const message = `Too many tries from your school's network. Wait ${waitText(waitMs)}, then try again.`;
  return new AppError('rate_limited', message, 429, {
    retry_after_seconds: Math.ceil(waitMs / 1000),
    errors: { non_field_errors: [message] },
    messages: [`Error - ${message}`],
  });
}

/** A refusal with the wait told, jittered so that a refused class spreads out. */
const refuse = (limits: StudentSigninLimits, blockedMs: number) =>
  tooManyAttempts(jitteredWaitMs(blockedMs, limits.retryJitterPercent));

/**
 * The address's tries come back as classmates finish (their successes take theirs back), so a client refused
 * for the address is told to try again within a minute (or when the window ends, if sooner), jittered.
 */
const ADDRESS_RETRY_MS = 60_000;

/**
 * Counts this try against the limits, or refuses it (429). Call settleStudentAttempt once the answer has been
 * checked. A refused try is not counted: it checked nothing.
 */
export async function claimStudentAttempt(
  orm: Orm,
  limits: StudentSigninLimits,
  attempt: StudentAttempt,
): Promise<void> {
  const key = keys(attempt);
  if (attempt.knownDevice) {
    const device = await readCounter(orm, key.accountAndDevice);
    if (device.blockedMs > 0) throw refuse(limits, device.blockedMs);
    const counted = await countFailure(orm, key.accountAndDevice, limits.perAccount);
    if (counted.hits > limits.perAccount.max) throw refuse(limits, counted.blockedMs);
    return;
  }
  const [account, accountAndClient] = await Promise.all([
    readCounter(orm, key.account),
    readCounter(orm, key.accountAndClient),
  ]);
  if (account.blockedMs > 0) throw studentLocked();
  if (accountAndClient.blockedMs > 0) throw refuse(limits, accountAndClient.blockedMs);

  const address = await countHit(orm, key.addressTries, limits.windowMs);
  if (address.hits > limits.triesPerAddress) {
    await takeBackHits(orm, key.addressTries, 1);
    const waitMs = Math.max(1000, Math.min(address.windowMs, ADDRESS_RETRY_MS));
    throw tooManyFromNetwork(jitteredWaitMs(waitMs, limits.retryJitterPercent));
  }
  const counted = await countFailure(orm, key.accountAndClient, limits.perAccount);
  if (counted.hits > limits.perAccount.max) {
    // Sent alongside other tries of this account: over the limit, so it checks nothing and counts nowhere
    // (kept, it would be taken back off the address by a later success: hits that were never added).
    await takeBackHits(orm, key.addressTries, 1);
    await takeBackHits(orm, key.accountAndClient, 1);
    throw refuse(limits, counted.blockedMs);
  }
}

/**
 * Settles a claimed try. A success forgets the account's failures from this client (on a known device, that
 * device's only: it neither lifts a lock nor gives a guesser elsewhere a fresh start) and takes them back off
 * the address. A failure from an unknown device counts towards the account's lock; `lockedNow` says it set it,
 * and for a real account (`userId`) the lock is recorded in account_lockouts, where the teacher's class page
 * shows it and can lift it.
 */
export async function settleStudentAttempt(
  orm: Orm,
  limits: StudentSigninLimits,
  attempt: StudentAttempt & { userId?: string | undefined },
  ok: boolean,
): Promise<{ accountFailures: number; lockedNow: boolean }> {
  const key = keys(attempt);
  if (attempt.knownDevice) {
    if (ok) await clearCounters(orm, [key.accountAndDevice]);
    return { accountFailures: 0, lockedNow: false };
  }
  if (ok) {
    // Each of them was added to the address; at most the per-account limit, so a success can only ever
    // take back its own account's tries, never a sweep's.
    const tries = await readCounter(orm, key.accountAndClient);
    await takeBackHits(orm, key.addressTries, Math.min(tries.hits, limits.perAccount.max));
    await clearCounters(orm, [key.accountAndClient, key.account]);
    return { accountFailures: 0, lockedNow: false };
  }
  const account = await countFailure(orm, key.account, limits.accountLock);
  const lockedNow = account.blockedMs > 0;
  if (lockedNow && attempt.userId) {
    await insertLockout(orm, {
      userId: attempt.userId,
      failures: account.hits,
      ipAddress: attempt.client,
      lockSeconds: limits.accountLock.baseDelayMs / 1000,
    });
  }
  return { accountFailures: account.hits, lockedNow };
}

/** Lifts a student's lock and every failure count on the account, from any client (the teacher's unlock). */
export async function clearStudentLock(orm: Orm, username: string): Promise<void> {
  const key = keys({ username, client: '', knownDevice: '' });
  await clearCounters(orm, [key.account]);
  await clearCountersWithPrefix(orm, key.accountAndClient);
  await clearCountersWithPrefix(orm, key.accountAndDevice);
}
