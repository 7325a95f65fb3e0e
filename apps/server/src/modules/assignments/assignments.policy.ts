import { ASSIGNMENT_MESSAGES } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type AssignmentRow, findAssignment } from './assignments.repo.ts';

/**
 * Who may touch an assignment (decision 0040): its teacher only. Another teacher's assignment answers exactly
 * like a missing or deleted one (404), named as the caller named it (`named`: the id or code they sent).
 */
export async function assignmentOfTeacher(
  orm: Orm,
  teacherId: string,
  by: { id: number } | { code: string },
  named: string = 'code' in by ? by.code : String(by.id),
): Promise<AssignmentRow> {
  const found = await findAssignment(orm, teacherId, by);
  if (!found) throw notFound(ASSIGNMENT_MESSAGES.assignmentNotFound(named));
  return found;
}
