import {
  type DeleteFolderReply,
  FOLDER_ERRORS,
  FOLDER_ITEM_KEY_LIST,
  FOLDER_ITEM_KEYS,
  FOLDER_ITEM_TYPES,
  FOLDER_ITEMS_LIMIT_MAX,
  FOLDER_ITEMS_PAGE_SIZE,
  type FolderItemBody,
  type FolderItemReply,
  type FolderItemsReply,
  type FolderItemType,
  type FolderNode,
  type FolderTreeReply,
  type GetFoldersReply,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import type { UserRole } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { type Audience, presentCard } from '../cards/index.ts';
import { collectionCriteria, presentCollectionCard } from '../discovery/index.ts';
import { favoritableResource } from '../favorites/index.ts';
import { lessonListItems, ownedLessonIds } from '../lessons/index.ts';
import { searchCriteria } from '../search/index.ts';
import { folderCollectionPage, folderResourcePage } from './folder-items.repo.ts';
import { folderOfUser } from './folders.policy.ts';
import { presentFolder } from './folders.presenter.ts';
import {
  deleteFolderMovingUp,
  deleteItem,
  type FolderRow,
  folderItemIds,
  folderOf,
  foldersHolding,
  foldersOf,
  insertFolder,
  insertItem,
  itemCountsOf,
  itemTypeCounts,
  publishedCollectionExists,
  rootFolderId,
  type TreeTransaction,
  updateFolder,
  withUserTree,
} from './folders.repo.ts';

/**
 * Folders of one signed-in user (spec 2 "Folder assignment for items"; decision 0022). Another user's folder
 * answers exactly like a missing one (404), so ids cannot be probed. Students may file resources and
 * collections, never lessons.
 */

export interface FolderUser {
  id: string;
  role: UserRole;
}

function checkItemType(user: FolderUser, type: FolderItemType) {
  if (type === FOLDER_ITEM_TYPES.lesson && user.role === 'student')
    throw forbidden(FOLDER_ERRORS.studentLessons);
}

export async function foldersForItem(
  orm: Orm,
  user: FolderUser,
  itemType: FolderItemType,
  itemId: number,
): Promise<GetFoldersReply> {
  checkItemType(user, itemType);
  const rootId = await rootFolderId(orm, user.id);
  const [rows, holding] = await Promise.all([
    foldersOf(orm, user.id),
    foldersHolding(orm, user.id, itemType, itemId),
  ]);
  return {
    folders: rows.map((row) => ({ ...presentFolder(row), assigned: holding.has(row.id) })),
    root: { folder_id: rootId },
  };
}

export async function folderTree(orm: Orm, userId: string): Promise<FolderTreeReply> {
  const rootId = await rootFolderId(orm, userId);
  const [rows, counts] = await Promise.all([foldersOf(orm, userId), itemCountsOf(orm, userId)]);
  return {
    folders: rows.map((row) => ({ ...presentFolder(row), item_count: counts.get(row.id) ?? 0 })),
    root: { folder_id: rootId },
  };
}

/** The user's folder that is to be the parent; empty means the root. */
async function parentFolder(tx: TreeTransaction, userId: string, parent: number | null, rootId: number) {
  if (parent === null) return rootId;
  const row = await folderOf(tx, userId, parent);
  if (!row) throw notFound(FOLDER_ERRORS.parentNotFound(parent));
  return row.id;
}

export async function createFolder(
  orm: Orm,
  userId: string,
  input: { name: string; description: string; parent: number | null },
): Promise<FolderNode> {
  return withUserTree(orm, userId, async (tx, rootId) => {
    const parentId = await parentFolder(tx, userId, input.parent, rootId);
    const row = await insertFolder(tx, {
      userId,
      parentId,
      name: input.name,
      description: input.description,
    });
    return presentFolder(row);
  });
}

/** A folder the user may change: theirs (else 404) and not the root (else 400). */
async function changeableFolder(tx: TreeTransaction, userId: string, folderPk: number): Promise<FolderRow> {
  const folder = await folderOfUser(tx, userId, folderPk);
  if (folder.parentId === null) throw badRequest(FOLDER_ERRORS.rootFixed);
  return folder;
}

export async function editFolder(
  orm: Orm,
  userId: string,
  input: { folder_pk: number; name?: string; description?: string },
): Promise<FolderNode> {
  return withUserTree(orm, userId, async (tx) => {
    await changeableFolder(tx, userId, input.folder_pk);
    const row = await updateFolder(tx, userId, input.folder_pk, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    });
    return presentFolder(row);
  });
}

/** Moves a folder under another of the user's folders; never under itself or one of its descendants. */
export async function moveFolder(
  orm: Orm,
  userId: string,
  input: { folder_pk: number; parent: number },
): Promise<FolderNode> {
  return withUserTree(orm, userId, async (tx, rootId) => {
    const folder = await changeableFolder(tx, userId, input.folder_pk);
    const parentId = await parentFolder(tx, userId, input.parent, rootId);
    if (parentId === folder.id) throw badRequest(FOLDER_ERRORS.parentIsSelf);
    // The tree is locked, so the parents read here are the parents the update sees.
    const parents = new Map((await foldersOf(tx, userId)).map((row) => [row.id, row.parentId]));
    for (let at: number | null | undefined = parentId; at != null; at = parents.get(at)) {
      if (at === folder.id) throw badRequest(FOLDER_ERRORS.parentIsDescendant);
    }
    const row = await updateFolder(tx, userId, folder.id, { parentId });
    return presentFolder(row);
  });
}

