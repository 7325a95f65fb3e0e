import { describe, expect, it } from 'vitest';
import {
  formatSigninCardCode,
  normalizeSigninCardCode,
  SIGNIN_CARD_MESSAGES,
  signinCardPath,
  studentCardSigninRequestSchema,
  studentCodeSigninRequestSchema,
} from './signin-cards.ts';

describe('sign-in card codes and links (decision 0074)', () => {
  it('reads a typed code whatever its case, spaces and dashes', () => {
    expect(normalizeSigninCardCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(normalizeSigninCardCode('AB CD 23 45')).toBe('ABCD2345');
    expect(formatSigninCardCode('ABCD2345')).toBe('ABCD-2345');
  });

  it('takes a username and a code of the card alphabet only, with messages a child can act on', () => {
    expect(studentCodeSigninRequestSchema.parse({ username: ' maya ', code: 'abcd-2345' })).toEqual({
      username: 'maya',
      code: 'ABCD2345',
    });
    // 0, O, 1, I and L are not on cards: a code holding one cannot be a card's.
    const mixedUp = studentCodeSigninRequestSchema.safeParse({ username: 'maya', code: 'ABCD-2O45' });
    expect(mixedUp.error?.issues[0]?.message).toBe(SIGNIN_CARD_MESSAGES.codeShape);
    const empty = studentCodeSigninRequestSchema.safeParse({ username: 'maya', code: ' - ' });
    expect(empty.error?.issues[0]?.message).toBe(SIGNIN_CARD_MESSAGES.codeRequired);
  });

  it('puts the token in the fragment of a student page that needs no redirect', () => {
    const token = 'a'.repeat(43);
    expect(signinCardPath(token)).toBe(`/student/card/?student=true#${token}`);
    expect(studentCardSigninRequestSchema.safeParse({ token }).success).toBe(true);
    expect(studentCardSigninRequestSchema.safeParse({ token: `${token}=` }).success).toBe(false);
  });
});
