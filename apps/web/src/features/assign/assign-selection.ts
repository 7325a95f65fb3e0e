import type { AssignBody, Roster } from '@lantern/shared';

/**
 * What the teacher has chosen in the assign modal (spec 2 "Assign to Class modal"): the checked classes, in the
 * order of the roster list, and the checked students of each. Pure, so the rules of steps 1 and 2 are tested
 * without a browser.
 */
export interface AssignSelection {
  classIds: string[];
  /** rosterId → the checked students' ids (kept when a class is unchecked, so re-checking it restores them). */
  students: Record<string, string[]>;
}

export const EMPTY_SELECTION: AssignSelection = { classIds: [], students: {} };

const inRosterOrder = (rosters: readonly Roster[], ids: Set<string>) =>
  rosters.filter((roster) => ids.has(roster.rosterId)).map((roster) => roster.rosterId);

/** Checks or unchecks a class; a class checked for the first time starts with every student checked. */
export function toggleClass(
  rosters: readonly Roster[],
  selection: AssignSelection,
  roster: Roster,
): AssignSelection {
  const checked = new Set(selection.classIds);
  const students = { ...selection.students };
  if (checked.has(roster.rosterId)) checked.delete(roster.rosterId);
  else {
    checked.add(roster.rosterId);
    students[roster.rosterId] ??= roster.students.map((student) => student.studentRosterId);
  }
  return { classIds: inRosterOrder(rosters, checked), students };
}

export function toggleStudent(
  roster: Roster,
  selection: AssignSelection,
  studentId: string,
): AssignSelection {
  const current = new Set(selection.students[roster.rosterId] ?? []);
  if (current.has(studentId)) current.delete(studentId);
  else current.add(studentId);
  const ordered = roster.students.map((s) => s.studentRosterId).filter((id) => current.has(id));
  return { ...selection, students: { ...selection.students, [roster.rosterId]: ordered } };
}

/** Select all (true) or deselect all (false) students of one class. */
export function setAllStudents(roster: Roster, selection: AssignSelection, all: boolean): AssignSelection {
  const ids = all ? roster.students.map((student) => student.studentRosterId) : [];
  return { ...selection, students: { ...selection.students, [roster.rosterId]: ids } };
}

/** Step 1's Select Students needs one checked class. */
export const canChooseStudents = (selection: AssignSelection) => selection.classIds.length > 0;

/** Step 2's Assign needs one checked student of a checked class. */
export const canAssign = (selection: AssignSelection) =>
  selection.classIds.some((id) => (selection.students[id] ?? []).length > 0);

/** The Assignment post (spec 2 §3): the checked classes that have checked students. */
export function assignBody(activityCode: string, selection: AssignSelection): AssignBody {
  return {
    activityCode,
    students: selection.classIds
      .map((rosterId) => ({ rosterId, studentIds: selection.students[rosterId] ?? [] }))
      .filter((group) => group.studentIds.length > 0),
  };
}
