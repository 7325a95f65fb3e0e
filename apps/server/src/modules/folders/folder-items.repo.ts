import { FOLDER_ITEM_TYPES } from '@lantern/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { folderItems, searchCards, searchDocuments } from '../../db/schema.ts';
import { column, queryRow, queryRows } from '../../db/sql-rows.ts';
import type { CardRow } from '../cards/index.ts';
import { collectionCardColumns, collectionCardRow, heldBy } from '../discovery/index.ts';
import { documentWhere, type SearchCriteria } from '../search/index.ts';

/**
 * The resources and collections filed in one folder, as search cards and collection cards. Visibility and the audience rules are the search's own
 * (documentWhere over the search documents d: listed and unexpired, student content for students, a station's
 * opt-outs), and the cards are search's (search_cards), so a folder shows what search would show this caller.
 */

const d = alias(searchDocuments, 'd');

export interface FolderCardRow {
  resourceId: number;
  addedAt: Date;
  card: CardRow;
}

const filedResources = (folderId: number, criteria: SearchCriteria) =>
  and(
    eq(folderItems.folderId, folderId),
    eq(folderItems.itemType, FOLDER_ITEM_TYPES.resource),
    sql`${documentWhere(criteria)}`,
  );

/** One page of the folder's resources, newest filed first, and how many there are in all. */
export async function folderResourcePage(
  orm: Orm,
  folderId: number,
  criteria: SearchCriteria,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: FolderCardRow[] }> {
  const ids = orm
    .select({ resourceId: folderItems.itemId, addedAt: folderItems.createdAt })
    .from(folderItems)
    .innerJoin(d, eq(d.resourceId, folderItems.itemId))
    .where(filedResources(folderId, criteria))
    .orderBy(desc(folderItems.createdAt), desc(folderItems.itemId))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const [counted, rows] = await Promise.all([
    orm
      .select({ n: count() })
      .from(folderItems)
      .innerJoin(d, eq(d.resourceId, folderItems.itemId))
      .where(filedResources(folderId, criteria)),
    orm
      .select({ resourceId: ids.resourceId, addedAt: ids.addedAt, card: sql<CardRow>`${searchCards.card}` })
      .from(ids)
      .innerJoin(searchCards, eq(searchCards.resourceId, ids.resourceId))
      .orderBy(desc(ids.addedAt), desc(ids.resourceId)),
  ]);
  return { total: Number(counted[0]?.n ?? 0), rows };
}

const folderCollectionRow = collectionCardRow.extend({
  collection_id: column.int8,
  added_at: column.timestamp,
});
export type FolderCollectionRow = z.output<typeof folderCollectionRow>;

/**
 * The folder's collections c that collection search would show this caller: published, holding at least one
 * resource r that meets resourceWhere (the caller's audience).
 */
const filedCollections = (folderId: number, resourceWhere: SQL) => sql`folder_items fi
    JOIN collections c ON c.id = fi.item_id AND c.status = 'published'
    WHERE fi.folder_id = ${folderId} AND fi.item_type = ${FOLDER_ITEM_TYPES.collection}
      AND EXISTS (SELECT 1 FROM resources r WHERE ${heldBy(sql`c.id`)} AND ${resourceWhere})`;

/** One page of the folder's collections as collection cards, newest filed first, and how many there are. */
export async function folderCollectionPage(
  orm: Orm,
  folderId: number,
  resourceWhere: SQL,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: FolderCollectionRow[] }> {
  const [counted, rows] = await Promise.all([
    queryRow(
      orm,
      z.object({ n: column.int8 }),
      sql`SELECT count(*) AS n FROM ${filedCollections(folderId, resourceWhere)}`,
    ),
    queryRows(
      orm,
      folderCollectionRow,
      sql`SELECT fi.item_id AS collection_id, fi.created_at AS added_at, ${collectionCardColumns(resourceWhere)}
    FROM ${filedCollections(folderId, resourceWhere)}
    ORDER BY fi.created_at DESC, fi.item_id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
  ]);
  return { total: counted?.n ?? 0, rows };
}
