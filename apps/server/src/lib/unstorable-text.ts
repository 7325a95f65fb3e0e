/**
 * The one rule for text PostgreSQL cannot store (issue 38 N1, N2): the request guard applies it to every param,
 * query and JSON body field (plugins/reject-unstorable-text.ts), uploads to their cells (the roster import).
 */

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';
export const BROKEN_CHARACTER_MESSAGE =
  'Text contains a broken character (an unpaired UTF-16 surrogate): retype or paste the text again.';

const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored as PostgreSQL text, or null when it can. */
export function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  // A lone surrogate is not a character: UTF-8 cannot encode it, so the database would refuse or mangle it.
  // In a /u pattern a surrogate pair is one code point, so \p{Cs} matches only unpaired halves.
  if (LONE_SURROGATE.test(text)) return BROKEN_CHARACTER_MESSAGE;
  return null;
}
