import type { UnavailableResource } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

const row = z.object({
  resource_code: z.string(),
  title: z.string(),
  media_type: z.string(),
  reason: z.enum(['unpublished', 'expired']),
  expiration_date: column.timestamp.nullable(),
  total: column.int8,
});

/** `%`, `_` and `\` typed by the teacher are matched as themselves. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Lesson-scope resources that were published once and are not available now (withdrawn, or past their
 * expiration date), by title, one page and the total (one statement). Drafts never published stay private to
 * the editors (published_at IS NULL).
 */
export async function unavailableResourcePage(
  orm: Orm,
  input: { q: string; limit: number; offset: number },
): Promise<{ rows: UnavailableResource[]; total: number }> {
  const search = input.q
    ? sql`AND lantern_unaccent(lower(r.title)) LIKE lantern_unaccent(${likePattern(input.q)})`
    : sql``;
  const rows = await queryRows(
    orm,
    row,
    sql`SELECT r.resource_code, r.title, r.media_type,
        CASE WHEN r.status <> 'published' THEN 'unpublished' ELSE 'expired' END AS reason,
        r.expiration_date, count(*) OVER () AS total
      FROM resources r
      WHERE r.scope = 'lesson' AND r.published_at IS NOT NULL
        AND (r.status <> 'published' OR (r.expiration_date IS NOT NULL AND r.expiration_date <= now()))
        ${search}
      ORDER BY r.title, r.id
      LIMIT ${input.limit} OFFSET ${input.offset}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _, expiration_date, ...rest }) => ({
      ...rest,
      expiration_date: expiration_date?.toISOString() ?? null,
    })),
  };
}
