import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES } from '../student/rules.ts';
import { quickAssignNameSchema } from './quick-assign-name.ts';

describe('the quick-assign name form', () => {
  it('requires the name the start call takes from visitors, trimmed and at most 50 characters', () => {
    const message = (value: unknown) =>
      quickAssignNameSchema.safeParse({ student_name: value }).error?.issues[0]?.message;
    expect(quickAssignNameSchema.parse({ student_name: '  Ana  ' })).toEqual({ student_name: 'Ana' });
    expect(message(undefined)).toBe(STUDENT_MESSAGES.nameRequired);
    expect(message('   ')).toBe(STUDENT_MESSAGES.nameRequired);
    expect(message('x'.repeat(51))).toBe(STUDENT_MESSAGES.nameTooLong);
  });
});
