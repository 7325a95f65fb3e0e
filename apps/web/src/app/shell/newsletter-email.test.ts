import { describe, expect, it } from 'vitest';
import { isValidNewsletterEmail } from './newsletter-email.ts';

describe('isValidNewsletterEmail', () => {
  it.each(['ada@example.org', 'first.last-name@school.k12.va.us', 'a_b@mail.co', ' t@x.info '])(
    'accepts %s',
    (email) => expect(isValidNewsletterEmail(email)).toBe(true),
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
  ])('rejects %s', (email) => expect(isValidNewsletterEmail(email)).toBe(false));
});
