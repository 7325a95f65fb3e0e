import type { AttributionRole } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { visibleResource } from '../cards/index.ts';

/** SQL of the standard and entity detail calls. */

export interface StandardItemRow {
  id: string;
  uri: string | null;
  human_coding_scheme: string | null;
  alternative_label: string | null;
  full_statement: string;
  notes: string;
  item_type: string;
  education_levels: string[];
  parent_id: string | null;
  framework_id: string;
  framework_key: string;
  framework_title: string;
  framework_scope: 'national' | 'state';
  state_code: string | null;
  authority_name: string;
  framework_subject: string;
  is_sample: boolean;
  license_title: string | null;
  license_uri: string | null;
}

export interface StandardRefRow {
  id: string;
  human_coding_scheme: string | null;
  full_statement: string;
}

export async function standardItem(orm: Orm, id: string): Promise<StandardItemRow | null> {
  const rows = await rowsOf<StandardItemRow>(
    orm,
    sql`
    SELECT si.id, si.uri, si.human_coding_scheme, si.alternative_label, si.full_statement, si.notes, si.item_type,
      to_json(si.education_levels) AS education_levels, si.parent_id,
      f.id AS framework_id, f.key AS framework_key, f.title AS framework_title, f.scope AS framework_scope,
      f.state_code, f.authority_name, f.subject AS framework_subject, f.is_sample, f.license_title, f.license_uri
    FROM standard_items si JOIN standard_frameworks f ON f.id = si.framework_id
    WHERE si.id = ${id}::uuid`,
  );
  return rows[0] ?? null;
}

const CHILDREN_LIMIT = 200;

export async function standardRefs(
  orm: Orm,
  where: { id: string } | { parentId: string },
): Promise<StandardRefRow[]> {
  const condition = 'id' in where ? sql`id = ${where.id}::uuid` : sql`parent_id = ${where.parentId}::uuid`;
  return rowsOf<StandardRefRow>(
    orm,
    sql`SELECT id, human_coding_scheme, full_statement FROM standard_items WHERE ${condition}
      ORDER BY sort_order, human_coding_scheme, id LIMIT ${CHILDREN_LIMIT}`,
  );
}

/** Visible resources aligned to the item or to any item below it (a cluster counts its standards). */
export async function alignedResourceCount(orm: Orm, id: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    orm,
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
  return Number(rows[0]?.n ?? 0);
}

export interface EntityRow {
  id: number;
  name: string;
  slug: string;
  kind: 'producer' | 'station' | 'funder' | 'partner';
  logo_color: string | null;
  url: string | null;
  roles: AttributionRole[];
  resources_count: number;
  projects: { slug: string; title: string }[];
}

export async function entity(orm: Orm, id: number): Promise<EntityRow | null> {
  const rows = await rowsOf<EntityRow>(
    orm,
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
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), resources_count: Number(row.resources_count) } : null;
}
