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

export { type CardRow, cardColumn, cardRows } from '../search/search.repo.ts';
