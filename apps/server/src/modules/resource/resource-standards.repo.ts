import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { stationAuthorities as stationAuthoritiesTable, stations } from '../../db/schema.ts';
import { queryRows } from '../../db/sql-rows.ts';

/** SQL of a resource's aligned standards and of the station authorities that pick the state ones. */

const alignedStandardRow = z.object({
  id: z.string(),
  code: z.string().nullable(),
  statement: z.string(),
  education_levels: z.array(z.string()),
  framework_key: z.string(),
  framework_title: z.string(),
  authority_name: z.string(),
  scope: z.enum(['national', 'state']),
});
export type AlignedStandardRow = z.output<typeof alignedStandardRow>;

export async function alignedStandards(orm: Orm, resourceId: number): Promise<AlignedStandardRow[]> {
  return queryRows(
    orm,
    alignedStandardRow,
    sql`SELECT si.id::text AS id, si.human_coding_scheme AS code, si.full_statement AS statement,
      si.education_levels, f.key AS framework_key, f.title AS framework_title, f.authority_name, f.scope
    FROM resource_standards rs
    JOIN standard_items si ON si.id = rs.standard_item_id
    JOIN standard_frameworks f ON f.id = si.framework_id
    WHERE rs.resource_id = ${resourceId}
    ORDER BY f.title, si.sort_order, si.human_coding_scheme NULLS LAST, si.id`,
  );
}

/** The station's state-standards authorities in order (primary first), or null when no station has this id. */
export async function stationAuthorities(orm: Orm, organizationId: number): Promise<string[] | null> {
  const rows = await orm
    .select({ name: stationAuthoritiesTable.name })
    .from(stations)
    .leftJoin(stationAuthoritiesTable, eq(stationAuthoritiesTable.organizationId, stations.organizationId))
    .where(eq(stations.organizationId, organizationId))
    .orderBy(asc(stationAuthoritiesTable.position));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.name === null ? [] : [row.name]));
}
