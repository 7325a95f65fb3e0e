import type { SearchFilter } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cookieOrganization } from '../../lib/organization-cookie.ts';

/**
 * Who is looking, and the one rule of what they may see (spec 1 §6): students see student content (never a
 * Lesson Plan), the add-on view never lists Lesson Plans or Collections, and a station's opt-outs are left out
 * for everyone carrying its cookie. Search, autocomplete, collection search, the homepage lists,
 * recommendations, resource links and favorites all take it from here; the web sends only the mode flags.
 */
export interface Audience {
  student: boolean;
  addOn: boolean;
  /** A station (from the organization cookie): resources it opted out of are left out. */
  optOutOrganizationId: number | null;
}

export const EVERYONE: Audience = { student: false, addOn: false, optOutOrganizationId: null };

/** Student mode: a signed-in student, or the student=true flag of the student experience (spec 1 §7). */
export const isStudentViewer = (role: string | null | undefined, flag?: string) =>
  flag === 'true' || role === 'student';

/** isStudentViewer for a request's session. */
export const isStudent = (request: FastifyRequest, flag: string | undefined) =>
  isStudentViewer(request.session?.user.role, flag);

/** What students may see of resources r: content available to students, never a Lesson Plan. */
export const studentContent: SQL = sql`(r.is_available_for_students AND r.media_type <> 'Lesson Plan')`;

/** The audience of a request: its student and add-on flags, its session's role and its station cookie. */
export function audienceOf(request: FastifyRequest, query: { student?: string; add_on?: string }): Audience {
  return {
    student: isStudent(request, query.student),
    addOn: query.add_on === 'true',
    optOutOrganizationId: cookieOrganization(request),
  };
}

/** Everything a public reply depends on about its audience: part of every read-cache key. */
export const audienceKey = (audience: Audience) =>
  [audience.student, audience.addOn, audience.optOutOrganizationId] as const;

/** The rule, written once, as the search filters it adds (search, autocomplete and collection search use these). */
export function audienceFilters(audience: Audience): { selected: SearchFilter[]; excluded: SearchFilter[] } {
  const selected: SearchFilter[] = [];
  const excluded: SearchFilter[] = [];
  // student_content:true is student content without Lesson Plans (see resourceCondition).
  if (audience.student) selected.push({ name: 'student_content', value: 'true' });
  if (audience.addOn) {
    excluded.push({ name: 'media_type', value: 'Lesson Plan' }, { name: 'media_type', value: 'Collection' });
  }
  if (audience.optOutOrganizationId !== null) {
    excluded.push({ name: 'resource_opt_out_organizations', value: String(audience.optOutOrganizationId) });
  }
  return { selected, excluded };
}

/** Published, not expired and not a support material: what any list may show. */
export const visibleResource = (alias: SQL) =>
  sql`${alias}.status = 'published' AND ${alias}.scope <> 'support_material' AND (${alias}.expiration_date IS NULL OR ${alias}.expiration_date > now())`;

/** One filter of audienceFilters as a condition on resources r. */
function resourceCondition({ name, value }: SearchFilter): SQL {
  switch (name) {
    case 'student_content':
      return value === 'true' ? studentContent : sql`true`;
    case 'media_type':
      return sql`r.media_type = ${value}`;
    case 'resource_opt_out_organizations':
      return sql`EXISTS (SELECT 1 FROM resource_opt_outs o
        WHERE o.resource_id = r.id AND o.organization_id = ${Number(value)})`;
    default:
      throw new Error(`audienceFilters made a ${name} filter that shownTo does not know`);
  }
}

/** What resource r may show to this audience: visible, and audienceFilters read over the resources table. */
export function shownTo(audience: Audience): SQL {
  const { selected, excluded } = audienceFilters(audience);
  const conditions = [visibleResource(sql`r`)];
  for (const filter of selected) conditions.push(resourceCondition(filter));
  for (const filter of excluded) conditions.push(sql`NOT ${resourceCondition(filter)}`);
  return sql.join(conditions, sql` AND `);
}
