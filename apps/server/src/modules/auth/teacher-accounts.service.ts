import { ACCOUNT_MESSAGES } from '@lantern/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import * as repo from './accounts.repo.ts';
import { sendMail } from './mailer.ts';
import {
  assertAcceptablePassword,
  fieldError,
  hashSecret,
  verifyAgainstNothing,
  verifySecret,
} from './passwords.ts';
import { revokeUserSessions } from './session.service.ts';

/** Verbs of teacher (and admin) accounts: sign up, sign in, reset and change passwords. */

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function signUpTeacher(
  orm: Orm,
  input: { first_name: string; last_name: string; email: string; password: string },
): Promise<repo.UserRow> {
  assertAcceptablePassword(input.password);
  const emailTaken = () => fieldError('email', ACCOUNT_MESSAGES.emailTaken, 409, 'conflict');
  if (await repo.findUserByEmail(orm, input.email, ['teacher', 'student', 'admin'])) throw emailTaken();
  const passwordHash = await hashSecret(input.password);
  try {
    return await repo.insertUserWithCredential(
      orm,
      { role: 'teacher', firstName: input.first_name, lastName: input.last_name, email: input.email },
      { passwordHash, passwordChangedAt: new Date() },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Same error, and about the same time, for an unknown email and a wrong password. */
export async function authenticateTeacher(orm: Orm, email: string, password: string): Promise<repo.UserRow> {
  const found = await repo.findUserByEmail(orm, email, ['teacher', 'admin']);
  const hash = found?.credential?.passwordHash;
  const ok = hash ? await verifySecret(hash, password) : await verifyAgainstNothing(password);
  if (!found || !ok || !found.user.isActive) {
    throw new AppError('bad_request', ACCOUNT_MESSAGES.invalidCredentials, 400, {
      errors: { non_field_errors: [ACCOUNT_MESSAGES.invalidCredentials] },
      messages: [`Error - ${ACCOUNT_MESSAGES.invalidCredentials}`],
    });
  }
  return found.user;
}

/** A single-use link that expires; only its SHA-256 is stored. */
export async function createPasswordResetLink(orm: Orm, config: Config, userId: string): Promise<string> {
  const token = randomToken();
  await repo.insertResetToken(
    orm,
    userId,
    sha256(token),
    new Date(Date.now() + config.passwordResetTtlSeconds * 1000),
  );
  return `${config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;
}

/** Mails a reset link when the address belongs to a teacher or admin; silent otherwise. */
export async function requestPasswordReset(orm: Orm, config: Config, log: FastifyBaseLogger, email: string) {
  const found = await repo.findUserByEmail(orm, email, ['teacher', 'admin']);
  if (!found?.user.email || !found.user.isActive) return;
  const link = await createPasswordResetLink(orm, config, found.user.id);
  const minutes = Math.round(config.passwordResetTtlSeconds / 60);
  await sendMail(config, log, {
    to: found.user.email,
    subject: `Reset your ${config.productName} password`,
    text: [
      `Hello ${found.user.firstName},`,
      '',
      `Someone asked to reset the password of your ${config.productName} account. To choose a new one, open this link within ${minutes} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}

/** Sets the new password from a live link, uses the link up and ends every session of the user. */
export async function resetPassword(orm: Orm, token: string, password: string): Promise<repo.UserRow> {
  assertAcceptablePassword(password);
  const passwordHash = await hashSecret(password);
  const consumed = await repo.consumeResetToken(orm, sha256(token));
  if (!consumed) {
    throw new AppError('bad_request', ACCOUNT_MESSAGES.resetLinkInvalid, 400, {
      errors: { token: [ACCOUNT_MESSAGES.resetLinkInvalid] },
      messages: [`Token - ${ACCOUNT_MESSAGES.resetLinkInvalid}`],
    });
  }
  await repo.setPasswordHash(orm, consumed.userId, passwordHash);
  await repo.expireResetTokens(orm, consumed.userId);
  await revokeUserSessions(orm, consumed.userId);
  const found = await repo.findUserById(orm, consumed.userId);
  if (!found) throw new AppError('not_found', 'The account no longer exists.', 404);
  return found;
}

export async function changePassword(
  orm: Orm,
  userId: string,
  currentSessionId: string,
  input: { current_password: string; new_password: string; end_other_sessions: boolean },
) {
  const credential = await repo.findCredential(orm, userId);
  const ok = credential?.passwordHash
    ? await verifySecret(credential.passwordHash, input.current_password)
    : await verifyAgainstNothing(input.current_password);
  if (!ok) throw fieldError('current_password', ACCOUNT_MESSAGES.currentPasswordWrong);
  assertAcceptablePassword(input.new_password, 'new_password');
  await repo.setPasswordHash(orm, userId, await hashSecret(input.new_password));
  await repo.expireResetTokens(orm, userId);
  if (input.end_other_sessions) await revokeUserSessions(orm, userId, currentSessionId);
}
