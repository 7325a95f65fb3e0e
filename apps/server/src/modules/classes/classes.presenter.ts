import {
  type ClassStudent,
  type ClassSummary,
  leaveRosterUrl,
  type Roster,
  STUDENT_GRADES,
  type StudentClass,
  type StudentGrade,
} from '@lantern/shared';
import type { ClassStudentRow, ClassWithCount, JoinedRow } from './classes.repo.ts';

/** Rows of the classes module as the contract's replies (packages/shared/src/classes). */

const iso = (value: Date | string) => new Date(value).toISOString();

/** 'Maya R.': the first name and the last name's initial; just the first name when there is no last name. */
export function studentDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export const teacherName = (first: string, last: string) => `${first} ${last}`.trim();

const gradeOf = (grade: string | null): StudentGrade | null =>
  STUDENT_GRADES.includes(grade as StudentGrade) ? (grade as StudentGrade) : null;

export function presentClass(row: ClassWithCount, sizeLimit: number): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    join_code: row.joinCode,
    archived: row.archivedAt !== null,
    school_year: row.schoolYear,
    student_count: row.studentCount,
    size_limit: sizeLimit,
    source: row.source,
    created_at: iso(row.createdAt),
    archived_at: row.archivedAt ? iso(row.archivedAt) : null,
  };
}

export function presentClassStudent(row: ClassStudentRow, teacherId: string): ClassStudent {
  return {
    id: row.id,
    display_name: studentDisplayName(row.first_name, row.last_name),
    username: row.username ?? '',
    sign_in_method: row.has_secret_answer ? 'secret_question' : 'provider',
    locked: row.locked,
    grade: gradeOf(row.grade),
    can_reset_secret: row.created_by === teacherId,
    has_signin_card: row.has_signin_card,
    joined_via: row.joined_via,
    joined_at: iso(row.joined_at),
  };
}

/** The spec's roster list: each active class with its current students. */
export function presentRosters(classes: ClassWithCount[], students: ClassStudentRow[]): Roster[] {
  return classes.map((row) => ({
    rosterId: row.id,
    rosterName: row.name,
    rosterGoogleID: null,
    students: students
      .filter((student) => student.class_id === row.id)
      .map((student) => ({
        studentRosterId: student.id,
        studentDisplayName: studentDisplayName(student.first_name, student.last_name),
        studentGoogleId: null,
      })),
  }));
}

export function presentStudentClass(row: JoinedRow): StudentClass {
  return {
    id: row.id,
    display_name: row.name,
    name: row.name,
    teacher_name: teacherName(row.teacher_first_name, row.teacher_last_name),
    roster_code: row.join_code,
    date_created: iso(row.joined_at),
    leave_roster_url: leaveRosterUrl(row.id),
  };
}
