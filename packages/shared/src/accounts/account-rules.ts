/**
 * Account limits, the name rule and the account messages, without zod: the shell shows some of
 * these messages, and importing them from schemas.ts would load every account schema up front.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
/** Names keep letters, digits, space and hyphen (spec 2 §5). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{N} -]*$/u;
const NOT_IN_PERSON_NAME = /[^\p{L}\p{N} -]/gu;

/** Names strip characters other than letters, digits, space and hyphen (spec 2 §5): "O'Brien" → "OBrien". */
export function stripNameCharacters(value: string): string {
  return value.replace(NOT_IN_PERSON_NAME, '');
}

/** How long the link that finishes a teacher sign-up works (decision 0071). */
export const SIGNUP_LINK_HOURS = 24;

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  nameCharacters: 'Use only letters, digits, spaces and hyphens.',
  passwordTooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordBlank: 'Your password cannot be only spaces. Use letters, numbers or a few words.',
  passwordRepeated:
    'Your password cannot be one character repeated. Use a mix of characters, such as a few words.',
  passwordHasEmail:
    'Your password must not contain your email address or the name before the @. Choose something else.',
  signupCheckEmail:
    'Check your email: we have sent a message to this address. Open the link in it to finish creating your account. If the address already has an account, the message says how to sign in instead.',
  signupLinkInvalid:
    'This sign-up link is not valid, was already used or has expired. Sign up again, or sign in if you already have an account.',
  invalidCredentials: 'The email address or password is not correct.',
  invalidStudentCredentials: 'The username, secret question or answer is not correct.',
  accountLocked: 'Too many wrong answers. This account is locked for 15 minutes; ask your teacher for help.',
  captchaFailed: 'Captcha failed. Please try again',
  captchaRequired: 'Please complete the captcha.',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  studentUsernameRequired: 'username is required',
  studentUsernameShort: 'username should contain at least 3 characters',
  questionRequired: 'please select a question from the drop-down',
  answerRequired: 'secret question response is required',
  answerShort: 'secret question should have at least 3 characters',
  studentFirstNameRequired: 'Please enter your first name',
  studentFirstNameCharacters: 'Use only letters, digits and hyphens (no spaces).',
  wordRequired: 'Please choose a word.',
  usernameTaken:
    'Somebody else has just taken this username. Here is a new one for you: write it down, then create your account.',
  usernameNotFromWords: 'This username does not go with the words you chose. Please choose your words again.',
  somethingWrong: 'Something went wrong, please try again later.',
} as const;

/** Shortest part before the @ that a password may not contain (shorter ones may not equal it). */
const EMAIL_NAME_MIN_CONTAINED = 4;

/**
 * The rule a new password must meet (ASVS V6.2), shared by the server and the client: 8 to 128
 * characters, no composition rules, not only spaces, not one character repeated, and not the
 * account's email address or the name before its @ (nor containing them). The server also
 * refuses passwords on its common-password list. Returns the message to show, or undefined.
 */
export function passwordProblem(password: string, email?: string | null): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  if (password.trim() === '') return ACCOUNT_MESSAGES.passwordBlank;
  if (new Set(password).size === 1) return ACCOUNT_MESSAGES.passwordRepeated;
  const address = email?.trim().toLowerCase();
  if (address) {
    const lowered = password.toLowerCase();
    const name = address.split('@')[0] ?? '';
    if (lowered.includes(address) || lowered.trim() === name) return ACCOUNT_MESSAGES.passwordHasEmail;
    if (name.length >= EMAIL_NAME_MIN_CONTAINED && lowered.includes(name))
      return ACCOUNT_MESSAGES.passwordHasEmail;
  }
  return undefined;
}
