import {
  ASSIGNMENT_CODE_PATTERN,
  type CodeEntryReply,
  normalizeJoinCode,
  STUDENT_MESSAGES,
  STUDENT_PATHS,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { activeClassIdByCode, joinClass } from '../classes/index.ts';
import * as repo from './player.repo.ts';

/**
 * The student code box (spec 1 §4, §5, §8; spec 3 §5, §7; decision 0044): one box for assignment codes (a
 * lowercase letter and 11 letters or digits) and class join codes (6 characters, any case). Every failure is the
 * same 404 'Invalid code entered.', so the answer never says which kind of code almost matched.
 */

export interface Caller {
  id: string;
  role: string;
}

const invalidCode = () => new AppError('not_found', STUDENT_MESSAGES.invalidCode, 404);

/**
 * Where the code leads. `join`: dispatch_code joins a signed-in student to the class at once; the validation
 * call never writes.
 */
export async function enterCode(
  orm: Orm,
  caller: Caller | null,
  typed: string,
  options: { join: boolean; classSizeLimit: number },
): Promise<CodeEntryReply> {
  if (ASSIGNMENT_CODE_PATTERN.test(typed)) {
    if (!(await repo.liveAssignmentByCode(orm, typed))) throw invalidCode();
    return { url: STUDENT_PATHS.player(typed), kind: 'assignment', joined_class: null };
  }
  const classId = await activeClassIdByCode(orm, typed).catch(() => {
    throw invalidCode();
  });
  const joinCode = normalizeJoinCode(typed);
  if (!caller) {
    return {
      url: STUDENT_PATHS.loginRequired(STUDENT_PATHS.joinClass(joinCode)),
      kind: 'class',
      joined_class: null,
    };
  }
  if (caller.role !== 'student') throw forbidden(STUDENT_MESSAGES.classCodeForStudents);
  if (!options.join) return { url: STUDENT_PATHS.joinClass(joinCode), kind: 'class', joined_class: null };
  const { joined } = await joinClass(orm, { id: caller.id }, classId, typed, options.classSizeLimit);
  return { url: STUDENT_PATHS.classes, kind: 'class', joined_class: joined };
}
