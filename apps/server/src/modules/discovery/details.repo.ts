import type { AttributionRole } from '@lantern/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { standardFrameworks, standardItems } from '../../db/schema.ts';
import { column, jsonColumn, queryRow } from '../../db/sql-rows.ts';
import { visibleResource } from '../cards/index.ts';

/** SQL of the standard and entity detail calls. */

export async function standardItem(orm: Orm, id: string) {
  const [row] = await orm
    .select({
      id: standardItems.id,
      uri: standardItems.uri,
      human_coding_scheme: standardItems.humanCodingScheme,
      alternative_label: standardItems.alternativeLabel,
      full_statement: standardItems.fullStatement,
      notes: standardItems.notes,
      item_type: standardItems.itemType,
      education_levels: standardItems.educationLevels,
      parent_id: standardItems.parentId,
      framework_id: standardFrameworks.id,
      framework_key: standardFrameworks.key,
      framework_title: standardFrameworks.title,
      framework_scope: standardFrameworks.scope,
      state_code: standardFrameworks.stateCode,
      authority_name: standardFrameworks.authorityName,
      framework_subject: standardFrameworks.subject,
      is_sample: standardFrameworks.isSample,
      license_title: standardFrameworks.licenseTitle,
      license_uri: standardFrameworks.licenseUri,
    })
    .from(standardItems)
    .innerJoin(standardFrameworks, eq(standardFrameworks.id, standardItems.frameworkId))
    .where(eq(standardItems.id, id));
  return row ?? null;
}
export type StandardItemRow = NonNullable<Awaited<ReturnType<typeof standardItem>>>;

const CHILDREN_LIMIT = 200;

export function standardRefs(orm: Orm, where: { id: string } | { parentId: string }) {
  return orm
    .select({
      id: standardItems.id,
      human_coding_scheme: standardItems.humanCodingScheme,
      full_statement: standardItems.fullStatement,
    })
    .from(standardItems)
    .where('id' in where ? eq(standardItems.id, where.id) : eq(standardItems.parentId, where.parentId))
    .orderBy(asc(standardItems.sortOrder), asc(standardItems.humanCodingScheme), asc(standardItems.id))
    .limit(CHILDREN_LIMIT);
}
export type StandardRefRow = Awaited<ReturnType<typeof standardRefs>>[number];

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
