import type { LessonOrdering } from '@lantern/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { lessons, lessonVersions } from '../../db/schema.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/**
 * SQL of the lesson heads (lessons) and the version rows: every read and write of a head is scoped to its
 * owner and to live lessons (deleted_at IS NULL), so another teacher's lesson is as missing as an unknown code.
 * The snapshot content (slides, questions, choices) is read in lesson-snapshot.repo.ts and written in
 * lesson-snapshot-write.repo.ts.
 */

export interface LessonHead {
  id: number;
  code: string;
  ownerId: string;
  name: string;
  description: string;
  currentVersion: number;
  slideCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const headColumns = {
  id: lessons.id,
  code: lessons.code,
  ownerId: lessons.ownerId,
  name: lessons.name,
  description: lessons.description,
  currentVersion: lessons.currentVersion,
  slideCount: lessons.slideCount,
  createdAt: lessons.createdAt,
  updatedAt: lessons.updatedAt,
};

const live = (ownerId: string) => and(eq(lessons.ownerId, ownerId), isNull(lessons.deletedAt));

/** The owner's live lesson with this code; `lock` holds its row until the transaction ends (saves queue). */
export async function lessonByCode(
  orm: Orm,
  ownerId: string,
  code: string,
  lock = false,
): Promise<LessonHead | null> {
  const query = orm
    .select(headColumns)
    .from(lessons)
    .where(and(eq(lessons.code, code), live(ownerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The head of the lesson a version belongs to, deleted or not, with that version's number, name and description
 * (for the assignments module: an assignment pins a version, decision 0040).
 */
export async function headOfVersion(orm: Orm, versionId: number): Promise<LessonHead | null> {
  const [row] = await orm
    .select({
      ...headColumns,
      name: lessonVersions.name,
      description: lessonVersions.description,
      currentVersion: lessonVersions.version,
    })
    .from(lessonVersions)
    .innerJoin(lessons, eq(lessons.id, lessonVersions.lessonId))
    .where(eq(lessonVersions.id, versionId));
  return row ?? null;
}

/** Inserts a head; null when the code is taken (the caller draws another). */
export async function insertLesson(
  orm: Orm,
  input: { code: string; ownerId: string; name: string; description: string; slideCount: number },
): Promise<LessonHead | null> {
  const [row] = await orm
    .insert(lessons)
    .values({ ...input, currentVersion: 1 })
    .onConflictDoNothing({ target: lessons.code })
    .returning(headColumns);
  return row ?? null;
}

export async function updateLessonHead(
  orm: Orm,
  lessonId: number,
  input: { name: string; description: string; currentVersion: number; slideCount: number },
): Promise<LessonHead> {
  const [row] = await orm
    .update(lessons)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(lessons.id, lessonId))
    .returning(headColumns);
  if (!row) throw new Error(`lesson ${lessonId} vanished inside its own transaction`);
  return row;
}

/** Marks the owner's lesson deleted; its versions stay (decision 0028). Whether one was deleted. */
export async function softDeleteLesson(orm: Orm, ownerId: string, code: string): Promise<boolean> {
  const rows = await orm
    .update(lessons)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(lessons.code, code), live(ownerId)))
    .returning({ id: lessons.id });
  return rows.length > 0;
}

export async function insertVersion(
  orm: Orm,
  input: { lessonId: number; version: number; name: string; description: string },
): Promise<number> {
  const [row] = await orm.insert(lessonVersions).values(input).returning({ id: lessonVersions.id });
  if (!row) throw new Error('lesson version not inserted');
  return row.id;
}

export async function versionIdOf(orm: Orm, lessonId: number, version: number): Promise<number | null> {
  const [row] = await orm
    .select({ id: lessonVersions.id })
    .from(lessonVersions)
    .where(and(eq(lessonVersions.lessonId, lessonId), eq(lessonVersions.version, version)));
  return row?.id ?? null;
}

/** Which of these lesson ids are the owner's live lessons (folders, item type 1). */
export async function ownedLessonIds(
  orm: Orm,
  ownerId: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await orm
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(inArray(lessons.id, [...ids]), live(ownerId)));
  return new Set(rows.map((row) => row.id));
}

const ORDER_BY: Record<LessonOrdering, SQL> = {
  name: sql`lantern_unaccent(lower(l.name)), l.id`,
  '-name': sql`lantern_unaccent(lower(l.name)) DESC, l.id DESC`,
  date_created: sql`l.created_at, l.id`,
  '-date_created': sql`l.created_at DESC, l.id DESC`,
  date_modified: sql`l.updated_at, l.id`,
  '-date_modified': sql`l.updated_at DESC, l.id DESC`,
};

const listRow = z.object({
  id: column.int8,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  current_version: z.number().int(),
  slide_count: z.number().int(),
  created_at: column.timestamp,
  updated_at: column.timestamp,
  assigned_at: column.timestamp.nullable(),
  total: column.int8,
});

/** When the lesson was last assigned (the assignments module's table, decision 0040), or NULL. */
const assignedAt = sql`(SELECT max(a.created_at) FROM assignments a WHERE a.lesson_id = l.id AND a.deleted_at IS NULL)`;
export type LessonListRow = z.output<typeof listRow>;

/** The owner's live lessons among these ids as list rows (any order; folders, item type 1). */
export async function lessonRowsByIds(
  orm: Orm,
  ownerId: string,
  ids: readonly number[],
): Promise<LessonListRow[]> {
  if (ids.length === 0) return [];
  return queryRows(
    orm,
    listRow,
    sql`SELECT l.id, l.code, l.name, l.description, l.current_version, l.slide_count, l.created_at, l.updated_at,
        ${assignedAt} AS assigned_at,
        0 AS total
      FROM lessons l
      WHERE l.owner_id = ${ownerId} AND l.deleted_at IS NULL
        AND l.id IN (SELECT value::bigint FROM json_array_elements_text(${JSON.stringify(ids.map(String))}::json))`,
  );
}

/** `%`, `_` and `\` typed by the teacher are matched as themselves. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the owner's live lessons and how many there are in all (count(*) OVER (): one statement). The
 * name search ignores case and accents; the partial indexes keep each ordering an index scan per owner.
 */
export async function lessonPage(
  orm: Orm,
  ownerId: string,
  input: { q: string; ordering: LessonOrdering; limit: number; offset: number },
): Promise<{ rows: LessonListRow[]; total: number }> {
  const search = input.q
    ? sql`AND lantern_unaccent(lower(l.name)) LIKE lantern_unaccent(${likePattern(input.q)})`
    : sql``;
  const rows = await queryRows(
    orm,
    listRow,
    sql`SELECT l.id, l.code, l.name, l.description, l.current_version, l.slide_count, l.created_at, l.updated_at,
        ${assignedAt} AS assigned_at,
        count(*) OVER () AS total
      FROM lessons l
      WHERE l.owner_id = ${ownerId} AND l.deleted_at IS NULL ${search}
      ORDER BY ${ORDER_BY[input.ordering]}
      LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  if (rows.length > 0 || input.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: the window has no row to carry the total.
  const [count] = await queryRows(
    orm,
    z.object({ total: column.int8 }),
    sql`SELECT count(*) AS total FROM lessons l WHERE l.owner_id = ${ownerId} AND l.deleted_at IS NULL ${search}`,
  );
  return { rows, total: count?.total ?? 0 };
}
