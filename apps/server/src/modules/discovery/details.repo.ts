import type { AttributionRole } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, jsonColumn, queryRow, queryRows } from '../../db/sql-rows.ts';
import { visibleResource } from '../search/search.repo.ts';

/** SQL of the standard and entity detail calls. */

const standardItemRow = z.object({
  id: z.string(),
  uri: z.string().nullable(),
  human_coding_scheme: z.string().nullable(),
  alternative_label: z.string().nullable(),
  full_statement: z.string(),
  notes: z.string(),
  item_type: z.string(),
  education_levels: z.array(z.string()),
  parent_id: z.string().nullable(),
  framework_id: z.string(),
  framework_key: z.string(),
  framework_title: z.string(),
  framework_scope: z.enum(['national', 'state']),
  state_code: z.string().nullable(),
  authority_name: z.string(),
  framework_subject: z.string(),
  is_sample: z.boolean(),
  license_title: z.string().nullable(),
  license_uri: z.string().nullable(),
});
export type StandardItemRow = z.output<typeof standardItemRow>;

const standardRefRow = z.object({
  id: z.string(),
  human_coding_scheme: z.string().nullable(),
  full_statement: z.string(),
});
export type StandardRefRow = z.output<typeof standardRefRow>;

export async function standardItem(orm: Orm, id: string): Promise<StandardItemRow | null> {
  const row = await queryRow(
    orm,
    standardItemRow,
    sql`
    SELECT si.id, si.uri, si.human_coding_scheme, si.alternative_label, si.full_statement, si.notes, si.item_type,
      to_json(si.education_levels) AS education_levels, si.parent_id,
      f.id AS framework_id, f.key AS framework_key, f.title AS framework_title, f.scope AS framework_scope,
      f.state_code, f.authority_name, f.subject AS framework_subject, f.is_sample, f.license_title, f.license_uri
    FROM standard_items si JOIN standard_frameworks f ON f.id = si.framework_id
    WHERE si.id = ${id}::uuid`,
  );
  return row ?? null;
}

const CHILDREN_LIMIT = 200;

export async function standardRefs(
  orm: Orm,
  where: { id: string } | { parentId: string },
): Promise<StandardRefRow[]> {
  const condition = 'id' in where ? sql`id = ${where.id}::uuid` : sql`parent_id = ${where.parentId}::uuid`;
  return queryRows(
    orm,
    standardRefRow,
    sql`SELECT id, human_coding_scheme, full_statement FROM standard_items WHERE ${condition}
      ORDER BY sort_order, human_coding_scheme, id LIMIT ${CHILDREN_LIMIT}`,
  );
}

/** Visible resources aligned to the item or to any item below it (a cluster counts its standards). */
export async function alignedResourceCount(orm: Orm, id: string): Promise<number> {
  const row = await queryRow(
    orm,
    z.object({ n: z.number().int() }),
    sql`
    WITH RECURSIVE tree (id) AS (
      SELECT ${id}::uuid
      UNION
      SELECT si.id FROM standard_items si JOIN tree t ON si.parent_id = t.id
    )
    SELECT count(DISTINCT r.id)::int AS n
    FROM tree JOIN resource_standards rs ON rs.standard_item_id = tree.id
    JOIN resources r ON r.id = rs.resource_id AND ${visibleResource(sql`r`)}`,
  );
  return row?.n ?? 0;
}

const entityRow = z.object({
  id: column.int8,
  name: z.string(),
  slug: z.string(),
  kind: z.enum(['producer', 'station', 'funder', 'partner']),
  logo_color: z.string().nullable(),
  url: z.string().nullable(),
  roles: jsonColumn<AttributionRole[]>(),
  resources_count: z.number().int(),
  projects: jsonColumn<{ slug: string; title: string }[]>(),
});
export type EntityRow = z.output<typeof entityRow>;

export async function entity(orm: Orm, id: number): Promise<EntityRow | null> {
  const row = await queryRow(
    orm,
    entityRow,
    sql`
    SELECT o.id, o.name, o.slug, o.kind, o.logo_color, o.url,
      (SELECT coalesce(json_agg(x.role ORDER BY array_position(ARRAY['brand', 'funder', 'producer', 'distributor'], x.role)), '[]'::json)
         FROM (SELECT DISTINCT ra.role FROM resource_attributions ra
           JOIN resources r ON r.id = ra.resource_id AND ${visibleResource(sql`r`)}
           WHERE ra.organization_id = o.id) x) AS roles,
      (SELECT count(DISTINCT ra.resource_id) FROM resource_attributions ra
         JOIN resources r ON r.id = ra.resource_id AND ${visibleResource(sql`r`)}
         WHERE ra.organization_id = o.id)::int AS resources_count,
      (SELECT coalesce(json_agg(json_build_object('slug', p.slug, 'title', p.title) ORDER BY p.title, p.id), '[]'::json)
         FROM projects p WHERE p.organization_id = o.id) AS projects
    FROM organizations o WHERE o.id = ${id}`,
  );
  return row ?? null;
}
