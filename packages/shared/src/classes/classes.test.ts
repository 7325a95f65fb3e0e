import { describe, expect, it } from 'vitest';
import { bulkStudentsBodySchema, createClassBodySchema } from './classes.ts';
import { joinRosterBodySchema } from './rosters.ts';
import {
  CLASS_MESSAGES,
  formatJoinCode,
  isSchoolYear,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_PATTERN,
  normalizeJoinCode,
  schoolYearOf,
} from './rules.ts';

describe('join codes', () => {
  it('leave out the characters children mix up', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'l', 'o', 'i']) {
      expect(JOIN_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(JOIN_CODE_ALPHABET).size).toBe(JOIN_CODE_ALPHABET.length);
  });

  it('are read as typed: case, spaces and hyphens do not matter', () => {
    expect(normalizeJoinCode(' abc-23d ')).toBe('ABC23D');
    expect(JOIN_CODE_PATTERN.test(normalizeJoinCode('abc 23d'))).toBe(true);
    expect(JOIN_CODE_PATTERN.test('ABC10D')).toBe(false);
    expect(formatJoinCode('ABC23D')).toBe('ABC 23D');
  });
});

describe('school years', () => {
  it('run from July to June', () => {
    expect(schoolYearOf(new Date('2025-11-15T12:00:00Z'))).toBe('2025-2026');
    expect(schoolYearOf(new Date('2026-03-15T12:00:00Z'))).toBe('2025-2026');
    expect(schoolYearOf(new Date('2026-07-01T12:00:00Z'))).toBe('2026-2027');
  });

  it('are two consecutive years', () => {
    expect(isSchoolYear('2025-2026')).toBe(true);
    expect(isSchoolYear('2025-2027')).toBe(false);
    expect(
      createClassBodySchema.safeParse({ name: 'Room 4', school_year: '2025' }).error?.issues[0]?.message,
    ).toBe(CLASS_MESSAGES.schoolYear);
  });
});

describe('bulk students', () => {
  it('take a first name, an optional last initial, grade and answer', () => {
    const parsed = bulkStudentsBodySchema.parse({
      secret_question: 'What is your favorite animal?',
      students: [
        { first_name: ' Mary Ann ', last_initial: 'r', grade: '3' },
        { first_name: 'Leo', last_initial: '' },
      ],
    });
    expect(parsed.secret_question).toBe('favorite_animal');
    expect(parsed.students[0]).toEqual({ first_name: 'Mary Ann', last_initial: 'R', grade: '3' });
    expect(parsed.students[1]?.last_initial).toBeUndefined();
  });

  it('refuse an empty list and a two-letter initial with the contract texts', () => {
    const empty = bulkStudentsBodySchema.safeParse({ secret_question: 'favorite_color', students: [] });
    expect(empty.error?.issues[0]?.message).toBe(CLASS_MESSAGES.studentsRequired);
    const initial = bulkStudentsBodySchema.safeParse({
      secret_question: 'favorite_color',
      students: [{ first_name: 'Leo', last_initial: 'Ro' }],
    });
    expect(initial.error?.issues[0]?.message).toBe(CLASS_MESSAGES.lastInitial);
  });

  it('need a code to join', () => {
    expect(joinRosterBodySchema.safeParse({ roster_code: '  ' }).error?.issues[0]?.message).toBe(
      CLASS_MESSAGES.codeRequired,
    );
  });
});
