import { randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNIN_CARD_CODE_ALPHABET, SIGNIN_CARD_CODE_LENGTH, SIGNIN_CARD_MESSAGES } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as accounts from './accounts.repo.ts';
import * as repo from './signin-cards.repo.ts';
import { deviceKey, isKnownStudentDevice } from './student-devices.ts';
import type { StudentSigninLimits } from './student-signin-limits.ts';
import { claimStudentAttempt, settleStudentAttempt } from './student-throttle.ts';
import { studentLocked } from './throttle.ts';

/**
 * Sign-in cards (docs/decisions/0074-sign-in-cards.md). A card holds a 256-bit random token (the QR code's link)
 * and an 8-character code typed with the username; the database keeps SHA-256 of each. The token cannot be
 * guessed, so it is checked with one index read and no throttling beyond the route's rate limit; the code can be,
 * a little, so it counts against the same sign-in limits as the secret answer (student-throttle.ts).
 * The caller (the classes area) checks that the teacher created the student.
 */

export type IssuedCard = { token: string; code: string; issuedAt: Date };

export function makeSigninCardCode(): string {
  let code = '';
  for (let index = 0; index < SIGNIN_CARD_CODE_LENGTH; index++) {
    code += SIGNIN_CARD_CODE_ALPHABET[randomInt(SIGNIN_CARD_CODE_ALPHABET.length)];
  }
  return code;
}

/** Salted by the student's id, so one code's hash says nothing about another student's. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * New cards for the students (each replaces the student's card, which stops working), in one transaction.
 * The tokens and codes are returned once; only their hashes are stored.
 */
export async function issueSigninCards(
  orm: Orm,
  studentIds: readonly string[],
  issuedBy: string,
): Promise<Map<string, IssuedCard>> {
  return inTransaction(orm, async (tx) => {
    const issued = new Map<string, IssuedCard>();
    for (const userId of studentIds) {
      const token = randomToken();
      const code = makeSigninCardCode();
      const row = await repo.upsertCard(tx, {
        userId,
        tokenHash: sha256(token),
        codeHash: codeHash(userId, code),
        issuedBy,
      });
      issued.set(userId, { token, code, issuedAt: row.issuedAt });
    }
    return issued;
  });
}

/** Turns the student's card off at once; whether there was one. */
export function revokeSigninCard(orm: Orm, studentId: string): Promise<boolean> {
  return repo.deleteCard(orm, studentId);
}

const cardNotValid = () =>
  new AppError('bad_request', SIGNIN_CARD_MESSAGES.cardNotValid, 400, {
    errors: { non_field_errors: [SIGNIN_CARD_MESSAGES.cardNotValid] },
    messages: [`Error - ${SIGNIN_CARD_MESSAGES.cardNotValid}`],
  });

const codeNotValid = () =>
  new AppError('bad_request', SIGNIN_CARD_MESSAGES.codeNotValid, 400, {
    errors: { non_field_errors: [SIGNIN_CARD_MESSAGES.codeNotValid] },
    messages: [`Error - ${SIGNIN_CARD_MESSAGES.codeNotValid}`],
  });

/**
 * The student whose card has this token. No failure counting: a token has 256 random bits, so trying tokens
 * finds nothing, and a class holding cards that were replaced must not make the school's address wait. For the
 * same reason the account lock (set by wrong answers elsewhere) does not apply: the lock is against guessing.
 */
export async function authenticateWithCardToken(orm: Orm, token: string): Promise<accounts.UserRow> {
  const user = await repo.findStudentByCardToken(orm, sha256(token));
  if (!user?.isActive) throw cardNotValid();
  await repo.markCardUsed(orm, user.id);
  return user;
}

/**
 * The student with this username, when the code is their card's. Counted like the secret answer, within the
 * same limits (student-throttle.ts, decisions 0070 and 0073): per account and client, the address's unfinished
 * tries, and the account lock for devices the student has not signed in on; unknown usernames count the same.
 */
export async function authenticateWithCardCode(
  orm: Orm,
  limits: StudentSigninLimits,
  input: { username: string; code: string },
  client: string,
  deviceToken?: string,
): Promise<accounts.UserRow> {
  const username = input.username.trim().toLowerCase();
  const found = await accounts.findStudentByUsername(orm, username);
  const known =
    deviceToken !== undefined && found !== undefined
      ? await isKnownStudentDevice(orm, found.user.id, deviceToken)
      : false;
  const attempt = {
    username,
    client,
    knownDevice: known && deviceToken ? deviceKey(deviceToken) : undefined,
  };
  await claimStudentAttempt(orm, limits, attempt);

  const card = found ? await repo.findCardOf(orm, found.user.id) : undefined;
  // Hashed whether or not there is a card, so the time taken says nothing either.
  const typed = codeHash(found?.user.id ?? '', input.code);
  const ok = card !== undefined && found?.user.isActive === true && timingSafeEqual(typed, card.codeHash);
  const settled = await settleStudentAttempt(orm, limits, { ...attempt, userId: found?.user.id }, ok);
  if (ok && found) {
    await repo.markCardUsed(orm, found.user.id);
    return found.user;
  }
  if (settled.lockedNow) throw studentLocked();
  throw codeNotValid();
}
