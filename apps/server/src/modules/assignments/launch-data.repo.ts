import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { queryRow } from '../../db/sql-rows.ts';

const launchRow = z.object({ name: z.string(), poster_url: z.string().nullable() });

/**
 * What an assignment link's page names (spec 1 §2.6): the live assignment's lesson name as pinned, and the poster
 * of its first Media slide whose resource is published, if any. Anyone holding the code may open the assignment
 * itself (decision 0044), so its name is no secret to them.
 */
export function launchDataByCode(orm: Orm, code: string) {
  return queryRow(
    orm,
    launchRow,
    sql`SELECT v.name,
        (SELECT coalesce(a.poster_path, r.poster_path)
           FROM lesson_slides s
           JOIN resources r ON r.id = s.resource_id AND r.guid = s.resource_guid AND r.status = 'published'
           LEFT JOIN assets a ON a.guid = s.asset_guid AND a.resource_id = r.id
          WHERE s.version_id = x.version_id AND s.type = 'Media'
            AND coalesce(a.poster_path, r.poster_path) IS NOT NULL
          ORDER BY s.position LIMIT 1) AS poster_url
      FROM assignments x JOIN lesson_versions v ON v.id = x.version_id
      WHERE x.code = ${code} AND x.deleted_at IS NULL`,
  );
}
