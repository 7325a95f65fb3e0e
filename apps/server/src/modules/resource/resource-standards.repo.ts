import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** SQL of a resource's aligned standards and of the station authorities that pick the state ones. */

export interface AlignedStandardRow {
  id: string;
  code: string | null;
  statement: string;
  education_levels: string[];
  framework_key: string;
  framework_title: string;
  authority_name: string;
  scope: 'national' | 'state';
}

export async function alignedStandards(orm: Orm, resourceId: number): Promise<AlignedStandardRow[]> {
  return rowsOf<AlignedStandardRow>(
    orm,
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
  const rows = await rowsOf<{ name: string | null }>(
    orm,
    sql`SELECT a.name FROM stations s
      LEFT JOIN station_authorities a ON a.organization_id = s.organization_id
      WHERE s.organization_id = ${organizationId}
      ORDER BY a.position`,
  );
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.name === null ? [] : [row.name]));
}
