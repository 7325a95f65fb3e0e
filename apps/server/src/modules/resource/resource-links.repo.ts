import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';
import { type Audience, type CardRow, cardColumn, cardRows, shownTo } from '../cards/index.ts';

/** SQL of what a resource page links to: related resources and the collections holding the resource. */

/** How many related resources an error page suggests when the resource lists none of its own. */
export const SIMILAR_RESOURCES_LIMIT = 6;

export async function relatedResourceCards(
  orm: Orm,
  resourceId: number,
  audience: Audience,
): Promise<CardRow[]> {
  return cardRows(
    orm,
    sql`SELECT ${cardColumn} FROM related_resources rr JOIN resources r ON r.id = rr.related_resource_id
      WHERE rr.resource_id = ${resourceId} AND ${shownTo(audience)}
      ORDER BY rr.sort_order, r.id`,
  );
}

/** Visible resources sharing a subject with this one, most popular first (the error pages' suggestions). */
export async function similarResourceCards(
  orm: Orm,
  resourceId: number,
  audience: Audience,
): Promise<CardRow[]> {
  return cardRows(
    orm,
    sql`SELECT ${cardColumn} FROM resources r
      WHERE r.id <> ${resourceId} AND ${shownTo(audience)} AND EXISTS (
        SELECT 1 FROM resource_subjects a JOIN resource_subjects b ON b.subject_id = a.subject_id
        WHERE a.resource_id = ${resourceId} AND b.resource_id = r.id)
      ORDER BY r.popularity DESC, r.id
      LIMIT ${SIMILAR_RESOURCES_LIMIT}`,
  );
}

const collectionRefRow = z.object({
  id: column.int8,
  slug: z.string(),
  title: z.string(),
  type: z.enum(['collection', 'series', 'premium', 'station']),
  poster: z.string().nullable(),
  canonical_url: z.string(),
});
export type CollectionRefRow = z.output<typeof collectionRefRow>;

/** Collections holding the resource: published ones, or every one in preview; featured first, then by title. */
export async function collectionsOfResource(
  orm: Orm,
  resourceId: number,
  includeUnpublished: boolean,
): Promise<CollectionRefRow[]> {
  return queryRows(
    orm,
    collectionRefRow,
    sql`SELECT c.id, c.slug, c.title, c.type, c.poster_path AS poster, c.canonical_url
      FROM collection_resources cr JOIN collections c ON c.id = cr.collection_id
      WHERE cr.resource_id = ${resourceId} AND (${includeUnpublished} OR c.status = 'published')
      ORDER BY c.is_featured DESC, c.title, c.id`,
  );
}

export async function collectionResourceCards(
  orm: Orm,
  collectionId: number,
  audience: Audience,
  limit: number,
): Promise<CardRow[]> {
  return cardRows(
    orm,
    sql`SELECT ${cardColumn} FROM collection_resources cr JOIN resources r ON r.id = cr.resource_id
      WHERE cr.collection_id = ${collectionId} AND ${shownTo(audience)}
      ORDER BY cr.sort_order
      LIMIT ${limit}`,
  );
}
