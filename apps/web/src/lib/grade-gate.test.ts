import { describe, expect, it } from 'vitest';
import {
  ALL_GRADES,
  GRADE_GATE_KEY,
  type GradeStorages,
  gradeFilterBand,
  isGradeGatedPath,
  moveGradeGateOnLoad,
  moveGradeGateOnUnload,
  parseGradeGate,
  readGradeGate,
  storeGradeGate,
  withStudentGrade,
} from './grade-gate.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const storages = (): GradeStorages => ({ local: memoryStorage(), session: memoryStorage() });

describe('grade gate storage', () => {
  it('keeps a choice through a reload of the tab, and not in local storage once the page is gone', () => {
    const tab = storages();
    storeGradeGate('6-8', tab);
    expect(readGradeGate(tab)).toBe('6-8');

    moveGradeGateOnUnload(tab);
    // Another page opening local storage (the next child at the shared Chromebook) finds nothing.
    expect(tab.local.getItem(GRADE_GATE_KEY)).toBeNull();

    moveGradeGateOnLoad(tab);
    expect(tab.local.getItem(GRADE_GATE_KEY)).toBe('6-8');
    expect(readGradeGate(tab)).toBe('6-8');
  });

  it('prefers the value already in local storage on load', () => {
    const tab = storages();
    tab.session.setItem(GRADE_GATE_KEY, '3-5');
    tab.local.setItem(GRADE_GATE_KEY, 'K-2');
    moveGradeGateOnLoad(tab);
    expect(readGradeGate(tab)).toBe('K-2');
  });

  it('reads nothing when storage is blocked', () => {
    expect(readGradeGate(null)).toBeNull();
  });

  it("tells 'All grades' (chosen, no filter) from no choice", () => {
    expect(parseGradeGate(ALL_GRADES)).toBe(ALL_GRADES);
    expect(gradeFilterBand(ALL_GRADES)).toBeNull();
    expect(parseGradeGate(null)).toBeNull();
    expect(parseGradeGate('"9-12"')).toBe('9-12');
    expect(gradeFilterBand('9-12')).toBe('9-12');
    expect(parseGradeGate('grade 4')).toBeNull();
  });
});

describe('grade gate whitelists', () => {
  it('holds search and subject pages only', () => {
    expect(isGradeGatedPath('/search')).toBe(true);
    expect(isGradeGatedPath('/search/')).toBe(true);
    expect(isGradeGatedPath('/subjects/science/')).toBe(true);
    expect(isGradeGatedPath('/student/')).toBe(false);
    expect(isGradeGatedPath('/student/assignments/')).toBe(false);
    expect(isGradeGatedPath('/resource/abc/')).toBe(false);
    expect(isGradeGatedPath('/searching')).toBe(false);
  });

  it('adds student_grade to the whitelisted calls only', () => {
    expect(withStudentGrade('/api/v2/search/?q=frog', '3-5')).toBe(
      '/api/v2/search/?q=frog&student_grade=3-5',
    );
    expect(withStudentGrade('/api/v2/student-popular-resources/', 'K-2')).toBe(
      '/api/v2/student-popular-resources/?student_grade=K-2',
    );
    expect(withStudentGrade('http://example.org/api/v2/search/?start=10', '6-8')).toBe(
      'http://example.org/api/v2/search/?start=10&student_grade=6-8',
    );
    expect(withStudentGrade('/api/v2/student/assignments/', '6-8')).toBe('/api/v2/student/assignments/');
    expect(withStudentGrade('/api/v2/search/?student_grade=K-2', '6-8')).toBe(
      '/api/v2/search/?student_grade=K-2',
    );
  });

  it("adds nothing with 'All grades' or no choice", () => {
    expect(withStudentGrade('/api/v2/search/?q=frog', gradeFilterBand(ALL_GRADES))).toBe(
      '/api/v2/search/?q=frog',
    );
    expect(withStudentGrade('/api/v2/search/?q=frog', null)).toBe('/api/v2/search/?q=frog');
  });
});
