import {
  type AssignedRoster,
  type AssignmentListItem,
  type AssignmentStatus,
  lessonPreviewLink,
} from '@lantern/shared';
import { studentDisplayName } from '../classes/index.ts';
import type { ListRow, RecipientRow } from './assignments.repo.ts';

/** Rows of assignments.repo.ts in the contract's shapes (decision 0040). */

export const assignmentUrl = (code: string) => `/tools/assignments/${code}`;

export function presentListItem(row: ListRow, status: AssignmentStatus): AssignmentListItem {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    lesson_code: row.lesson_code,
    status,
    date_assigned: row.date_assigned?.toISOString() ?? null,
    date_created: row.date_created.toISOString(),
    // Lantern lessons are not ILP activities (decision 0028).
    is_ilp: false,
    has_questions: row.has_questions,
    preview_link: row.lesson_code ? lessonPreviewLink(row.lesson_code) : null,
    assignment_url: status === 'assigned' ? assignmentUrl(row.code) : null,
    classes: row.classes,
    student_count: row.student_count,
  };
}

/** Recipients (ordered by class) grouped into the spec's roster shape. */
export function presentRosters(rows: RecipientRow[]): AssignedRoster[] {
  const byClass = new Map<string, AssignedRoster>();
  for (const row of rows) {
    let roster = byClass.get(row.class_id);
    if (!roster) {
      roster = { rosterId: row.class_id, rosterName: row.class_name, rosterGoogleID: null, students: [] };
      byClass.set(row.class_id, roster);
    }
    roster.students.push({
      studentRosterId: row.student_id,
      studentDisplayName: studentDisplayName(row.first_name, row.last_name),
    });
  }
  return [...byClass.values()];
}
