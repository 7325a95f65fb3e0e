import { describe, expect, it } from 'vitest';
import { apiErrorSchema, flattenErrorMap } from './errors.ts';

describe('flattenErrorMap', () => {
  it("turns each field into a capitalised label: 'Label - message'", () => {
    expect(flattenErrorMap({ first_name: ['This field may not be blank.'] })).toEqual([
      'First name - This field may not be blank.',
    ]);
  });

  it('keeps every message of a field, and accepts a single string', () => {
    expect(
      flattenErrorMap({ password: ['Too short.', 'Too common.'], email: 'Enter a valid email address.' }),
    ).toEqual(['Password - Too short.', 'Password - Too common.', 'Email - Enter a valid email address.']);
  });

  it("joins nested fields with ' - '", () => {
    expect(
      flattenErrorMap({ profile: { postal_code: ['Must be 5 digits.'], school: { name: ['Required.'] } } }),
    ).toEqual(['Profile - Postal code - Must be 5 digits.', 'Profile - School - Name - Required.']);
  });

  it("labels non_field_errors 'Error'", () => {
    expect(flattenErrorMap({ non_field_errors: ['Wrong email or password.'] })).toEqual([
      'Error - Wrong email or password.',
    ]);
  });

  it('is empty for an empty map', () => {
    expect(flattenErrorMap({})).toEqual([]);
  });
});

describe('apiErrorSchema', () => {
  it('accepts a validation error reply and rejects a bare message', () => {
    expect(
      apiErrorSchema.safeParse({
        code: 'validation_error',
        message: 'Email - Required.',
        detail: 'Email - Required.',
        errors: { email: ['Required.'] },
        messages: ['Email - Required.'],
      }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'oops' }).success).toBe(false);
  });
});
