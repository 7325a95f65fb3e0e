/**
 * The naive import the roster benchmark compares against ("row-by-row"): the same file read and planned, then
 * in one transaction one INSERT per class (with its join code), one account per student through the same
 * createStudentsWithoutEmail, one INSERT per managed_students row and one per enrollment — what a loop over the
 * file's lines does.
 */
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { createStudentsWithoutEmail } from '../apps/server/src/modules/auth/index.ts';
import { planImport } from '../apps/server/src/modules/classes/import/import-plan.ts';
import type { RosterInput } from '../apps/server/src/modules/classes/import/roster-input.ts';
import { newJoinCode } from '../apps/server/src/modules/classes/join-codes.ts';
import { rawRows } from './lib/raw-rows.ts';

export async function rowByRowImport(orm: Orm, teacherId: string, input: RosterInput, lockedHash: string) {
  const plan = await planImport(orm, teacherId, input, 10_000);
  return orm.transaction(async (tx) => {
    const classIds = new Map<string, string>();
    for (const item of plan.newClasses) {
      const rows = await rawRows<{ id: string }>(
        tx,
        sql`INSERT INTO classes (teacher_id, name, school_year, join_code, source,
          source_scope, sourced_id)
        VALUES (${teacherId}, ${item.name}, ${item.schoolYear}, ${newJoinCode()}, ${input.format}, ${teacherId},
          ${item.sourcedId}) RETURNING id`,
      );
      classIds.set(item.sourcedId, rows[0]?.id as string);
    }
    const studentIds = new Map<string, string>();
    for (const item of plan.newStudents) {
      const [user] = await createStudentsWithoutEmail(tx, [
        {
          firstName: item.firstName,
          lastName: item.lastName,
          secretQuestion: 'favorite_animal',
          secretAnswerHash: lockedHash,
        },
      ]);
      await tx.execute(sql`INSERT INTO managed_students (user_id, created_by, grade, source, source_scope, sourced_id)
        VALUES (${user?.id}, ${teacherId}, ${item.grade}, ${input.format}, ${teacherId}, ${item.sourcedId})`);
      studentIds.set(item.sourcedId, user?.id as string);
    }
    for (const item of plan.newEnrollments) {
      await tx.execute(sql`INSERT INTO class_memberships (class_id, student_id, joined_via)
        VALUES (${classIds.get(item.classSourcedId)}, ${studentIds.get(item.studentSourcedId)}, 'import')`);
    }
    return plan.newStudents.length;
  });
}
