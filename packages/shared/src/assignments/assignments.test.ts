import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_CODE_PATTERN, assignBodySchema, workStatusOf } from './index.ts';

describe('the assignments contract', () => {
  it('maps result statuses as spec 3 §3 says', () => {
    expect(workStatusOf('not_started')).toBe('NOT_STARTED');
    expect(workStatusOf('started')).toBe('IN_PROGRESS');
    expect(workStatusOf('completed')).toBe('COMPLETE');
    expect(workStatusOf('anything')).toBe('COMPLETE');
  });

  it('takes codes that start with a lowercase letter only', () => {
    expect(ASSIGNMENT_CODE_PATTERN.test('a1b2c3d4e5f6')).toBe(true);
    expect(ASSIGNMENT_CODE_PATTERN.test('1abcdefghijk')).toBe(false);
    expect(ASSIGNMENT_CODE_PATTERN.test('Aabcdefghijk')).toBe(false);
  });

  it('reads the assign post of spec 2 §3 and refuses a missing activityCode with its message', () => {
    expect(
      assignBodySchema.safeParse({ activityCode: 'x', students: [{ rosterId: 'r', studentIds: ['s'] }] })
        .success,
    ).toBe(true);
    const missing = assignBodySchema.safeParse({ students: [] });
    expect(missing.error?.issues[0]?.message).toMatch(/activityCode is required/);
  });
});
