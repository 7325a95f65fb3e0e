import { describe, expect, it } from 'vitest';
import { newsletterSignUpFormSchema } from './index.ts';

const valid = (email: string) => newsletterSignUpFormSchema.safeParse({ email }).success;

describe('newsletterSignUpFormSchema (spec 1 §5 client rule)', () => {
  it.each(['ada@example.org', 'first.last-name@school.k12.va.us', 'a_b@mail.co', ' t@x.info '])(
    'accepts %s',
    (email) => expect(valid(email)).toBe(true),
  );

  it.each([
    '',
    'ada',
    'ada@',
    'ada@example',
    'ada@example.c',
    'ada@example.museum',
    'a b@x.org',
    'a+b@x.org',
  ])('rejects %s', (email) => expect(valid(email)).toBe(false));

  it('sends the address trimmed', () => {
    expect(newsletterSignUpFormSchema.parse({ email: ' t@x.info ' })).toEqual({ email: 't@x.info' });
  });
});
