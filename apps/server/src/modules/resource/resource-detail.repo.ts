import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { organizationMembers, resourceCodeRedirects, resources } from '../../db/schema.ts';
import { column, jsonColumn, queryRow } from '../../db/sql-rows.ts';

/** SQL of the resource detail: the resource row, then its parts (assets in resource-assets.repo.ts). */

const resourceRow = z.object({
  id: column.int8,
  guid: z.string(),
  resource_code: z.string(),
  title: z.string(),
  media_type: z.string(),
  description: z.string(),
  more_about: z.string(),
  canonical_url: z.string(),
  status: z.enum(['published', 'unpublished']),
  /** ISO 8601 in UTC (formatted in SQL: the drivers differ in what they give back for timestamptz). */
  expiration_date: z.string().nullable(),
  is_expired: z.boolean(),
  scope: z.enum(['resource', 'lesson', 'support_material']),
  is_available_for_students: z.boolean(),
  is_assignable: z.boolean(),
  duration_seconds: z.number().int().nullable(),
  poster: z.string().nullable(),
  /** The content project's organization, else the brand (docs/decisions/0006). */
  owner_organization_id: column.int8.nullable(),
});
export type ResourceRow = z.output<typeof resourceRow>;

export async function findResourceByCode(orm: Orm, code: string): Promise<ResourceRow | null> {
  const row = await queryRow(
    orm,
    resourceRow,
    sql`SELECT r.id, r.guid::text AS guid, r.resource_code, r.title, r.media_type, r.description,
      r.more_about, r.canonical_url, r.status,
      to_char(r.expiration_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expiration_date,
      (r.expiration_date IS NOT NULL AND r.expiration_date <= now()) AS is_expired,
      r.scope, r.is_available_for_students, r.is_assignable, r.duration_seconds, r.poster_path AS poster,
      coalesce(cp.organization_id,
        (SELECT a.organization_id FROM resource_attributions a WHERE a.resource_id = r.id AND a.role = 'brand')
      ) AS owner_organization_id
    FROM resources r LEFT JOIN projects cp ON cp.id = r.content_project_id
    WHERE r.resource_code = ${code}`,
  );
  return row ?? null;
}

/** The resource a renamed code now points to. */
export async function findRedirectTarget(orm: Orm, oldCode: string): Promise<string | null> {
  const [row] = await orm
    .select({ resource_code: resources.resourceCode })
    .from(resourceCodeRedirects)
    .innerJoin(resources, eq(resources.id, resourceCodeRedirects.resourceId))
    .where(eq(resourceCodeRedirects.oldCode, oldCode));
  return row?.resource_code ?? null;
}

export async function isOrganizationMember(
  orm: Orm,
  organizationId: number,
  userId: string,
): Promise<boolean> {
  const rows = await orm
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .limit(1);
  return rows.length > 0;
}

export interface ResourcePartsRow {
  attributions: {
    role: 'brand' | 'funder' | 'producer' | 'distributor';
    entity_id: number;
    name: string;
    slug: string;
    logo_color: string | null;
    url: string | null;
    order: number;
  }[];
  grades: string[];
  subjects: { id: number; title: string }[];
  root_subjects: { id: number; title: string }[];
  languages: { code: string; name: string }[];
  features: { code: string; label: string; kind: 'accessibility' | 'additional_feature' }[];
  support_materials: {
    guid: string;
    audience: 'for_teacher' | 'for_student';
    category: string;
    title: string;
    role: string;
    media_type: 'Video' | 'Interactive' | 'Audio' | 'Image' | 'Document' | 'Webpage';
    url: string;
    print_url: string | null;
    canonical_url: string | null;
    order: number;
  }[];
  curriculum_tags: { id: number; name: string; path: string; ancestors: { id: number; name: string }[] }[];
  lesson_data: { overview: string; procedure: string } | null;
  lesson_contents: {
    id: number;
    title: string;
    type: 'video' | 'audio' | 'image' | 'document' | 'interactive' | 'webpage' | 'text';
    url: string | null;
    order: number;
    content_flags: { flag: 'sensitive' | 'commentary'; description: string }[];
  }[];
  project: { slug: string; title: string } | null;
  content_project: {
    title: string;
    type: string | null;
    organization_id: number | null;
    organization_name: string | null;
  } | null;
  has_standards: boolean;
  favorite_id: number | null;
}

type Json<K extends keyof ResourcePartsRow> = NonNullable<ResourcePartsRow[K]>;

const idRow = z.object({ id: column.int8 });

const resourcePartsRow = z.object({
  attributions: jsonColumn<Json<'attributions'>>(),
  grades: jsonColumn<Json<'grades'>>(),
  subjects: jsonColumn<Json<'subjects'>>(),
  root_subjects: jsonColumn<Json<'root_subjects'>>(),
  languages: jsonColumn<Json<'languages'>>(),
  features: jsonColumn<Json<'features'>>(),
  support_materials: jsonColumn<Json<'support_materials'>>(),
  curriculum_tags: jsonColumn<Json<'curriculum_tags'>>(),
  lesson_data: jsonColumn<Json<'lesson_data'>>().nullable(),
  lesson_contents: jsonColumn<Json<'lesson_contents'>>(),
  project: jsonColumn<Json<'project'>>().nullable(),
  content_project: jsonColumn<Json<'content_project'>>().nullable(),
  has_standards: z.boolean(),
  favorite_id: column.int8.nullable(),
}) satisfies z.ZodType<ResourcePartsRow>;

