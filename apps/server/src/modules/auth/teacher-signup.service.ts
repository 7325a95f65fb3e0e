import { ACCOUNT_MESSAGES, SIGNUP_LINK_HOURS } from '@lantern/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { countHit } from '../../plugins/rate-limit.repo.ts';
import * as repo from './accounts.repo.ts';
import { sendMail } from './mailer.ts';
import { assertAcceptablePassword, fieldError, hashSecret } from './passwords.ts';
import * as requests from './signup-requests.repo.ts';

/**
 * Teacher sign-up by email and password (docs/decisions/0071-sign-up-without-revealing-accounts.md).
 * The call answers alike whether or not the address has an account, and signs nobody in: the address's
 * owner learns the rest by mail. A new address gets a link that makes the account and signs in; an
 * address with an account gets a note saying so, with the ways to sign in.
 */

/** Sign-up mails (of either kind) to one address within an hour, whoever asks; later requests send nothing. */
export const SIGNUP_MAILS_PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 } as const;

type TeacherSignup = { first_name: string; last_name: string; email: string; password: string };

/**
 * Takes a sign-up. What the caller can see is the same for every acceptable request: the password is
 * checked and hashed, the address looked up and counted, a token drawn; storing the sign-up and
 * sending either mail happen after the reply (`later`), so neither the reply nor its timing tells
 * whether the address has an account.
 */
export async function requestTeacherSignup(
  orm: Orm,
  config: Config,
  log: FastifyBaseLogger,
  input: TeacherSignup,
  later: (work: () => Promise<unknown>) => void,
): Promise<void> {
  assertAcceptablePassword(input.password, 'password', input.email);
  const passwordHash = await hashSecret(input.password);
  const email = input.email.trim().toLowerCase();
  const found = await repo.findUserByEmail(orm, email, ['teacher', 'student', 'admin']);
  const mails = await countHit(orm, `signup:mail:${email}`, SIGNUP_MAILS_PER_ADDRESS.windowMs);
  const token = randomToken();
  if (mails.hits > SIGNUP_MAILS_PER_ADDRESS.max) return;
  const owner = found?.user;
  if (owner) {
    later(() => mailAccountExists(config, log, { email, firstName: owner.firstName }));
    return;
  }
  later(async () => {
    await requests.insertSignupRequest(orm, {
      tokenHash: sha256(token),
      email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      expiresAt: new Date(Date.now() + SIGNUP_LINK_HOURS * 60 * 60 * 1000),
    });
    await mailSignupLink(config, log, { email, firstName: input.first_name }, token);
  });
}

const linkInvalid = () => fieldError('token', ACCOUNT_MESSAGES.signupLinkInvalid);

/**
 * Uses a sign-up link inside `tx` (the caller's transaction, which also starts the session): makes the
 * teacher account from the stored sign-up, and closes the address's other links. A used, expired or
 * unknown link, or one whose address has an account by now, is refused with the same 400.
 */
export async function confirmTeacherSignup(tx: Orm, token: string): Promise<repo.UserRow> {
  const request = await requests.consumeSignupRequest(tx, sha256(token));
  if (!request) throw linkInvalid();
  if (await repo.findUserByEmail(tx, request.email, ['teacher', 'student', 'admin'])) throw linkInvalid();
  let created: repo.UserRow;
  try {
    created = await repo.insertUserWithCredential(
      tx,
      { role: 'teacher', firstName: request.firstName, lastName: request.lastName, email: request.email },
      { passwordHash: request.passwordHash, passwordChangedAt: new Date() },
    );
  } catch (error) {
    // The address got its account at this moment, through another link or a provider.
    if (isUniqueViolation(error)) throw linkInvalid();
    throw error;
  }
  await requests.closeSignupRequestsFor(tx, request.email);
  return created;
}

export const SIGNUP_MAIL_SUBJECTS = {
  link: (productName: string) => `Finish creating your ${productName} account`,
  accountExists: (productName: string) => `Someone tried to sign up to ${productName} with your address`,
};

async function mailSignupLink(
  config: Config,
  log: FastifyBaseLogger,
  to: { email: string; firstName: string },
  token: string,
) {
  await sendMail(config, log, {
    to: to.email,
    subject: SIGNUP_MAIL_SUBJECTS.link(config.productName),
    text: [
      `Hello ${to.firstName},`,
      '',
      `To finish creating your ${config.productName} teacher account, open this link within ${SIGNUP_LINK_HOURS} hours:`,
      '',
      `${config.publicUrl}/signup/confirm?token=${encodeURIComponent(token)}`,
      '',
      'The link works once, and signs you in. If you did not ask for an account, ignore this message: none is made.',
    ].join('\n'),
  });
}

async function mailAccountExists(
  config: Config,
  log: FastifyBaseLogger,
  to: { email: string; firstName: string },
) {
  await sendMail(config, log, {
    to: to.email,
    subject: SIGNUP_MAIL_SUBJECTS.accountExists(config.productName),
    text: [
      `Hello ${to.firstName},`,
      '',
      `Someone, perhaps you, asked to create a new ${config.productName} account with this email address. It already has an account, so no new one was made and nothing about yours has changed.`,
      '',
      `To sign in: ${config.publicUrl}/?signin=teacher`,
      `Forgot your password? Choose a new one: ${config.publicUrl}/password-reset`,
      '',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  });
}
