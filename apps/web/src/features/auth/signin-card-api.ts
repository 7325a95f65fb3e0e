import {
  SIGNIN_CARD_TOKEN_PATTERN,
  type StudentCodeSigninRequest,
  signedInReplySchema,
} from '@lantern/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** Signing in with a sign-in card (decision 0074): the QR link's token, or the username and the card's code. */
export const SIGNIN_CARD_CALLS = {
  card: '/api/v2/student/signin/card/',
  code: '/api/v2/student/signin/code/',
} as const;

export function signInWithCard(token: string) {
  return apiRequest(SIGNIN_CARD_CALLS.card, signedInReplySchema, { method: 'POST', body: { token } });
}

export function signInWithCode(body: StudentCodeSigninRequest) {
  return apiRequest(SIGNIN_CARD_CALLS.code, signedInReplySchema, { method: 'POST', body });
}

/** The card token in an address's fragment ('#<token>'), when it has the shape of one. */
export function cardTokenOf(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return SIGNIN_CARD_TOKEN_PATTERN.test(token) ? token : null;
}
