import {
  type PlayerResult,
  type ResultStartBody,
  resultStartBodySchema,
  STUDENT_MESSAGES,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import * as repo from './player.repo.ts';
import * as quickAssign from './quick-assign.repo.ts';

/**
 * The real player's result calls (spec 3 §4, §7; decisions 0041, 0044): start, read, complete, answer, for
 * signed-in students and for anonymous quick-assign visitors. A student may start any live assignment whose code
 * they have (quick assign); the result records the class they were assigned through, or none. A visitor names
 * themselves and holds their results through the signed cookie (quick-assign-cookie.ts). Answers are marked
 * against the assignment's pinned version, so editing the lesson changes nothing.
 */

export interface Student {
  id: string;
  name: string;
}

/** Who takes the assignment: a signed-in student, or a visitor holding these results (newest first). */
export type Taker = ({ kind: 'student' } & Student) | { kind: 'visitor'; resultIds: number[] };

const resultNotFound = (id: number) => notFound(`No result of yours has the id ${id}.`);
const assignmentMissing = (code: string) => notFound(`No assignment has the code '${code}'.`);

/** 'abc…' or '/tools/api/v2/activity/abc…/' → 'abc…'. */
function activityCode(activity: string): string {
  const match = /^(?:\/tools\/api\/v2\/activity\/)?([a-z][a-z0-9]{11})\/?$/.exec(activity);
  if (!match?.[1])
    throw badRequest('activity is the assignment code (a lowercase letter and 11 letters or digits).');
  return match[1];
}

function present(row: repo.ResultRow): PlayerResult {
  return {
    id: row.id,
    activity: `/tools/api/v2/activity/${row.code}/`,
    status: row.status,
    completed: row.status === 'completed',
    student_name: row.student_name,
    date_created: row.created_at.toISOString(),
    date_completed: row.completed_at?.toISOString() ?? null,
  };
}

export async function startResult(orm: Orm, taker: Taker, input: ResultStartBody): Promise<PlayerResult> {
  const body = resultStartBodySchema.parse(input);
  const code = activityCode(body.activity);
  if (taker.kind === 'visitor' && body.student_name === undefined)
    throw badRequest(STUDENT_MESSAGES.nameRequired);
  const assignment = await repo.liveAssignmentByCode(orm, code);
  if (!assignment) throw assignmentMissing(code);
  if (taker.kind === 'visitor') {
    const studentName = body.student_name ?? '';
    const resumed = await quickAssign.anonymousResultOf(orm, assignment.id, taker.resultIds, {
      startedBy: studentName,
    });
    return present(
      resumed ?? (await quickAssign.startAnonymousResult(orm, { assignmentId: assignment.id, studentName })),
    );
  }
  const classId =
    (await repo.recipientClass(orm, assignment.id, taker.id)) ??
    (await repo.joinAssignedClass(orm, assignment.id, taker.id)) ??
    null;
  return present(
    await repo.startStudentResult(orm, {
      assignmentId: assignment.id,
      studentId: taker.id,
      classId,
      studentName: taker.name,
    }),
  );
}

export const ownerOf = (taker: Taker): repo.ResultOwner =>
  taker.kind === 'student' ? { studentId: taker.id } : { anonymous: true };

/** The taker's result (locked with `lock` inside a transaction), else 404 as for a missing one. */
export async function ownResult(orm: Orm, taker: Taker, resultId: number, lock = false) {
  if (taker.kind === 'visitor' && !taker.resultIds.includes(resultId)) throw resultNotFound(resultId);
  const row = await repo.ownedResult(orm, resultId, ownerOf(taker), lock);
  if (!row) throw resultNotFound(resultId);
  return row;
}

export async function readResult(orm: Orm, taker: Taker, resultId: number): Promise<PlayerResult> {
  return present(await ownResult(orm, taker, resultId));
}

export async function completeResult(orm: Orm, taker: Taker, resultId: number): Promise<PlayerResult> {
  await ownResult(orm, taker, resultId);
  await repo.completeResult(orm, resultId);
  return present(await ownResult(orm, taker, resultId));
}
