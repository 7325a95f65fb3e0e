import type { ErrorOption } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import {
  applyServerErrors,
  fieldMessages,
  GENERAL_ERRORS,
  GENERIC_FAILURE,
  serverFormErrors,
} from './form-errors.ts';

function refused(errors?: Record<string, unknown>, message = 'Invalid input.', status = 400) {
  return new ApiRequestError(status, { code: 'validation_error', message, detail: message, errors });
}

describe('serverFormErrors', () => {
  it('puts the messages of shown fields under them and flattens the rest as spec 1 §5 says', () => {
    const found = serverFormErrors(
      refused({
        email: ['Enter a valid email address.', 'This address is taken.'],
        non_field_errors: ['The email address or password is not correct.'],
        postal_code: 'Enter a ZIP code of digits and a hyphen.',
        school: { district_name: ['This field may not be blank.'] },
      }),
      ['email', 'password'],
    );
    expect(found.fields).toEqual({ email: ['Enter a valid email address.', 'This address is taken.'] });
    expect(found.general).toEqual([
      'Error - The email address or password is not correct.',
      'Postal code - Enter a ZIP code of digits and a hyphen.',
      'School - District name - This field may not be blank.',
    ]);
  });

  it("uses the reply's message when it names no field, and the generic text when it has none", () => {
    expect(serverFormErrors(refused(undefined, 'Too many attempts. Wait a minute.', 429), ['email'])).toEqual(
      {
        fields: {},
        general: ['Too many attempts. Wait a minute.'],
      },
    );
    expect(serverFormErrors(refused(undefined, ''), ['email']).general).toEqual([GENERIC_FAILURE]);
    expect(serverFormErrors(new TypeError('Failed to fetch'), ['email'])).toEqual({
      fields: {},
      general: [GENERIC_FAILURE],
    });
  });

  it('treats a shown field with no message as general, so nothing is silently dropped', () => {
    const found = serverFormErrors(refused({ email: [], password: ['Too short.'] }), ['email']);
    expect(found).toEqual({ fields: {}, general: ['Password - Too short.'] });
  });
});

describe('applyServerErrors', () => {
  function recorder() {
    const calls: { name: string; error: ErrorOption; focus: boolean | undefined }[] = [];
    const setError = (name: string, error: ErrorOption, options?: { shouldFocus: boolean }) => {
      calls.push({ name, error, focus: options?.shouldFocus });
    };
    return { calls, setError };
  }

  it('sets each shown field in form order, focusing only the first, and the rest as general', () => {
    const { calls, setError } = recorder();
    applyServerErrors<{ current_password: string; new_password: string }>(
      refused({
        new_password: ['This password is too common.'],
        current_password: ['Your current password is not correct.'],
        captcha: ['Captcha failed.'],
      }),
      setError,
      ['current_password', 'new_password'],
    );
    expect(calls).toEqual([
      {
        name: 'current_password',
        error: {
          type: 'server',
          message: 'Your current password is not correct.',
          types: { server: ['Your current password is not correct.'] },
        },
        focus: true,
      },
      {
        name: 'new_password',
        error: {
          type: 'server',
          message: 'This password is too common.',
          types: { server: ['This password is too common.'] },
        },
        focus: false,
      },
      {
        name: GENERAL_ERRORS,
        error: {
          type: 'server',
          message: 'Captcha - Captcha failed.',
          types: { server: ['Captcha - Captcha failed.'] },
        },
        focus: undefined,
      },
    ]);
  });

  it('sets only the general messages when no shown field was refused', () => {
    const { calls, setError } = recorder();
    const found = applyServerErrors<{ email: string }>(new Error('offline'), setError, ['email']);
    expect(found.general).toEqual([GENERIC_FAILURE]);
    expect(calls.map((call) => call.name)).toEqual([GENERAL_ERRORS]);
  });
});

describe('fieldMessages', () => {
  it("lists every server message, else the schema's one message, else none", () => {
    expect(fieldMessages({ message: 'A', types: { server: ['A', 'B'] } })).toEqual(['A', 'B']);
    expect(fieldMessages({ message: 'Please enter your first name' })).toEqual([
      'Please enter your first name',
    ]);
    expect(fieldMessages({ message: '' })).toEqual([]);
    expect(fieldMessages(undefined)).toEqual([]);
  });
});