/** Deletes a folder, never what is in it: its subfolders and items move up to its parent, in one transaction. */
export async function deleteFolder(orm: Orm, userId: string, folderPk: number): Promise<DeleteFolderReply> {
  return withUserTree(orm, userId, async (tx) => {
    const folder = await changeableFolder(tx, userId, folderPk);
    const parentId = folder.parentId as number;
    const moved = await deleteFolderMovingUp(tx, userId, { id: folder.id, parentId });
    return { deleted: folder.id, parent: parentId, moved_children: moved };
  });
}

/** The one item of an add/remove body: its type and id. */
function itemOf(body: FolderItemBody): { type: FolderItemType; id: number } {
  for (const [type, key] of Object.entries(FOLDER_ITEM_KEYS)) {
    const ids = body[key];
    if (ids?.[0] !== undefined) return { type: Number(type) as FolderItemType, id: ids[0] };
  }
  throw badRequest(FOLDER_ERRORS.oneItem, { keys: FOLDER_ITEM_KEY_LIST });
}

/** Whether the item exists to be filed: a lesson only when it is the user's own (else 404, like a missing one). */
async function itemExists(orm: Orm, user: FolderUser, type: FolderItemType, id: number): Promise<boolean> {
  if (type === FOLDER_ITEM_TYPES.resource) return (await favoritableResource(orm, id)) !== null;
  if (type === FOLDER_ITEM_TYPES.collection) return publishedCollectionExists(orm, id);
  return (await ownedLessonIds(orm, user.id, [id])).has(id);
}

export async function fileItem(
  orm: Orm,
  user: FolderUser,
  body: FolderItemBody,
  action: 'add' | 'remove',
): Promise<FolderItemReply> {
  const item = itemOf(body);
  checkItemType(user, item.type);
  // Removing needs no check of the item: one that no longer exists can still be taken out of a folder.
  if (action === 'add' && !(await itemExists(orm, user, item.type, item.id))) {
    throw notFound(FOLDER_ERRORS.itemNotFound(item.type, item.id));
  }
  return withUserTree(orm, user.id, async (tx) => {
    await folderOfUser(tx, user.id, body.folder_pk);
    const changed =
      action === 'add'
        ? await insertItem(tx, body.folder_pk, item.type, item.id)
        : await deleteItem(tx, body.folder_pk, item.type, item.id);
    return {
      folder_pk: body.folder_pk,
      item_type: item.type,
      item_id: item.id,
      assigned: action === 'add',
      changed,
    };
  });
}

export async function folderItems(
  orm: Orm,
  userId: string,
  audience: Audience,
  input: { folderPk: number; limit?: number; offset?: number },
): Promise<FolderItemsReply> {
  const folder = await folderOfUser(orm, userId, input.folderPk);
  const criteria = searchCriteria({}, audience);
  // The add-on leaves collections out (collection search's own rule): then the folder lists none.
  const collectionWhere = collectionCriteria({}, audience)?.resourceWhere ?? null;
  const page = { limit: input.limit ?? FOLDER_ITEMS_PAGE_SIZE, offset: input.offset ?? 0 };
  const [resourcePage, collectionPage, typeCounts, lessonIds] = await Promise.all([
    folderResourcePage(orm, folder.id, criteria, page),
    collectionWhere ? folderCollectionPage(orm, folder.id, collectionWhere, page) : { total: 0, rows: [] },
    itemTypeCounts(orm, folder.id),
    folderItemIds(orm, folder.id, FOLDER_ITEM_TYPES.lesson, FOLDER_ITEMS_LIMIT_MAX),
  ]);
  return {
    folder: presentFolder(folder),
    count: resourcePage.total,
    objects: resourcePage.rows.map((row) => ({
      ...presentCard(row.card),
      lo_id: Number(row.resourceId),
      added_at: row.addedAt.toISOString(),
    })),
    collection_count: collectionPage.total,
    collections: collectionPage.rows.map((row) => ({
      ...presentCollectionCard(row),
      collection_id: row.collection_id,
      added_at: row.added_at.toISOString(),
    })),
    item_counts: {
      lesson_ids: typeCounts.get(FOLDER_ITEM_TYPES.lesson) ?? 0,
      lo_ids: typeCounts.get(FOLDER_ITEM_TYPES.resource) ?? 0,
      collection_ids: typeCounts.get(FOLDER_ITEM_TYPES.collection) ?? 0,
    },
    // Lessons deleted since they were filed (or filed before a transfer) are simply not listed.
    lessons: await lessonListItems(orm, userId, lessonIds),
  };
}
