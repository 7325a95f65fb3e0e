/**
 * Classes (rosters): limits, the join-code alphabet, school years and the exact texts, without zod,
 * so that the web app's small pieces (the join sheet, the code box) can use them without the schemas.
 * Issue 19; spec 2 §1, §3 (Roster, Roster student), §6; spec 1 §2.2, §3 (Student class); spec 3 §5, §7.
 */

/** A class holds at most this many students unless the server's CLASS_SIZE_LIMIT says otherwise. */
export const DEFAULT_CLASS_SIZE_LIMIT = 200;
export const CLASS_NAME_MAX_LENGTH = 100;
/** One bulk call creates at most this many students (a class's default limit). */
export const BULK_STUDENTS_MAX = 200;
export const STUDENT_LAST_INITIAL_MAX = 1;

/**
 * Join codes: 6 characters from 31 that cannot be mistaken for one another when read aloud or
 * copied from the board (no 0/O, 1/I/L). 31^6 ≈ 887 million codes. Codes are shown upper-case;
 * what a student types is trimmed, spaces and hyphens dropped and upper-cased before looking up.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** What a student typed, in the form codes are stored: 'abc-23d ' → 'ABC23D'. */
export function normalizeJoinCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** The code as printed on the join sheet: 'ABC23D' → 'ABC 23D' (two groups of three). */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}

/** Grades a teacher may give a student they create (PK = pre-kindergarten, K = kindergarten). */
export const STUDENT_GRADES = [
  'PK',
  'K',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export type StudentGrade = (typeof STUDENT_GRADES)[number];

/** School years are written '2025-2026'; a year runs from 1 July to 30 June. */
export const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;
export const SCHOOL_YEAR_START_MONTH = 7;

/** The school year a day falls in: 15 Nov 2025 → '2025-2026', 15 Mar 2026 → '2025-2026'. */
export function schoolYearOf(day: Date): string {
  const year = day.getUTCFullYear();
  const start = day.getUTCMonth() + 1 >= SCHOOL_YEAR_START_MONTH ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** Whether 'YYYY-YYYY' names consecutive years. */
export function isSchoolYear(value: string): boolean {
  const match = SCHOOL_YEAR_PATTERN.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** How a student signs in: a username with a secret question, or an account provider (OpenID Connect). */
export const SIGN_IN_METHODS = ['secret_question', 'provider'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The exact texts of the class calls; the server sends them, the web app shows them. */
export const CLASS_MESSAGES = {
  /** Spec 1 §8: unknown, regenerated or archived code, and a malformed one. */
  invalidCode: 'Invalid code entered.',
  /** Spec 1 §8: the code box was empty. */
  codeRequired: 'Please enter a code',
  classFull: (limit: number) =>
    `This class is full: it already has ${limit} students, the most a class can have. Ask your teacher for help.`,
  notEnoughRoom: (room: number, limit: number) =>
    room === 0
      ? `This class is full: it already has ${limit} students, the most a class can have. Make another class for the others.`
      : `This class has room for ${room} more student${room === 1 ? '' : 's'} (a class holds at most ${limit}). Add fewer students or make another class.`,
  classArchived: 'This class is archived. Restore it first.',
  classNotFound: 'No such class.',
  studentNotFound: 'No such student in this class.',
  nameRequired: 'Please enter a class name.',
  nameTooLong: `A class name has at most ${CLASS_NAME_MAX_LENGTH} characters.`,
  schoolYear: 'Write the school year as two consecutive years, such as 2025-2026.',
  studentsRequired: 'Add at least one student.',
  tooManyStudents: `Add at most ${BULK_STUDENTS_MAX} students at a time.`,
  lastInitial: 'A last initial is one letter.',
  grade: `Choose a grade: ${STUDENT_GRADES.join(', ')}.`,
  moveTargetRequired: 'Choose the class to move the student to.',
  moveSameClass: 'The student is already in that class.',
  resetNotAllowed:
    'This student made their own account, so only they can change its secret. You can unlock it if it is locked.',
  archiveFilter: 'archived must be true, false or all.',
  rosterType: 'type must be google, lm or any.',
} as const;
