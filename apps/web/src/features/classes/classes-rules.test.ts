import { CLASS_MESSAGES } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { classesErrorMessage, joinFailureText } from './classes-api.ts';
import { schoolYearsOf } from './classes-paths.ts';

describe('schoolYearsOf', () => {
  it('offers the school years of the active classes, newest first, once each', () => {
    expect(
      schoolYearsOf([
        { school_year: '2024-2025', archived: false },
        { school_year: '2025-2026', archived: false },
        { school_year: '2024-2025', archived: false },
        { school_year: '2023-2024', archived: true },
      ]),
    ).toEqual(['2025-2026', '2024-2025']);
  });
});

describe('joinFailureText', () => {
  it("is the spec's 'Invalid code entered.' for an unknown code and for failures without a message", () => {
    const unknown = new ApiRequestError(404, { code: 'not_found', message: 'Not found.' });
    expect(joinFailureText(unknown)).toBe(CLASS_MESSAGES.invalidCode);
    expect(joinFailureText(new ApiRequestError(500, {}))).toBe(CLASS_MESSAGES.invalidCode);
    expect(joinFailureText(new TypeError('offline'))).toBe(CLASS_MESSAGES.invalidCode);
  });

  it("shows the server's own text for another refusal (a full class)", () => {
    const full = new ApiRequestError(409, { code: 'class_full', message: CLASS_MESSAGES.classFull(200) });
    expect(joinFailureText(full)).toBe(CLASS_MESSAGES.classFull(200));
  });
});

describe('classesErrorMessage', () => {
  it("prefers the flattened field messages, then the message, and hides a server error's text", () => {
    const invalid = new ApiRequestError(400, {
      code: 'validation_error',
      message: 'Invalid',
      messages: ['Students - Add at least one student.'],
    });
    expect(classesErrorMessage(invalid)).toBe('Students - Add at least one student.');
    expect(classesErrorMessage(new ApiRequestError(409, { message: CLASS_MESSAGES.classArchived }))).toBe(
      CLASS_MESSAGES.classArchived,
    );
    expect(classesErrorMessage(new ApiRequestError(500, { message: 'stack trace' }))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