/** Everything of the detail that is one list or object per resource, in one round trip. */
export async function loadResourceParts(
  orm: Orm,
  resourceId: number,
  userId: string | null,
): Promise<ResourcePartsRow> {
  const row = await queryRow(
    orm,
    resourcePartsRow,
    sql`SELECT
      (SELECT coalesce(json_agg(json_build_object('role', a.role, 'entity_id', o.id, 'name', o.name, 'slug', o.slug,
          'logo_color', o.logo_color, 'url', o.url, 'order', a.sort_order)
          ORDER BY array_position(ARRAY['brand','funder','producer','distributor'], a.role), a.sort_order, o.name), '[]'::json)
        FROM resource_attributions a JOIN organizations o ON o.id = a.organization_id WHERE a.resource_id = r.id) AS attributions,
      (SELECT coalesce(json_agg(g.grade_band ORDER BY gb.sort_order), '[]'::json)
        FROM resource_grades g JOIN grade_bands gb ON gb.code = g.grade_band WHERE g.resource_id = r.id) AS grades,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'title', s.name) ORDER BY s.path), '[]'::json)
        FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id WHERE rs.resource_id = r.id) AS subjects,
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'title', t.name) ORDER BY t.sort_order), '[]'::json)
        FROM subjects t WHERE t.parent_id IS NULL AND EXISTS (
          SELECT 1 FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id
          WHERE rs.resource_id = r.id AND (s.path = t.path OR s.path LIKE t.path || '/%'))) AS root_subjects,
      (SELECT coalesce(json_agg(json_build_object('code', l.code, 'name', l.name) ORDER BY rl.sort_order, l.sort_order), '[]'::json)
        FROM resource_languages rl JOIN languages l ON l.code = rl.language_code WHERE rl.resource_id = r.id) AS languages,
      (SELECT coalesce(json_agg(json_build_object('code', f.code, 'label', f.label, 'kind', f.kind) ORDER BY f.sort_order), '[]'::json)
        FROM resource_features rf JOIN catalog_features f ON f.code = rf.feature_code WHERE rf.resource_id = r.id) AS features,
      (SELECT coalesce(json_agg(json_build_object('guid', m.guid, 'audience', m.audience, 'category', m.category,
          'title', m.title, 'role', m.role, 'media_type', m.media_type, 'url', m.url, 'print_url', m.print_url,
          'canonical_url', m.canonical_url, 'order', m.sort_order) ORDER BY m.sort_order, m.id), '[]'::json)
        FROM support_materials m WHERE m.resource_id = r.id) AS support_materials,
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'path', t.path,
          'ancestors', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY length(a.path)), '[]'::json)
            FROM curriculum_tags a WHERE t.path LIKE a.path || '/%')) ORDER BY t.path), '[]'::json)
        FROM resource_curriculum_tags rt JOIN curriculum_tags t ON t.id = rt.curriculum_tag_id WHERE rt.resource_id = r.id) AS curriculum_tags,
      (SELECT json_build_object('overview', d.overview, 'procedure', d.procedure) FROM lesson_data d WHERE d.resource_id = r.id) AS lesson_data,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'type', c.type, 'url', c.url, 'order', c.sort_order,
          'content_flags', (SELECT coalesce(json_agg(json_build_object('flag', f.flag, 'description', f.description) ORDER BY f.id), '[]'::json)
            FROM content_flags f WHERE f.lesson_content_id = c.id)) ORDER BY c.sort_order, c.id), '[]'::json)
        FROM lesson_contents c WHERE c.resource_id = r.id) AS lesson_contents,
      (SELECT json_build_object('slug', p.slug, 'title', p.title) FROM projects p WHERE p.id = r.project_id) AS project,
      (SELECT json_build_object('title', p.title, 'type', p.type, 'organization_id', o.id, 'organization_name', o.name)
        FROM projects p LEFT JOIN organizations o ON o.id = p.organization_id WHERE p.id = r.content_project_id) AS content_project,
      EXISTS (SELECT 1 FROM resource_standards s WHERE s.resource_id = r.id) AS has_standards,
      (SELECT f.id FROM favorites f WHERE f.resource_id = r.id AND f.user_id = ${userId}) AS favorite_id
    FROM resources r WHERE r.id = ${resourceId}`,
  );
  if (!row) throw new Error(`resource ${resourceId} vanished while loading`);
  return row;
}

/**
 * The user's favorite of a resource: the one per-user field of the detail, added to the cached public reply.
 * A sql template, not the builder: it runs on every signed-in cached read, and building a builder statement
 * costs about 20 times a template's (docs/decisions/0018).
 */
export async function favoriteIdOf(orm: Orm, resourceId: number, userId: string): Promise<number | null> {
  const row = await queryRow(
    orm,
    idRow,
    sql`SELECT f.id FROM favorites f WHERE f.resource_id = ${resourceId} AND f.user_id = ${userId}`,
  );
  return row?.id ?? null;
}
