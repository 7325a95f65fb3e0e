import { describe, expect, it } from 'vitest';
import { navigationSubjects } from './navigation-subjects.ts';

describe('navigationSubjects', () => {
  it('lists the ten top subjects for teachers', () => {
    expect(navigationSubjects({ student: false, addOn: false })).toHaveLength(10);
  });

  it('removes Professional Development for students and the add-on', () => {
    for (const mode of [
      { student: true, addOn: false },
      { student: false, addOn: true },
    ]) {
      const names = navigationSubjects(mode).map((subject) => subject.name);
      expect(names).toHaveLength(9);
      expect(names).not.toContain('Professional Development');
    }
  });
});
