import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRow } from '../../db/sql-rows.ts';

/**
 * SQL of the carrier lessons (migration 0065, decision 0042): the hidden one-slide lesson a teacher's assigned
 * resource travels in. They are written already deleted, so the lesson-builder statements (lessons.repo.ts) never
 * see them; only these statements find them, by owner and resource.
 */

const resourceRow = z.object({
  id: column.int8,
  guid: z.string(),
  title: z.string(),
  is_assignable: z.boolean(),
  is_expired: z.boolean(),
  asset_guid: z.string().nullable(),
});
export type AssignableResource = z.output<typeof resourceRow>;

/** A published resource by its code, with its first asset (what the Media slide shows). */
export function publishedResource(orm: Orm, code: string): Promise<AssignableResource | undefined> {
  return queryRow(
    orm,
    resourceRow,
    sql`SELECT r.id, r.guid::text AS guid, r.title, r.is_assignable,
          (r.expiration_date IS NOT NULL AND r.expiration_date <= now()) AS is_expired,
          (SELECT a.guid::text FROM assets a WHERE a.resource_id = r.id ORDER BY a.sort_order, a.id LIMIT 1)
            AS asset_guid
        FROM resources r
        WHERE r.resource_code = ${code} AND r.status = 'published'`,
  );
}

const carrierRow = z.object({ id: column.int8, code: z.string(), version_id: column.int8 });
export type CarrierLesson = z.output<typeof carrierRow>;

/** The owner's carrier lesson of this resource with its (only) version, its row held until the transaction ends. */
export function findCarrier(
  orm: Orm,
  ownerId: string,
  resourceId: number,
): Promise<CarrierLesson | undefined> {
  return queryRow(
    orm,
    carrierRow,
    sql`SELECT l.id, l.code, v.id AS version_id
        FROM lessons l JOIN lesson_versions v ON v.lesson_id = l.id AND v.version = l.current_version
        WHERE l.owner_id = ${ownerId} AND l.resource_id = ${resourceId}
        FOR UPDATE OF l`,
  );
}

/**
 * Inserts the carrier's head, deleted from the start; undefined when the code is taken or another call made the
 * owner's carrier of this resource meanwhile (both unique indexes: the caller looks again).
 */
export function insertCarrierHead(
  orm: Orm,
  input: { code: string; ownerId: string; name: string; resourceId: number },
): Promise<{ id: number } | undefined> {
  return queryRow(
    orm,
    z.object({ id: column.int8 }),
    sql`INSERT INTO lessons (code, owner_id, name, current_version, slide_count, resource_id, deleted_at)
        VALUES (${input.code}, ${input.ownerId}, ${input.name}, 1, 1, ${input.resourceId}, now())
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
}
