import { z } from 'zod';
import { USERNAME_MIN_LENGTH } from './username.ts';

/**
 * Sign-in cards (issue 39; docs/decisions/0074-sign-in-cards.md). A teacher prints, for a student they created,
 * a card with a QR code and a short code. The QR code is a link to the student card sign-in page carrying the
 * card's token in the fragment (`/student/card/?student=true#<token>`; not under /student/signin/, an API family),
 * so the token never reaches a server log or a Referer; the page posts it to POST /api/v2/student/signin/card/.
 * Without a camera the child types their username and the short code there (POST /api/v2/student/signin/code/).
 * Both answer like POST /student/signin/ (signedInReplySchema).
 */

/** The web page the card's QR code opens; the token follows in the fragment. */
export const SIGNIN_CARD_PAGE = '/student/card/';

/**
 * The address the QR code encodes, relative to the site (the web prefixes its origin). It carries student=true
 * already, so the student area's guard has nothing to add: its redirect would drop the fragment.
 */
export const signinCardPath = (token: string) => `${SIGNIN_CARD_PAGE}?student=true#${token}`;

/** A card token: 32 random bytes, base64url (as every token Lantern issues). */
export const SIGNIN_CARD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Letters and digits a child cannot mix up: no 0/O, 1/I/L; upper case (what is typed is upper-cased). */
export const SIGNIN_CARD_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 8 characters of 31: about 2^39.6 codes per student, tried only with the student's username. */
export const SIGNIN_CARD_CODE_LENGTH = 8;

export const SIGNIN_CARD_MESSAGES = {
  cardNotValid:
    'This sign-in card does not work any more. Ask your teacher for a new card, or sign in with your username.',
  codeNotValid: 'The username or the sign-in code is not correct. Check both on your card and try again.',
  codeShape: `A sign-in code has ${SIGNIN_CARD_CODE_LENGTH} letters and numbers, like ABCD-2345.`,
  codeRequired: 'Type the sign-in code from your card.',
  usernameRequired: 'Type your username.',
  notYourStudent:
    'You can make sign-in cards only for students you created. A student who made their own account signs in with their own secret.',
} as const;

/** 'abcd 2345', 'ABCD-2345' → 'ABCD2345': case, spaces and dashes do not matter. */
export function normalizeSigninCardCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** 'ABCD2345' → 'ABCD-2345', as the card prints it. */
export function formatSigninCardCode(code: string): string {
  const half = SIGNIN_CARD_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

const codePattern = new RegExp(`^[${SIGNIN_CARD_CODE_ALPHABET}]{${SIGNIN_CARD_CODE_LENGTH}}$`);

/** POST /api/v2/student/signin/card/: the token from the card's link. */
export const studentCardSigninRequestSchema = z.strictObject({
  token: z
    .string({ error: SIGNIN_CARD_MESSAGES.cardNotValid })
    .regex(SIGNIN_CARD_TOKEN_PATTERN, SIGNIN_CARD_MESSAGES.cardNotValid),
});
export type StudentCardSigninRequest = z.input<typeof studentCardSigninRequestSchema>;

/** POST /api/v2/student/signin/code/: the username and the short code printed on the card. */
export const studentCodeSigninRequestSchema = z.strictObject({
  username: z
    .string({ error: SIGNIN_CARD_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: SIGNIN_CARD_MESSAGES.usernameRequired, abort: true })
    .min(USERNAME_MIN_LENGTH, `A username has at least ${USERNAME_MIN_LENGTH} characters.`)
    .max(150),
  code: z
    .string({ error: SIGNIN_CARD_MESSAGES.codeRequired })
    .transform(normalizeSigninCardCode)
    .pipe(
      z
        .string()
        .min(1, { error: SIGNIN_CARD_MESSAGES.codeRequired, abort: true })
        .regex(codePattern, SIGNIN_CARD_MESSAGES.codeShape),
    ),
});
export type StudentCodeSigninRequest = z.input<typeof studentCodeSigninRequestSchema>;
