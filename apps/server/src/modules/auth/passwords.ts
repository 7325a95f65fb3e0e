import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, type ErrorCode, passwordProblem } from '@lantern/shared';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.ts';

/** argon2id with OWASP's first recommended parameters: t=2, m=19 MiB, p=1. */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolatedModules cannot import)
  timeCost: 2,
  memoryCost: 19456,
  parallelism: 1,
} as const;

/** Hashes a password or a normalised secret answer. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** Checks a secret against its stored hash; a malformed hash counts as a mismatch. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification, so that an unknown account answers as slowly as a known one. */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret('lantern-dummy-secret-for-timing');
  await verifySecret(await dummyHash, secret);
  return false;
}

const COMMON_PASSWORDS_FILE = path.join(import.meta.dirname, '../../seed/common-passwords.txt');
let commonPasswords: Set<string> | undefined;

/** The shipped list (see the file's header for its source), loaded once. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The shared rule (passwordProblem: length, not only spaces, not one repeated character, not the
 * account's email) and the common-password list. Throws a validation error on `field`.
 */
export function assertAcceptablePassword(password: string, field = 'password', email?: string | null): void {
  const message =
    passwordProblem(password, email) ??
    (isCommonPassword(password) ? ACCOUNT_MESSAGES.passwordCommon : undefined);
  if (message) throw fieldError(field, message);
}

/** A validation error on one field, shaped like the schema validation errors. */
export function fieldError(
  field: string,
  message: string,
  status = 400,
  code: ErrorCode = 'validation_error',
): AppError {
  const label = field === 'non_field_errors' ? 'Error' : field.charAt(0).toUpperCase() + field.slice(1);
  return new AppError(code, message, status, {
    errors: { [field]: [message] },
    messages: [`${label.replace(/_/g, ' ')} - ${message}`],
  });
}
