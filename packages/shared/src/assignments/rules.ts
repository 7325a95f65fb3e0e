/**
 * Assignments (issue 20): codes, statuses, limits and the exact texts, without zod, so the web app's small
 * pieces can use them. Spec 2 "Assign to Class modal", §3 Assignment post, §8; spec 3 "Student assignments and
 * results", §3, §5, §8; decision 0040.
 */

/**
 * An assignment's code is its quick-assign code (spec 3 §5: it starts with a lowercase letter): 12 characters,
 * a lowercase letter then lowercase letters and digits, drawn with crypto.randomInt (about 61 bits).
 */
export const ASSIGNMENT_CODE_LENGTH = 12;
export const ASSIGNMENT_CODE_PATTERN = /^[a-z][a-z0-9]{11}$/;

/** The tabs of /tools/assignments/ (spec 3 §2, §7). awaiting: the teacher's lessons never assigned. */
export const ASSIGNMENT_STATUSES = ['assigned', 'awaiting'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** ordering ('-' = newest first); 'recent' on the page is -date_assigned, 'oldest' date_assigned. */
export const ASSIGNMENT_ORDERINGS = [
  'date_assigned',
  '-date_assigned',
  'date_created',
  '-date_created',
] as const;
export type AssignmentOrdering = (typeof ASSIGNMENT_ORDERINGS)[number];
export const ASSIGNMENT_DEFAULT_ORDERING: AssignmentOrdering = '-date_assigned';
export const ASSIGNMENT_LIST_PAGE_SIZE = 10;
export const ASSIGNMENT_LIST_LIMIT_MAX = 100;

/** One assign call names at most this many classes, and this many students in all. */
export const ASSIGN_ROSTERS_MAX = 100;
export const ASSIGN_STUDENTS_MAX = 5000;

/**
 * Spec 3 §3 Student work status: not_started → NOT_STARTED, started → IN_PROGRESS, anything else → COMPLETE.
 * Results exist only in the two later states; a recipient without a result is not_started.
 */
export const RESULT_STATUSES = ['started', 'completed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const WORK_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
export function workStatusOf(status: string): WorkStatus {
  if (status === 'not_started') return 'NOT_STARTED';
  if (status === 'started') return 'IN_PROGRESS';
  return 'COMPLETE';
}

/** Spec 3 §2: results of quick-assign students (no class) are grouped under this name. */
export const QUICK_ASSIGN_CLASS_NAME = 'No class (Quick Assign)';
/** Spec 3 §2 assigned_via: GC for Google Classroom, otherwise LM (Lantern has no Google Classroom classes). */
export const ASSIGNED_VIA = ['GC', 'LM'] as const;

/** A teacher's comment on a graded Short or Essay answer. */
export const GRADE_COMMENT_MAX_LENGTH = 2000;

export const ASSIGNMENT_MESSAGES = {
  /** Spec 2 §8: the assign modal's failure view (title, then the retry line). */
  assignFailedTitle: 'Something went wrong.',
  assignFailedRetry: 'Please try again.',
  /** Spec 3 §8: the assignments page's delete and duplicate failures. */
  deleteFailedTitle: 'Could not delete',
  deleteFailedText: 'Please try again later or contact us.',
  duplicateFailed: 'Could not duplicate the assignment, please try again later.',
  // Server messages (ours): each says what to change.
  codeMalformed: 'An assignment code is a lowercase letter followed by 11 lowercase letters or digits.',
  assignmentNotFound: (code: string) => `No assignment of yours has the code '${code}'.`,
  assignmentIdNotFound: (id: number) => `No assignment of yours has the id ${id}.`,
  activityCodeRequired: 'activityCode is required: the code of the lesson or resource to assign.',
  activityNotFound: (code: string) => `No lesson of yours and no assignable resource has the code '${code}'.`,
  resourceNotAssignable: (code: string) => `The resource '${code}' cannot be assigned.`,
  studentsRequired: 'Choose at least one student of a class to assign to.',
  rosterNotFound: (rosterId: string) => `No class of yours has the id '${rosterId}'.`,
  rosterArchived: (name: string) => `The class '${name}' is archived: restore it before assigning to it.`,
  rosterRepeated: (rosterId: string) => `The class '${rosterId}' is named twice: name each class once.`,
  studentNotFound: (studentId: string) => `No student of yours has the id '${studentId}'.`,
  studentNotInRoster: (studentId: string, name: string) =>
    `The student '${studentId}' is not in the class '${name}': choose students of that class.`,
  tooManyStudents: `One assign call can name at most ${ASSIGN_STUDENTS_MAX} students.`,
  status: `status is 'assigned' or 'awaiting'.`,
  ordering: `ordering is one of ${ASSIGNMENT_ORDERINGS.join(', ')}.`,
} as const;
