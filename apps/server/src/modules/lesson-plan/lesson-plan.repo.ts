import type { AttributionRole, LESSON_CONTENT_TYPES } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { jsonColumn, queryRow } from '../../db/sql-rows.ts';

/** SQL of the lesson-plan exports: the lesson text, its contents and what the credits need. */

export interface LessonPlanPartsRow {
  lesson_data: { overview: string; procedure: string } | null;
  lesson_contents: { title: string; type: (typeof LESSON_CONTENT_TYPES)[number]; url: string | null }[];
  grades: string[];
  project: string | null;
  /** Credited organizations in credit order; one row per organization and role. */
  attributions: { name: string; role: AttributionRole }[];
}

type Json<K extends keyof LessonPlanPartsRow> = NonNullable<LessonPlanPartsRow[K]>;

const lessonPlanPartsRow = z.object({
  lesson_data: jsonColumn<Json<'lesson_data'>>().nullable(),
  lesson_contents: jsonColumn<Json<'lesson_contents'>>(),
  grades: jsonColumn<Json<'grades'>>(),
  project: z.string().nullable(),
  attributions: jsonColumn<Json<'attributions'>>(),
}) satisfies z.ZodType<LessonPlanPartsRow>;

export async function lessonPlanParts(orm: Orm, resourceId: number): Promise<LessonPlanPartsRow> {
  const row = await queryRow(
    orm,
    lessonPlanPartsRow,
    sql`SELECT
      (SELECT json_build_object('overview', d.overview, 'procedure', d.procedure)
         FROM lesson_data d WHERE d.resource_id = r.id) AS lesson_data,
      (SELECT coalesce(json_agg(json_build_object('title', c.title, 'type', c.type, 'url', c.url)
           ORDER BY c.sort_order, c.id), '[]'::json)
         FROM lesson_contents c WHERE c.resource_id = r.id) AS lesson_contents,
      (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
         FROM resource_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.resource_id = r.id) AS grades,
      (SELECT p.title FROM projects p WHERE p.id = r.project_id) AS project,
      (SELECT coalesce(json_agg(json_build_object('name', o.name, 'role', a.role)
           ORDER BY a.role = 'brand' DESC, a.sort_order, o.name), '[]'::json)
         FROM resource_attributions a JOIN organizations o ON o.id = a.organization_id
         WHERE a.resource_id = r.id) AS attributions
    FROM resources r WHERE r.id = ${resourceId}`,
  );
  if (!row) throw new Error(`resource ${resourceId} vanished while exporting its lesson plan`);
  return row;
}
