import type { FolderItemType } from '@lantern/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { collections, folderItems, folders } from '../../db/schema.ts';

/**
 * SQL of the folder calls. Every statement is scoped to one user (user_id), so nobody reads or changes
 * another's folders; the composite foreign key (migration 0040) keeps parents within one user as well.
 */

export interface FolderRow {
  id: number;
  parentId: number | null;
  name: string;
  description: string;
}

const folderColumns = {
  id: folders.id,
  parentId: folders.parentId,
  name: folders.name,
  description: folders.description,
};

/** A transaction of folder writes, with the user's root folder id and the ids of all their folders. */
export type TreeTransaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

async function ensureRoot(orm: Orm | TreeTransaction, userId: string): Promise<void> {
  await orm
    .insert(folders)
    .values({ userId, parentId: null, name: '' })
    .onConflictDoNothing({ target: folders.userId, where: sql`parent_id IS NULL` });
}

/** The user's root folder id, made on first use (two first uses at once make one root). */
export async function rootFolderId(orm: Orm, userId: string): Promise<number> {
  const find = () =>
    orm
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.userId, userId), isNull(folders.parentId)));
  const [found] = await find();
  if (found) return found.id;
  await ensureRoot(orm, userId);
  const [made] = await find();
  if (!made) throw new Error('root folder missing right after it was written');
  return made.id;
}

/**
 * Runs work in one transaction holding the user's root folder row locked: every change to a user's tree (create,
 * move, delete, file) waits for the one before, so two moves at once cannot make a cycle, and an item is never
 * filed into a folder a concurrent delete has just removed.
 */
export async function withUserTree<T>(
  orm: Orm,
  userId: string,
  work: (tx: TreeTransaction, rootId: number) => Promise<T>,
): Promise<T> {
  return orm.transaction(async (tx) => {
    await ensureRoot(tx, userId);
    const [root] = await tx
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.userId, userId), isNull(folders.parentId)))
      .for('update');
    if (!root) throw new Error('root folder missing right after it was written');
    return work(tx, root.id);
  });
}

/** Every folder of the user but the root, siblings by name. */
export async function foldersOf(orm: Orm | TreeTransaction, userId: string): Promise<FolderRow[]> {
  const rows = await orm
    .select(folderColumns)
    .from(folders)
    .where(and(eq(folders.userId, userId), sql`${folders.parentId} IS NOT NULL`))
    .orderBy(asc(sql`lower(${folders.name})`), asc(folders.id));
  return rows;
}

/** One folder of the user (the root too), or null: another user's folder is as missing as an unknown id. */
export async function folderOf(
  orm: Orm | TreeTransaction,
  userId: string,
  folderId: number,
): Promise<FolderRow | null> {
  const [row] = await orm
    .select(folderColumns)
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.userId, userId)));
  return row ?? null;
}

/** The ids of the user's folders that hold the item. */
export async function foldersHolding(
  orm: Orm,
  userId: string,
  itemType: FolderItemType,
  itemId: number,
): Promise<Set<number>> {
  const rows = await orm
    .select({ id: folderItems.folderId })
    .from(folderItems)
    .innerJoin(folders, eq(folders.id, folderItems.folderId))
    .where(
      and(eq(folderItems.itemType, itemType), eq(folderItems.itemId, itemId), eq(folders.userId, userId)),
    );
  return new Set(rows.map((row) => row.id));
}

/** How many items (of all types) each of the user's folders holds itself. */
export async function itemCountsOf(orm: Orm, userId: string): Promise<Map<number, number>> {
  const rows = await orm
    .select({ id: folderItems.folderId, n: count() })
    .from(folderItems)
    .innerJoin(folders, eq(folders.id, folderItems.folderId))
    .where(eq(folders.userId, userId))
    .groupBy(folderItems.folderId);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** The ids of one type of item in a folder, newest filed first. */
export async function folderItemIds(
  orm: Orm,
  folderId: number,
  itemType: FolderItemType,
  limit: number,
): Promise<number[]> {
  const rows = await orm
    .select({ id: folderItems.itemId })
    .from(folderItems)
    .where(and(eq(folderItems.folderId, folderId), eq(folderItems.itemType, itemType)))
    .orderBy(desc(folderItems.createdAt), desc(folderItems.itemId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many items of each type one folder holds. */
export async function itemTypeCounts(orm: Orm, folderId: number): Promise<Map<number, number>> {
  const rows = await orm
    .select({ type: folderItems.itemType, n: count() })
    .from(folderItems)
    .where(eq(folderItems.folderId, folderId))
    .groupBy(folderItems.itemType);
  return new Map(rows.map((row) => [row.type, Number(row.n)]));
}

export async function insertFolder(
  tx: TreeTransaction,
  values: { userId: string; parentId: number; name: string; description: string },
): Promise<FolderRow> {
  const [row] = await tx.insert(folders).values(values).returning(folderColumns);
  if (!row) throw new Error('folder missing right after it was written');
  return row;
}

export async function updateFolder(
  tx: TreeTransaction,
  userId: string,
  folderId: number,
  changes: { name?: string; description?: string; parentId?: number },
): Promise<FolderRow> {
  const [row] = await tx
    .update(folders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(folders.id, folderId), eq(folders.userId, userId)))
    .returning(folderColumns);
  if (!row) throw new Error('folder missing while its tree was locked');
  return row;
}

/**
 * Deletes one folder: its subfolders and items move up to its parent first (an item already there stays once),
 * then the folder goes. Runs inside the caller's tree transaction, so it all happens or nothing does.
 */
export async function deleteFolderMovingUp(
  tx: TreeTransaction,
  userId: string,
  folder: { id: number; parentId: number },
): Promise<number> {
  const moved = await tx
    .update(folders)
    .set({ parentId: folder.parentId, updatedAt: sql`now()` })
    .where(and(eq(folders.userId, userId), eq(folders.parentId, folder.id)))
    .returning({ id: folders.id });
  await tx
    .insert(folderItems)
    .select(
      tx
        .select({
          folderId: sql<number>`${folder.parentId}::bigint`.as('folder_id'),
          itemType: folderItems.itemType,
          itemId: folderItems.itemId,
          createdAt: folderItems.createdAt,
        })
        .from(folderItems)
        .where(eq(folderItems.folderId, folder.id)),
    )
    .onConflictDoNothing();
  await tx.delete(folders).where(and(eq(folders.id, folder.id), eq(folders.userId, userId)));
  return moved.length;
}

/** Files the item; false when it was already there (the primary key makes the second one a no-op). */
export async function insertItem(
  tx: TreeTransaction,
  folderId: number,
  itemType: FolderItemType,
  itemId: number,
): Promise<boolean> {
  const inserted = await tx
    .insert(folderItems)
    .values({ folderId, itemType, itemId })
    .onConflictDoNothing()
    .returning({ id: folderItems.itemId });
  return inserted.length > 0;
}

export async function deleteItem(
  tx: TreeTransaction,
  folderId: number,
  itemType: FolderItemType,
  itemId: number,
): Promise<boolean> {
  const deleted = await tx
    .delete(folderItems)
    .where(
      and(
        eq(folderItems.folderId, folderId),
        eq(folderItems.itemType, itemType),
        eq(folderItems.itemId, itemId),
      ),
    )
    .returning({ id: folderItems.itemId });
  return deleted.length > 0;
}

/** Whether a published collection has this id. */
export async function publishedCollectionExists(orm: Orm, collectionId: number): Promise<boolean> {
  const rows = await orm
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, collectionId), inArray(collections.status, ['published'])));
  return rows.length > 0;
}
