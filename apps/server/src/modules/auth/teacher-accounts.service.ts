import { ACCOUNT_MESSAGES } from '@lantern/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { countHit } from '../../plugins/rate-limit.repo.ts';
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
import {
  checkPasswordChangeThrottle,
  checkSigninThrottle,
  clearPasswordChangeFailures,
  clearSigninFailures,
  recordPasswordChangeFailure,
  recordSigninFailure,
} from './throttle.ts';

/** Verbs of teacher (and admin) accounts: sign in, reset and change passwords (sign-up: teacher-signup.service.ts). */

/**
 * Same error, and about the same time, for an unknown email and a wrong password. Failures are
 * throttled (throttle.ts): this client waits after repeated failures on the account; after many
 * failures from anywhere the account asks for a captcha (`verifyCaptcha`) instead of locking.
 */
export async function authenticateTeacher(
  orm: Orm,
  attempt: { email: string; password: string; client: string },
  verifyCaptcha: () => Promise<void>,
): Promise<repo.UserRow> {
  const throttled = { account: attempt.email, client: attempt.client };
  const { captchaRequired } = await checkSigninThrottle(orm, throttled);
  if (captchaRequired) await verifyCaptcha();
  const found = await repo.findUserByEmail(orm, attempt.email, ['teacher', 'admin']);
  const hash = found?.credential?.passwordHash;
  const ok = hash ? await verifySecret(hash, attempt.password) : await verifyAgainstNothing(attempt.password);
  if (!found || !ok || !found.user.isActive) {
    await recordSigninFailure(orm, throttled);
    throw new AppError('bad_request', ACCOUNT_MESSAGES.invalidCredentials, 400, {
      errors: { non_field_errors: [ACCOUNT_MESSAGES.invalidCredentials] },
      messages: [`Error - ${ACCOUNT_MESSAGES.invalidCredentials}`],
    });
  }
  await clearSigninFailures(orm, throttled);
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
  return resetLink(config, token);
}

const resetLink = (config: Config, token: string) =>
  `${config.publicUrl}/password-reset?token=${encodeURIComponent(token)}`;

/** Reset mails to one address within an hour, whoever asks; later requests send nothing more. */
export const RESET_MAILS_PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * Mails a reset link when the address belongs to a teacher or admin; silent otherwise. The
 * request does the same work for any address (one lookup, one counter, one token): storing the
 * link and sending the mail happen after the reply (`later`), so its timing tells nothing.
 */
export async function requestPasswordReset(
  orm: Orm,
  config: Config,
  log: FastifyBaseLogger,
  email: string,
  later: (work: () => Promise<unknown>) => void,
) {
  const found = await repo.findUserByEmail(orm, email, ['teacher', 'admin']);
  const mails = await countHit(
    orm,
    `password-reset:mail:${email.trim().toLowerCase()}`,
    RESET_MAILS_PER_ADDRESS.windowMs,
  );
  const token = randomToken();
  const tokenHash = sha256(token);
  const user = found?.user;
  if (!user?.email || !user.isActive || mails.hits > RESET_MAILS_PER_ADDRESS.max) return;
  later(() =>
    mailResetLink(
      orm,
      config,
      log,
      { id: user.id, email: user.email as string, firstName: user.firstName },
      token,
      tokenHash,
    ),
  );
}

async function mailResetLink(
  orm: Orm,
  config: Config,
  log: FastifyBaseLogger,
  user: { id: string; email: string; firstName: string },
  token: string,
  tokenHash: Buffer,
) {
  await repo.insertResetToken(
    orm,
    user.id,
    tokenHash,
    new Date(Date.now() + config.passwordResetTtlSeconds * 1000),
  );
  const link = resetLink(config, token);
  const minutes = Math.round(config.passwordResetTtlSeconds / 60);
  await sendMail(config, log, {
    to: user.email,
    subject: `Reset your ${config.productName} password`,
    text: [
      `Hello ${user.firstName},`,
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
  const tokenUser = await repo.findResetTokenUser(orm, sha256(token));
  assertAcceptablePassword(password, 'password', tokenUser?.email);
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
  await checkPasswordChangeThrottle(orm, userId);
  const credential = await repo.findCredential(orm, userId);
  const ok = credential?.passwordHash
    ? await verifySecret(credential.passwordHash, input.current_password)
    : await verifyAgainstNothing(input.current_password);
  if (!ok) {
    await recordPasswordChangeFailure(orm, userId);
    throw fieldError('current_password', ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  await clearPasswordChangeFailures(orm, userId);
  const user = await repo.findUserById(orm, userId);
  assertAcceptablePassword(input.new_password, 'new_password', user?.email);
  await repo.setPasswordHash(orm, userId, await hashSecret(input.new_password));
  await repo.expireResetTokens(orm, userId);
  if (input.end_other_sessions) await revokeUserSessions(orm, userId, currentSessionId);
}
