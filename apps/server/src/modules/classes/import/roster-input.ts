import type { ImportReportLine, StudentGrade } from '@lantern/shared';
import { STUDENT_GRADES } from '@lantern/shared';

/** What both formats read into: classes, students and enrollments with where each came from. */

export interface Where {
  file: string;
  line: number;
}
export interface InputClass extends Where {
  sourcedId: string;
  name: string;
  schoolYear: string;
}
export interface InputStudent extends Where {
  sourcedId: string;
  firstName: string;
  lastName: string;
  grade: StudentGrade | null;
}
export interface InputEnrollment extends Where {
  classSourcedId: string;
  studentSourcedId: string;
}
export interface RosterInput {
  format: 'oneroster' | 'csv';
  classes: InputClass[];
  students: InputStudent[];
  enrollments: InputEnrollment[];
  /** Rows refused while reading (bad ids, unknown references, duplicates, bad values). */
  refused: ImportReportLine[];
}

export const refuse = (
  where: Where,
  column: string | null,
  kind: ImportReportLine['kind'],
  message: string,
): ImportReportLine => ({ file: where.file, line: where.line, column, kind, action: 'refuse', message });

/** A sourcedId: 1 to 255 characters, no control characters (OneRoster leaves the form to the sender). */
export function badId(value: string): string | null {
  if (value === '') return 'is empty';
  if (value.length > 255) return 'is longer than 255 characters';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'has control characters';
  return null;
}

/** Lantern's grade of a CEDS grade code (OneRoster 'KG', '01'…'12', 'PK') or a plain one ('K', '3'). */
export function gradeOf(value: string): StudentGrade | null | undefined {
  const code = value.trim().toUpperCase();
  if (code === '') return null;
  if (code === 'KG' || code === 'K') return 'K';
  const plain = /^\d{1,2}$/.test(code) ? String(Number(code)) : code;
  return (STUDENT_GRADES as readonly string[]).includes(plain) ? (plain as StudentGrade) : undefined;
}

/** 'Maya' + 'Rodriguez' → last name kept whole; the teacher's list shows the initial only. */
export const NAME_MAX = 100;
