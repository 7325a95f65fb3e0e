import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/client.ts';
import { classes, classMemberships, managedStudents, users } from '../../../db/schema.ts';

/**
 * SQL of rostering imports. Everything is looked up by (source, source_scope, sourced_id), the scope being the
 * importing teacher's id, so an import only ever finds that teacher's classes and the students they imported.
 * Lookups go in slices: a district file's 15,000 ids would pass PostgreSQL's 65,535 parameters with room to spare,
 * but slices keep each statement's plan small.
 */

export type ImportSource = 'oneroster' | 'csv';
const SLICE = 5000;

async function sliced<T>(ids: readonly string[], read: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < ids.length; start += SLICE)
    out.push(...(await read(ids.slice(start, start + SLICE))));
  return out;
}

export function importedClasses(
  orm: Orm,
  source: ImportSource,
  scope: string,
  sourcedIds: readonly string[],
) {
  return sliced(sourcedIds, (slice) =>
    orm
      .select({
        id: classes.id,
        sourcedId: classes.sourcedId,
        name: classes.name,
        schoolYear: classes.schoolYear,
        archivedAt: classes.archivedAt,
        deletedAt: classes.deletedAt,
      })
      .from(classes)
      .where(
        and(eq(classes.source, source), eq(classes.sourceScope, scope), inArray(classes.sourcedId, slice)),
      ),
  );
}

export function importedStudents(
  orm: Orm,
  source: ImportSource,
  scope: string,
  sourcedIds: readonly string[],
) {
  return sliced(sourcedIds, (slice) =>
    orm
      .select({
        id: managedStudents.userId,
        sourcedId: managedStudents.sourcedId,
        firstName: users.firstName,
        lastName: users.lastName,
        grade: managedStudents.grade,
      })
      .from(managedStudents)
      .innerJoin(users, eq(users.id, managedStudents.userId))
      .where(
        and(
          eq(managedStudents.source, source),
          eq(managedStudents.sourceScope, scope),
          inArray(managedStudents.sourcedId, slice),
        ),
      ),
  );
}

/** The current members of these classes. */
export function currentMembers(orm: Orm, classIds: readonly string[]) {
  return sliced(classIds, (slice) =>
    orm
      .select({ classId: classMemberships.classId, studentId: classMemberships.studentId })
      .from(classMemberships)
      .where(and(inArray(classMemberships.classId, slice), isNull(classMemberships.leftAt))),
  );
}

export async function insertImportedClasses(
  orm: Orm,
  rows: {
    teacherId: string;
    name: string;
    schoolYear: string;
    joinCode: string;
    source: ImportSource;
    sourceScope: string;
    sourcedId: string;
  }[],
) {
  const out: { id: string; sourcedId: string | null }[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    out.push(
      ...(await orm
        .insert(classes)
        .values(rows.slice(start, start + 1000))
        .returning({ id: classes.id, sourcedId: classes.sourcedId })),
    );
  }
  return out;
}

export async function updateImportedClass(
  orm: Orm,
  id: string,
  values: { name: string; schoolYear: string },
) {
  await orm
    .update(classes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(classes.id, id));
}

export async function updateImportedStudent(
  orm: Orm,
  id: string,
  values: { firstName: string; lastName: string; grade: string | null },
) {
  await orm
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName })
    .where(eq(users.id, id));
  await orm.update(managedStudents).set({ grade: values.grade }).where(eq(managedStudents.userId, id));
}

export async function insertImportedManagedStudents(
  orm: Orm,
  rows: {
    userId: string;
    createdBy: string;
    grade: string | null;
    source: ImportSource;
    sourceScope: string;
    sourcedId: string;
  }[],
) {
  for (let start = 0; start < rows.length; start += 2000) {
    await orm.insert(managedStudents).values(rows.slice(start, start + 2000));
  }
}

export async function insertImportMemberships(orm: Orm, rows: { classId: string; studentId: string }[]) {
  for (let start = 0; start < rows.length; start += 3000) {
    await orm
      .insert(classMemberships)
      .values(rows.slice(start, start + 3000).map((row) => ({ ...row, joinedVia: 'import' as const })));
  }
}
