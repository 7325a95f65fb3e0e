import { ACCOUNT_MESSAGES, buildStudentUsername, normalizeSecretAnswer } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './accounts.repo.ts';
import { hashSecret, verifyAgainstNothing, verifySecret } from './passwords.ts';

/** Verbs of student accounts: usernames, creation, sign-in with a secret answer, lockout. */

export const STUDENT_LOCKOUT = { maxFailures: 5, lockSeconds: 15 * 60, windowSeconds: 15 * 60 } as const;
const USERNAME_RETRIES = 5;

/** The username a student would get now: the words, plus the smallest number that makes it unique. */
export async function availableUsername(
  orm: Orm,
  words: { custom_word: string; first_word: string; second_word: string },
): Promise<string> {
  const base = buildStudentUsername(words.custom_word, words.first_word, words.second_word);
  const taken = new Set(await repo.usernamesLike(orm, base));
  if (!taken.has(base)) return base;
  for (let number = 1; ; number++) {
    const candidate = `${base}${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function createStudent(
  orm: Orm,
  input: {
    custom_word: string;
    first_word: string;
    second_word: string;
    secure_secret_question: string;
    secure_secret_answer: string;
  },
): Promise<repo.UserRow> {
  const secretAnswerHash = await hashSecret(normalizeSecretAnswer(input.secure_secret_answer));
  // Two students choosing the same words at once: the loser takes the next number.
  for (let attempt = 0; attempt < USERNAME_RETRIES; attempt++) {
    const username = await availableUsername(orm, input);
    try {
      return await repo.insertUserWithCredential(
        orm,
        { role: 'student', firstName: input.custom_word.trim(), lastName: '', username },
        { secretQuestion: input.secure_secret_question, secretAnswerHash },
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('conflict', 'That username was just taken. Please try again.', 409, {
    errors: { non_field_errors: ['That username was just taken. Please try again.'] },
  });
}

const invalidCredentials = () =>
  new AppError('bad_request', ACCOUNT_MESSAGES.invalidStudentCredentials, 400, {
    errors: { non_field_errors: [ACCOUNT_MESSAGES.invalidStudentCredentials] },
    messages: [`Error - ${ACCOUNT_MESSAGES.invalidStudentCredentials}`],
  });

const locked = () =>
  new AppError('rate_limited', ACCOUNT_MESSAGES.accountLocked, 429, {
    errors: { non_field_errors: [ACCOUNT_MESSAGES.accountLocked] },
    messages: [`Error - ${ACCOUNT_MESSAGES.accountLocked}`],
  });

/**
 * Checks a student's username, question and answer. Wrong answers are counted per username,
 * whether or not it exists, and the fifth locks it for 15 minutes (recorded for real accounts),
 * so neither the reply nor the lockout tells whether a username exists.
 */
export async function authenticateStudent(
  orm: Orm,
  input: { username: string; questionType: string; questionAnswer: string },
  ipAddress: string | null,
): Promise<repo.UserRow> {
  const subject = input.username.trim().toLowerCase();
  const throttle = await repo.findThrottle(orm, subject);
  if (throttle?.lockedUntil && throttle.lockedUntil.getTime() > Date.now()) throw locked();

  const found = await repo.findStudentByUsername(orm, subject);
  const answer = normalizeSecretAnswer(input.questionAnswer);
  const credential = found?.credential;
  let ok = false;
  if (credential?.secretAnswerHash) {
    const answerMatches = await verifySecret(credential.secretAnswerHash, answer);
    ok = answerMatches && credential.secretQuestion === input.questionType && found.user.isActive;
  } else {
    await verifyAgainstNothing(answer);
  }
  if (ok && found) {
    if (throttle) await repo.clearThrottle(orm, subject);
    return found.user;
  }

  const failures = await repo.recordFailure(orm, subject, STUDENT_LOCKOUT.windowSeconds);
  if (failures >= STUDENT_LOCKOUT.maxFailures) {
    await repo.lockSubject(orm, subject, STUDENT_LOCKOUT.lockSeconds);
    if (found) {
      await repo.insertLockout(orm, {
        userId: found.user.id,
        failures,
        ipAddress,
        lockSeconds: STUDENT_LOCKOUT.lockSeconds,
      });
    }
    throw locked();
  }
  throw invalidCredentials();
}
