import { randomInt } from 'node:crypto';

const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';

/** Lesson and assignment codes (spec 3 §2: 'the first character is a lowercase letter'), then letters and digits. */
export const LETTER_FIRST = { first: LOWERCASE, rest: `${LOWERCASE}0123456789` } as const;

/**
 * The one generator of the short codes people type (lesson, assignment and class join codes): `length`
 * characters drawn with the CSPRNG, the first from `first` (default: `rest`), the others from `rest`.
 * Uniqueness is the caller's: each code has a unique index that decides.
 */
export function randomCode(length: number, alphabet: { first?: string; rest: string }): string {
  let code = (alphabet.first ?? alphabet.rest)[randomInt((alphabet.first ?? alphabet.rest).length)] as string;
  while (code.length < length) code += alphabet.rest[randomInt(alphabet.rest.length)];
  return code;
}
