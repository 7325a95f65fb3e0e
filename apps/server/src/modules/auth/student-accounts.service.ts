import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  buildStudentUsername,
  DESCRIPTION_WORDS,
  isSuggestedUsername,
  normalizeSecretAnswer,
  stripStudentFirstNameCharacters,
  THING_WORDS,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './accounts.repo.ts';
import { fieldError, hashSecret, verifyAgainstNothing, verifySecret } from './passwords.ts';
import { deviceKey, isKnownStudentDevice } from './student-devices.ts';
import type { StudentSigninLimits } from './student-signin-limits.ts';
import { claimStudentAttempt, clearStudentLock, settleStudentAttempt } from './student-throttle.ts';
import { checkUsernameClaimThrottle, recordUsernameTaken, studentLocked } from './throttle.ts';

/** Verbs of student accounts: usernames, creation, sign-in with a secret answer, lockout. */

/**
 * The words plus the smallest number that makes them unique: the usernames of students a teacher makes
 * (printed on their cards) and of provider sign-ups. Student sign-up suggests one instead (suggestUsername).
 */
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

/**
 * A username to suggest for the words (decision 0071): the words plus a number of 3 digits (4, 5, 6
 * when every shorter one is taken) drawn at random among those nobody has now. Whether the plain words
 * or any other number is taken changes nothing in the answer's form, so the check cannot be asked
 * which usernames exist.
 */
export async function suggestUsername(
  orm: Orm,
  words: { custom_word: string; first_word: string; second_word: string },
): Promise<string> {
  const base = buildStudentUsername(words.custom_word, words.first_word, words.second_word);
  const taken = new Set(await repo.usernamesLike(orm, base));
  for (let digits = 3; digits <= 6; digits++) {
    const free: number[] = [];
    for (let number = 10 ** (digits - 1); number < 10 ** digits; number++) {
      if (!taken.has(`${base}${number}`)) free.push(number);
    }
    if (free.length > 0) return `${base}${free[randomInt(free.length)]}`;
  }
  throw new Error(`no username left for the words ${base}`);
}

const usernameTaken = () => fieldError('username', ACCOUNT_MESSAGES.usernameTaken, 409, 'conflict');

/**
 * Creates a student inside `tx` (the caller's transaction, which also starts the session), with the
 * username the student was shown (`input.username`, which must be the words plus a suggestion's
 * number) or, without one, a new suggestion. Two students choosing the same words at once, in any
 * process, take turns on a transaction lock for those words; a username somebody has is a 409.
 */
export async function createStudent(
  tx: Orm,
  input: {
    custom_word: string;
    first_word: string;
    second_word: string;
    secure_secret_question: string;
    secure_secret_answer: string;
    username?: string | undefined;
  },
  secretAnswerHash: string,
): Promise<repo.UserRow> {
  const base = buildStudentUsername(input.custom_word, input.first_word, input.second_word);
  if (input.username !== undefined && !isSuggestedUsername(base, input.username)) {
    throw fieldError('username', ACCOUNT_MESSAGES.usernameNotFromWords);
  }
  await repo.lockUsernameBase(tx, base);
  let username = input.username;
  if (username === undefined) username = await suggestUsername(tx, input);
  else if ((await repo.usernamesLike(tx, base)).includes(username)) throw usernameTaken();
  return repo.insertUserWithCredential(
    tx,
    { role: 'student', firstName: input.custom_word.trim(), lastName: '', username },
    { secretQuestion: input.secure_secret_question, secretAnswerHash },
  );
}

/**
 * Runs a student sign-up (`signUp`, which calls createStudent in its own transaction). When it names
 * its username, a client that met taken usernames a few times waits first, and a taken one is counted
 * here, outside the sign-up's transaction, which rolls back.
 */
export async function withUsernameClaim<T>(
  orm: Orm,
  client: string,
  namesUsername: boolean,
  signUp: () => Promise<T>,
): Promise<T> {
  if (!namesUsername) return signUp();
  await checkUsernameClaimThrottle(orm, client);
  try {
    return await signUp();
  } catch (error) {
    if (error instanceof AppError && error.status === 409 && error.code === 'conflict') {
      await recordUsernameTaken(orm, client);
    }
    throw error;
  }
}

/** A student a teacher makes: names as typed, the question's id and the answer's hash (made beforehand). */
export interface StudentWithoutEmail {
  firstName: string;
  lastName: string;
  secretQuestion: string;
  secretAnswerHash: string;
}

const pick = <T>(words: readonly T[]): T => words[randomInt(words.length)] as T;

/**
 * Creates student accounts without email inside `tx` (issue 19: a teacher's list of first names).
 * Each username is the first name (spaces and other characters dropped) + a random description word
 * + a random thing word, numbered when taken, as sign-up makes them. The words' locks are taken in
 * one sorted order, so two teachers' lists never wait on each other in a circle.
 */
export async function createStudentsWithoutEmail(
  tx: Orm,
  students: readonly StudentWithoutEmail[],
): Promise<repo.UserRow[]> {
  const words = students.map((student) => ({
    custom_word: stripStudentFirstNameCharacters(student.firstName) || 'student',
    first_word: pick(DESCRIPTION_WORDS),
    second_word: pick(THING_WORDS),
  }));
  const bases = words.map((word) =>
    buildStudentUsername(word.custom_word, word.first_word, word.second_word),
  );
  for (const base of [...new Set(bases)].sort()) await repo.lockUsernameBase(tx, base);
  const created: repo.UserRow[] = [];
  for (const [index, student] of students.entries()) {
    const username = await availableUsername(tx, words[index] as (typeof words)[number]);
    created.push(
      await repo.insertUserWithCredential(
        tx,
        { role: 'student', firstName: student.firstName, lastName: student.lastName, username },
        { secretQuestion: student.secretQuestion, secretAnswerHash: student.secretAnswerHash },
      ),
    );
  }
  return created;
}

