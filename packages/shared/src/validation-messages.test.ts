import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { friendlyZodMessage } from './validation-messages.ts';

function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value, { error: friendlyZodMessage });
  if (result.success) throw new Error('expected a validation error');
  return result.error.issues[0]?.message;
}

describe('friendlyZodMessage', () => {
  it('says a missing field is required, and names the expected type otherwise', () => {
    expect(messageFor(z.object({ name: z.string() }), {})).toBe('This field is required.');
    expect(messageFor(z.string(), 12)).toBe('Must be text.');
    expect(messageFor(z.number(), 'x')).toBe('Must be a number.');
    expect(messageFor(z.boolean(), 'x')).toBe('Must be true or false.');
    expect(messageFor(z.array(z.string()), 'x')).toBe('Must be a list.');
  });

  it('explains string, number and list bounds', () => {
    expect(messageFor(z.string().min(1), '')).toBe('This field may not be blank.');
    expect(messageFor(z.string().min(8), 'short')).toBe('Must be at least 8 characters.');
    expect(messageFor(z.string().max(3), 'long')).toBe('Must be at most 3 characters.');
    expect(messageFor(z.number().min(5), 1)).toBe('Must be at least 5.');
    expect(messageFor(z.number().max(5), 9)).toBe('Must be at most 5.');
    expect(messageFor(z.array(z.string()).min(2), ['a'])).toBe('Choose at least 2.');
    expect(messageFor(z.array(z.string()).max(1), ['a', 'b'])).toBe('Choose at most 1.');
  });

  it('lists the allowed values and unknown fields', () => {
    expect(messageFor(z.enum(['K-2', '3-5']), '6-8')).toBe('Must be one of: K-2, 3-5.');
    expect(messageFor(z.strictObject({}), { a: 1 })).toBe('Unknown field: a.');
    expect(messageFor(z.strictObject({}), { a: 1, b: 2 })).toBe('Unknown fields: a, b.');
  });

  it('has plain words for emails, web addresses and identifiers', () => {
    expect(messageFor(z.email(), 'nope')).toBe('Enter a valid email address.');
    expect(messageFor(z.url(), 'nope')).toBe('Enter a valid web address.');
    expect(messageFor(z.uuid(), 'nope')).toBe('Must be a valid identifier.');
  });

  it("keeps zod's own message where it has nothing better", () => {
    const message = messageFor(z.string().regex(/^\d+$/), 'abc');
    expect(message).toBeTruthy();
    expect(message).not.toBe('');
  });
});
