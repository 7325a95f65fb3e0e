import {
  NAME_MAX_LENGTH,
  type OidcFailure,
  STUDENT_FIRST_NAME_MAX,
  stripNameCharacters,
} from '@lantern/shared';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import * as accounts from './accounts.repo.ts';
import * as repo from './oidc.repo.ts';
import type { ProviderClaims } from './oidc-client.ts';
import { availableUsername } from './student-accounts.service.ts';

/**
 * Which account a provider sign-in opens:
 * 1. the account already linked to this provider subject;
 * 2. else a teacher account with the same email, linked now, but only when the provider says it
 *    verified the address (otherwise anyone could claim a teacher's account by typing her email
 *    at a provider that does not check it);
 * 3. else a new account: a teacher (verified email required) or, with type=student, a student
 *    (no email kept, a username built from the first name).
 * Anything else is refused with a reason the person can act on.
 */

export class OidcSignInRefused extends Error {
  constructor(readonly failure: OidcFailure) {
    super(failure);
  }
}

function personNames(claims: ProviderClaims): { firstName: string; lastName: string } {
  const [nameFirst = '', ...nameRest] = (claims.name ?? '').split(/\s+/);
  const firstName = claims.givenName ?? (nameFirst || claims.email?.split('@')[0] || '');
  const lastName = claims.familyName ?? nameRest.join(' ');
  // Provider names may carry apostrophes or dots the profile rule strips; store them already clean
  // so the first profile save does not fail on a name the user never typed.
  const clean = (value: string) => stripNameCharacters(value).trim().slice(0, NAME_MAX_LENGTH);
  return { firstName: clean(firstName), lastName: clean(lastName) };
}

/** The first-name word of a student username: letters, digits and hyphens only. */
function usernameWord(firstName: string): string {
  const word = firstName.replace(/[^\p{L}\p{N}-]/gu, '').slice(0, STUDENT_FIRST_NAME_MAX);
  return word || 'student';
}

async function createAccount(
  orm: Orm,
  provider: string,
  claims: ProviderClaims,
  kind: 'teacher' | 'student',
): Promise<accounts.UserRow> {
  const { firstName, lastName } = personNames(claims);
  if (kind === 'student') {
    const username = await availableUsername(orm, {
      custom_word: usernameWord(firstName),
      first_word: '',
      second_word: provider,
    });
    return repo.insertUserWithIdentity(
      orm,
      // A child's surname and email address are not needed: the first name and a username do.
      { role: 'student', firstName: firstName.slice(0, STUDENT_FIRST_NAME_MAX), lastName: '', username },
      { provider, subject: claims.subject, email: null },
    );
  }
  if (!claims.email || !claims.emailVerified) throw new OidcSignInRefused('noVerifiedEmail');
  return repo.insertUserWithIdentity(
    orm,
    { role: 'teacher', firstName, lastName, email: claims.email },
    { provider, subject: claims.subject, email: claims.email },
  );
}

async function findOrCreateAccount(
  orm: Orm,
  provider: string,
  claims: ProviderClaims,
  kind: 'teacher' | 'student',
): Promise<accounts.UserRow> {
  const linked = await repo.findLinkedUser(orm, provider, claims.subject);
  if (linked) {
    await repo.touchLinkedIdentity(orm, linked.identity.id);
    return linked.user;
  }
  const sameEmail = claims.email
    ? await accounts.findUserByEmail(orm, claims.email, ['teacher', 'student', 'admin'])
    : undefined;
  if (sameEmail) {
    if (!claims.emailVerified) throw new OidcSignInRefused('emailUnverified');
    // Admin accounts are linked by an operator, never by a provider's say-so.
    if (sameEmail.user.role !== 'teacher') throw new OidcSignInRefused('linkRefused');
    await repo.insertLinkedIdentity(orm, {
      provider,
      subject: claims.subject,
      userId: sameEmail.user.id,
      email: claims.email,
    });
    return sameEmail.user;
  }
  return createAccount(orm, provider, claims, kind);
}

/** The account to sign in with; two first sign-ins racing each other end on the same account. */
export async function resolveProviderAccount(
  orm: Orm,
  provider: string,
  claims: ProviderClaims,
  kind: 'teacher' | 'student',
): Promise<accounts.UserRow> {
  let user: accounts.UserRow;
  try {
    user = await findOrCreateAccount(orm, provider, claims, kind);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    user = await findOrCreateAccount(orm, provider, claims, kind);
  }
  if (!user.isActive) throw new OidcSignInRefused('inactive');
  return user;
}

/**
 * Whether the user signs in through a provider, and where that provider's account is managed
 * (the profile page's Change Email / Change Password links; spec 2 has_public_media_account).
 */
export async function providerAccountOf(
  orm: Orm,
  config: Config,
  userId: string,
): Promise<{ linked: boolean; accountUrl: string | null }> {
  const identity = await repo.findFirstIdentityOfUser(orm, userId);
  if (!identity) return { linked: false, accountUrl: null };
  const provider = config.oidc.providers.find((candidate) => candidate.id === identity.provider);
  return { linked: true, accountUrl: provider?.accountUrl ?? null };
}
