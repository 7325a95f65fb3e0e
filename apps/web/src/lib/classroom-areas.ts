/**
 * The classroom areas of the shell (spec 1 §2.7 menus, §2.12 code box) and which of them are built.
 * A menu entry, link or box that would open an area not built yet is not shown: a placeholder is
 * never presented as a feature. The issue that builds an area adds it to BUILT_AREAS, and its
 * entries appear everywhere at once.
 */
export type ClassroomArea =
  | 'dashboard'
  | 'lessonBuilder'
  | 'assignments'
  /** The student side of assignments (/student/assignments): its own issue, so its own switch. */
  | 'studentAssignments'
  | 'classes'
  | 'favorites'
  | 'folders'
  | 'studentCode';

// Adding an area here shows its menu entries, tools navigation entry and dashboard section at once.
const BUILT_AREAS: ReadonlySet<ClassroomArea> = new Set<ClassroomArea>([
  // The student side (issue 21): the code box and the student's own assignments.
  'studentCode',
  'studentAssignments',
  'dashboard',
  'favorites',
  'folders',
  'classes',
  'lessonBuilder',
  'assignments',
]);

export type AreaBuilt = (area: ClassroomArea) => boolean;

export const isAreaBuilt: AreaBuilt = (area) => BUILT_AREAS.has(area);
