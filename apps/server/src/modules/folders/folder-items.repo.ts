import { FOLDER_ITEM_TYPES } from '@lantern/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { folderItems, searchCards, searchDocuments } from '../../db/schema.ts';
import type { CardRow } from '../cards/index.ts';
import { documentWhere, type SearchCriteria } from '../search/index.ts';

/**
 * The resources filed in one folder, as search cards. Visibility and the audience rules are the search's own
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