/**
 * The same accounts as createStudentsWithoutEmail, for an import's thousands: the words' locks in one statement,
 * the taken usernames in one pass, the accounts inserted in slices (decision 0039). The usernames follow the same
 * rule (the smallest free number), so the two paths can run side by side.
 */
export async function createStudentsWithoutEmailInBulk(
  tx: Orm,
  students: readonly StudentWithoutEmail[],
  onProgress?: (done: number) => void,
): Promise<repo.UserRow[]> {
  const bases = students.map((student) =>
    buildStudentUsername(
      stripStudentFirstNameCharacters(student.firstName) || 'student',
      pick(DESCRIPTION_WORDS),
      pick(THING_WORDS),
    ),
  );
  const unique = [...new Set(bases)];
  await repo.lockUsernameBases(tx, unique);
  const taken = new Set(await repo.usernamesWithBases(tx, unique));
  const usernames = bases.map((base) => {
    let candidate = base;
    for (let number = 1; taken.has(candidate); number++) candidate = `${base}${number}`;
    taken.add(candidate);
    return candidate;
  });
  return repo.insertStudentsWithCredentials(
    tx,
    students.map((student, index) => ({
      firstName: student.firstName,
      lastName: student.lastName,
      username: usernames[index] as string,
      secretQuestion: student.secretQuestion,
      secretAnswerHash: student.secretAnswerHash,
    })),
    onProgress,
  );
}

/** Gives a student a new secret question and answer (the caller checks that the teacher may). */
export async function setStudentSecret(
  orm: Orm,
  studentId: string,
  secretQuestion: string,
  secretAnswerHash: string,
): Promise<void> {
  await repo.setSecretAnswer(orm, studentId, secretQuestion, secretAnswerHash);
}

/** The answer's hash, made before the transaction so that no lock is held while hashing. */
export function hashSecretAnswer(answer: string): Promise<string> {
  return hashSecret(normalizeSecretAnswer(answer));
}

const invalidCredentials = () =>
  new AppError('bad_request', ACCOUNT_MESSAGES.invalidStudentCredentials, 400, {
    errors: { non_field_errors: [ACCOUNT_MESSAGES.invalidStudentCredentials] },
    messages: [`Error - ${ACCOUNT_MESSAGES.invalidStudentCredentials}`],
  });

/**
 * Checks a student's username, question and answer, within the sign-in limits (student-throttle.ts, decisions
 * 0070 and 0073): the try is counted first, against this account from this client and against the address, and
 * refused when over a limit; a success takes the account's tries back off the address; failures from anywhere
 * but a device the student signed in on lock the account until the lock ends or a teacher lifts it (recorded in
 * account_lockouts for real accounts). Unknown usernames are counted like real ones, and neither reply tells
 * whether a username exists.
 */
export async function authenticateStudent(
  orm: Orm,
  limits: StudentSigninLimits,
  input: { username: string; questionType: string; questionAnswer: string },
  client: string,
  deviceToken?: string,
): Promise<repo.UserRow> {
  const found = await repo.findStudentByUsername(orm, input.username.trim().toLowerCase());
  const known =
    deviceToken !== undefined && found !== undefined
      ? await isKnownStudentDevice(orm, found.user.id, deviceToken)
      : false;
  const attempt = {
    username: input.username,
    client,
    knownDevice: known && deviceToken ? deviceKey(deviceToken) : undefined,
  };
  await claimStudentAttempt(orm, limits, attempt);

  const answer = normalizeSecretAnswer(input.questionAnswer);
  const credential = found?.credential;
  let ok = false;
  if (credential?.secretAnswerHash) {
    const answerMatches = await verifySecret(credential.secretAnswerHash, answer);
    ok = answerMatches && credential.secretQuestion === input.questionType && found.user.isActive;
  } else {
    await verifyAgainstNothing(answer);
  }
  const settled = await settleStudentAttempt(
    orm,
    limits,
    { ...attempt, userId: found?.user.id },
    ok && found !== undefined,
  );
  if (ok && found) return found.user;
  if (settled.lockedNow) throw studentLocked();
  throw invalidCredentials();
}

/** Whether the student's account is locked now (a lockout not yet ended or lifted). */
export async function isStudentLocked(orm: Orm, studentId: string): Promise<boolean> {
  return (await repo.findOpenLockout(orm, studentId)) !== undefined;
}

/**
 * Lifts a student's lock (for the teacher's unlock in the classes area): the open lockouts are
 * marked unlocked by `unlockedBy`, and the account's failure counts are forgotten, so the student
 * can sign in at once from any device. The caller checks that `unlockedBy` teaches the student.
 */
export async function unlockStudent(orm: Orm, studentId: string, unlockedBy: string): Promise<void> {
  const student = await repo.findUserById(orm, studentId);
  if (student?.role !== 'student' || !student.username) {
    throw new AppError('not_found', 'No such student.', 404);
  }
  await repo.markLockoutsUnlocked(orm, studentId, unlockedBy);
  await clearStudentLock(orm, student.username);
}
