import type { Roster } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import {
  assignBody,
  canAssign,
  canChooseStudents,
  EMPTY_SELECTION,
  setAllStudents,
  toggleClass,
  toggleStudent,
} from './assign-selection.ts';

const roster = (id: string, students: string[]): Roster => ({
  rosterId: id,
  rosterName: `Room ${id}`,
  rosterGoogleID: null,
  students: students.map((s) => ({ studentRosterId: s, studentDisplayName: s, studentGoogleId: null })),
});
const a = roster('a', ['a1', 'a2', 'a3']);
const b = roster('b', ['b1']);
const empty = roster('c', []);
const rosters = [a, b, empty];

describe('the assign modal selection (spec 2 "Assign to Class modal")', () => {
  it('needs a class for Select Students and a student of a checked class for Assign', () => {
    expect(canChooseStudents(EMPTY_SELECTION)).toBe(false);
    const onlyEmpty = toggleClass(rosters, EMPTY_SELECTION, empty);
    expect(canChooseStudents(onlyEmpty)).toBe(true);
    expect(canAssign(onlyEmpty)).toBe(false);
    const withA = toggleClass(rosters, onlyEmpty, a);
    expect(canAssign(withA)).toBe(true);
    expect(canAssign(setAllStudents(a, withA, false))).toBe(false);
  });

  it('keeps classes in list order, checks every student of a newly checked class, and restores them', () => {
    let selection = toggleClass(rosters, EMPTY_SELECTION, b);
    selection = toggleClass(rosters, selection, a);
    expect(selection.classIds).toEqual(['a', 'b']);
    expect(selection.students.a).toEqual(['a1', 'a2', 'a3']);
    selection = toggleStudent(a, selection, 'a2');
    selection = toggleClass(rosters, selection, a);
    expect(selection.classIds).toEqual(['b']);
    selection = toggleClass(rosters, selection, a);
    expect(selection.students.a).toEqual(['a1', 'a3']);
    expect(toggleStudent(a, selection, 'a2').students.a).toEqual(['a1', 'a2', 'a3']);
  });

  it('posts only checked classes with checked students, in the spec shape', () => {
    let selection = toggleClass(rosters, EMPTY_SELECTION, a);
    selection = toggleClass(rosters, selection, b);
    selection = toggleClass(rosters, selection, empty);
    selection = setAllStudents(b, selection, false);
    selection = toggleStudent(a, selection, 'a1');
    expect(assignBody('lesson1', selection)).toEqual({
      activityCode: 'lesson1',
      students: [{ rosterId: 'a', studentIds: ['a2', 'a3'] }],
    });
  });
});
