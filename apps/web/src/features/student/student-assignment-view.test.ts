import { describe, expect, it } from 'vitest';
import { dateText, markText, playerLink, resultLink, scoreText } from './student-assignment-view.ts';

const activity = {
  name: 'Volcanoes',
  code: 'abcdefghijkl',
  description: '',
  is_ilp: false,
  teacher_name: 'Ada Lovelace',
  teacher_id: '7',
  preview_url: '/student/code/abcdefghijkl/',
};

describe('student assignment view', () => {
  it('starts a new assignment and continues one in progress with its result', () => {
    expect(playerLink({ activity, result_id: null, status: 'NOT_STARTED' })).toEqual({
      href: '/student/code/abcdefghijkl/?student=true',
      label: 'Start',
    });
    expect(playerLink({ activity, result_id: 41, status: 'IN_PROGRESS' })).toEqual({
      href: '/student/code/abcdefghijkl/?result_id=41&student=true',
      label: 'Continue',
    });
    expect(playerLink({ activity, result_id: 41, status: 'COMPLETE' })).toBeNull();
  });

  it('links to the result view only once there is a result', () => {
    expect(resultLink({ student_result_url: null })).toBeNull();
    expect(resultLink({ student_result_url: '/student/results/41/' })).toBe(
      '/student/results/41/?student=true',
    );
  });

  it('reads scores, marks and dates', () => {
    expect(scoreText(null)).toBe('—');
    expect(scoreText(66.67)).toBe('67%');
    expect(markText(true, true)).toBe('Correct');
    expect(markText(false, true)).toBe('Not correct');
    expect(markText(null, true)).toBe('Waiting for your teacher');
    expect(markText(null, false)).toBe('Not answered');
    expect(dateText('2026-11-26T10:00:00.000Z')).toBe('November 26, 2026');
    expect(dateText('soon')).toBe('soon');
  });
});
