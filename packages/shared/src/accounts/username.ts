/** Username rules shared by the sign-up modal's live preview and the server. */

export const STUDENT_FIRST_NAME_MAX = 30;
export const USERNAME_MIN_LENGTH = 3;
export const SECRET_ANSWER_MIN_LENGTH = 3;
export const SECRET_ANSWER_MAX_LENGTH = 100;

/** Letters (any alphabet), digits and hyphen: what a student's first-name word may hold. */
export const STUDENT_FIRST_NAME_PATTERN = /^[\p{L}\p{N}-]+$/u;
const NOT_IN_STUDENT_FIRST_NAME = /[^\p{L}\p{N}-]/gu;

/** The first-name word with everything STUDENT_FIRST_NAME_PATTERN refuses removed (the input's filter). */
export function stripStudentFirstNameCharacters(value: string): string {
  return value.replace(NOT_IN_STUDENT_FIRST_NAME, '');
}

/** first-name word + description word + thing word, no separators, lowercase (spec 2 §3). */
export function buildStudentUsername(firstName: string, descriptionWord: string, thingWord: string): string {
  return `${firstName.trim()}${descriptionWord.trim()}${thingWord.trim()}`.toLowerCase();
}

/**
 * A username the sign-up suggests (decision 0071): the words plus a random number of 3 to 6 digits,
 * so that the suggestion tells nothing about which usernames exist.
 */
export const SUGGESTED_USERNAME_NUMBER = /^[1-9][0-9]{2,5}$/;

/** Whether `username` is `base` followed by a number a suggestion could end in. */
export function isSuggestedUsername(base: string, username: string): boolean {
  return username.startsWith(base) && SUGGESTED_USERNAME_NUMBER.test(username.slice(base.length));
}

/** The stored form of a secret answer: trimmed and lowercased before hashing and before checking. */
export function normalizeSecretAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
