import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRow } from '../../db/sql-rows.ts';
import { type ResultRow, resultRow, resultSelect } from './player.repo.ts';

/**
 * SQL of anonymous quick-assign results (decision 0044): student_id NULL, no class. Which of them a visitor may
 * use is decided by the ids in their signed cookie; every statement here also requires student_id IS NULL, so a
 * signed-in student's result can never be reached that way.
 */

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A new anonymous result of the assignment. */
export async function startAnonymousResult(
  orm: Orm,
  values: { assignmentId: number; studentName: string },
): Promise<ResultRow> {
  const inserted = await queryRow(
    orm,
    z.object({ id: column.int8 }),
    sql`INSERT INTO assignment_results (assignment_id, student_id, class_id, student_name)
        VALUES (${values.assignmentId}, NULL, NULL, ${values.studentName}) RETURNING id`,
  );
  const row = inserted && (await queryRow(orm, resultRow, sql`${resultSelect} WHERE r.id = ${inserted.id}`));
  if (!row) throw new Error('result missing after insert');
  return row;
}

/**
 * The newest of these anonymous results of the assignment; `startedBy` narrows to a started one under that name
 * (starting twice under one name resumes, a double click makes no second result).
 */
export function anonymousResultOf(
  orm: Orm,
  assignmentId: number,
  ids: number[],
  options: { resultId?: number; startedBy?: string } = {},
) {
  if (ids.length === 0) return Promise.resolve(undefined);
  const byId = options.resultId === undefined ? sql`` : sql`AND r.id = ${options.resultId}`;
  const byName =
    options.startedBy === undefined
      ? sql``
      : sql`AND r.status = 'started' AND r.student_name = ${options.startedBy}`;
  return queryRow(
    orm,
    resultRow,
    sql`${resultSelect} WHERE r.assignment_id = ${assignmentId} AND r.student_id IS NULL
          AND r.id IN (${idList(ids)}) ${byId} ${byName}
        ORDER BY r.id DESC LIMIT 1`,
  );
}
