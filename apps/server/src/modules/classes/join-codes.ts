import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@lantern/shared';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { randomCode } from '../../lib/random-codes.ts';

/** A new join code: JOIN_CODE_LENGTH characters of the unambiguous alphabet. */
export const newJoinCode = () => randomCode(JOIN_CODE_LENGTH, { rest: JOIN_CODE_ALPHABET });

const ATTEMPTS = 5;

export function isCodeTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'classes_active_join_code');
}

/**
 * Runs a single-statement write with a fresh code, again with another when an active class already has
 * it (the partial unique index decides, so two processes can never hand out one code). With 31^6 codes a
 * second attempt is already rare; five collisions in a row mean something else is wrong.
 */
export async function withFreshJoinCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (!isCodeTaken(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
