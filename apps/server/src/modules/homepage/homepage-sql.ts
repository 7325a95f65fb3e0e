import { type SQL, sql } from 'drizzle-orm';
import { visibleResource } from '../search/search.repo.ts';

/** SQL pieces shared by the homepage and recommendation repositories. */

/** Who is looking: students and the add-on view see less (the search rules, spec 1 §6). */
export interface Audience {
  student: boolean;
  addOn: boolean;
  /** A station (from the organization cookie): resources it opted out of are left out (spec 1 §6). */
  optOutOrganizationId?: number | null;
}

/** What resource r may show to this audience: published, unexpired, and the student/add-on rules of search. */
export function shownTo(audience: Audience): SQL {
  const conditions = [visibleResource(sql`r`)];
  if (audience.student) conditions.push(sql`r.is_available_for_students AND r.media_type <> 'Lesson Plan'`);
  if (audience.addOn) conditions.push(sql`r.media_type <> 'Lesson Plan'`);
  if (audience.optOutOrganizationId) {
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM resource_opt_outs o
      WHERE o.resource_id = r.id AND o.organization_id = ${audience.optOutOrganizationId})`);
  }
  return sql.join(conditions, sql` AND `);
}

export type { CardRow } from '../search/search.repo.ts';

/** The columns of a resource card (the search card) over resources r. */
export const cardColumns = sql`r.resource_code, r.title, r.media_type, r.description, r.duration_seconds,
  coalesce(r.search_display_image_path, r.poster_path) AS poster,
  (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
     FROM resource_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.resource_id = r.id) AS grades,
  (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.name) ORDER BY s.sort_order, s.id), '[]'::json)
     FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id WHERE rs.resource_id = r.id) AS subjects,
  (SELECT coalesce(json_agg(l.name ORDER BY rl.sort_order, l.sort_order), '[]'::json)
     FROM resource_languages rl JOIN languages l ON l.code = rl.language_code WHERE rl.resource_id = r.id) AS languages`;
