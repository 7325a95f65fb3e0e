import { describe, expect, it } from 'vitest';
import { resultStartBodySchema } from '../assignments/player.ts';
import {
  codeEntryBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  STUDENT_MESSAGES,
  studentAssignmentsQuerySchema,
} from './index.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the student contract', () => {
  it("asks for a code when the box is empty: 'Please enter a code' (spec 1 §5)", () => {
    expect(firstMessage(codeEntryBodySchema.safeParse({ code: '   ' }))).toBe('Please enter a code');
    expect(firstMessage(codeEntryBodySchema.safeParse({}))).toBe('Please enter a code');
    expect(codeEntryBodySchema.parse({ code: ' abc 23d ' }).code).toBe('abc 23d');
  });

  it('takes an anonymous name trimmed, 1–50 characters, without control characters', () => {
    const start = (student_name: string) => resultStartBodySchema.safeParse({ activity: 'a', student_name });
    expect(start('  Ana  ').data?.student_name).toBe('Ana');
    expect(start('<b>Zoë</b> & co').data?.student_name).toBe('<b>Zoë</b> & co');
    expect(firstMessage(start('   '))).toBe(STUDENT_MESSAGES.nameRequired);
    expect(firstMessage(start('x'.repeat(51)))).toBe(STUDENT_MESSAGES.nameTooLong);
    expect(start('x'.repeat(50)).success).toBe(true);
    expect(firstMessage(start('Ana\u0000'))).toBe(STUDENT_MESSAGES.nameControlCharacters);
    expect(firstMessage(start('Ana\nBob'))).toBe(STUDENT_MESSAGES.nameControlCharacters);
  });

  it('takes UUIDs as idempotency keys and refuses anything odd', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(crypto.randomUUID())).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('a b')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(101))).toBe(false);
  });

  it('pages the student list within bounds', () => {
    expect(studentAssignmentsQuerySchema.parse({ limit: '5', offset: '10' })).toEqual({
      limit: 5,
      offset: 10,
    });
    expect(firstMessage(studentAssignmentsQuerySchema.safeParse({ limit: '0' }))).toBe(
      STUDENT_MESSAGES.limit,
    );
    expect(firstMessage(studentAssignmentsQuerySchema.safeParse({ offset: '-1' }))).toBe(
      STUDENT_MESSAGES.offset,
    );
  });
});
