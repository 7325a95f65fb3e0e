import { z } from 'zod';
import { lessonListItemSchema } from '../lessons/index.ts';
import { searchCardSchema } from '../search/index.ts';

/**
 * Folders (spec 2 "Folder assignment for items", §3 Folder, §7; spec 3 §3): every signed-in user has folders
 * of their own. Another user's folder ids answer 404 exactly like missing ones, so ids cannot be probed.
 *
 * The tree: each user has one root folder (created on first use, never listed in folders[], never renamed,
 * moved or deleted); top-level folders have parent = root.folder_id. Deleting a folder never deletes its
 * items: its subfolders and its items move up to the deleted folder's parent (an item already there stays once),
 * in one transaction (decision 0022). Items moved up to the root are listed by /get_folder_items/{root.folder_id}/.
 *
 * The calls (all outside /api/v2/, like the spec's; writes need the CSRF header as every write does):
 * - GET  /get_folders/{folderItemType}/{id}/   folders[] with `assigned` for that item, and root.folder_id
 * - POST /new_folder/          form data: name, description (may be empty), parent (empty = top level)
 * - POST /add_to_folder/       JSON: folder_pk and one item id in a list under the item key
 * - POST /remove_from_folder/  same shape
 * - POST /edit_folder/         JSON: folder_pk, name and/or description (rename, describe)
 * - POST /move_folder/         JSON: folder_pk, parent (root.folder_id = top level)
 * - POST /delete_folder/       JSON: folder_pk
 * - GET  /get_folder_tree/     the whole tree in one call, with item counts
 * - GET  /get_folder_items/{folder_pk}/?limit&offset   the folder's resources as the standard cards
 */

/** The folder item types ({folderItemType} of /get_folders/) and the key each uses in add/remove bodies. */
export const FOLDER_ITEM_TYPES = { lesson: 1, resource: 2, collection: 3 } as const;
export type FolderItemType = (typeof FOLDER_ITEM_TYPES)[keyof typeof FOLDER_ITEM_TYPES];
/** Type 1 → lesson_ids (spec 3 §3); resources → lo_ids (as favorites' lo_id); collections → collection_ids. */
export const FOLDER_ITEM_KEYS = { 1: 'lesson_ids', 2: 'lo_ids', 3: 'collection_ids' } as const;
export type FolderItemKey = (typeof FOLDER_ITEM_KEYS)[FolderItemType];
export const FOLDER_ITEM_KEY_LIST = ['lesson_ids', 'lo_ids', 'collection_ids'] as const;

export const FOLDER_NAME_MAX_LENGTH = 100;
export const FOLDER_DESCRIPTION_MAX_LENGTH = 1000;
export const FOLDER_ITEMS_PAGE_SIZE = 24;
export const FOLDER_ITEMS_LIMIT_MAX = 100;

/** Database ids are bigint; beyond this a JavaScript number cannot hold them exactly. */
const MAX_ID = Number.MAX_SAFE_INTEGER;
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/** The exact error messages of the folder calls (the client may show them as they are). */
export const FOLDER_ERRORS = {
  nameEmpty: 'Give the folder a name.',
  nameTooLong: `A folder name can be at most ${FOLDER_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `A folder description can be at most ${FOLDER_DESCRIPTION_MAX_LENGTH} characters.`,
  folderPk: 'folder_pk must be the id of one of your folders, a whole number such as 12.',
  parent:
    'parent must be the id of one of your folders, a whole number such as 12 (empty for the top level).',
  itemType: 'The folder item type must be 1 (lesson), 2 (resource) or 3 (collection).',
  itemId: 'The item id must be a whole number such as 1234.',
  oneItem:
    'Send folder_pk and exactly one item: one of lesson_ids, lo_ids or collection_ids holding one id, such as {"folder_pk": 12, "lo_ids": [1234]}.',
  editNothing: 'Send a new name or description (or both) for the folder.',
  parentIsSelf: 'A folder cannot be put inside itself.',
  parentIsDescendant: 'A folder cannot be put inside one of its own subfolders.',
  rootFixed: 'Your top folder cannot be renamed, moved or deleted.',
  studentLessons: 'Students keep resources and collections in folders, not lessons.',
  folderNotFound: (pk: number | string) => `You have no folder with id ${pk}. It may have been deleted.`,
  parentNotFound: (pk: number | string) =>
    `You have no folder with id ${pk} to put this folder in. It may have been deleted.`,
  itemNotFound: (type: FolderItemType, id: number | string) =>
    type === 1
      ? `There is no lesson with id ${id}.`
      : type === 2
        ? `There is no published resource with id ${id}. It may have been removed or may have expired.`
        : `There is no published collection with id ${id}.`,
} as const;

const idNumber = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const idString = (message: string) => z.string({ error: message }).regex(ID_PATTERN, message);

const folderName = z
  .string({ error: FOLDER_ERRORS.nameEmpty })
  .trim()
  .min(1, FOLDER_ERRORS.nameEmpty)
  .max(FOLDER_NAME_MAX_LENGTH, FOLDER_ERRORS.nameTooLong);
const folderDescription = z
  .string({ error: FOLDER_ERRORS.descriptionTooLong })
  .trim()
  .max(FOLDER_DESCRIPTION_MAX_LENGTH, FOLDER_ERRORS.descriptionTooLong);

/** A folder as the calls answer it. parent is root.folder_id for a top-level folder, and 0 for the root itself. */
export const folderNodeSchema = z.object({
  pk: z.number().int(),
  name: z.string(),
  description: z.string(),
  parent: z.number().int(),
});
export type FolderNode = z.infer<typeof folderNodeSchema>;

export const folderRootSchema = z.object({ folder_id: z.number().int() });

// GET /get_folders/{folderItemType}/{id}/
export const getFoldersParamsSchema = z.object({
  folderItemType: z.enum(['1', '2', '3'], { error: FOLDER_ERRORS.itemType }),
  id: idString(FOLDER_ERRORS.itemId),
});
/** assigned: whether item {id} of {folderItemType} is in the folder. */
export const folderWithAssignedSchema = folderNodeSchema.extend({ assigned: z.boolean() });
export type FolderWithAssigned = z.infer<typeof folderWithAssignedSchema>;
/** Every folder of the caller except the root, by name; an unknown item simply has assigned = false everywhere. */
export const getFoldersReplySchema = z.object({
  folders: z.array(folderWithAssignedSchema),
  root: folderRootSchema,
});
export type GetFoldersReply = z.infer<typeof getFoldersReplySchema>;

// POST /new_folder/ (application/x-www-form-urlencoded, or JSON with the same fields as strings)
export const newFolderBodySchema = z.object({
  name: folderName,
  description: folderDescription.optional().default(''),
  /** Empty or missing: a top-level folder (under the root). */
  parent: z
    .union([z.literal(''), idString(FOLDER_ERRORS.parent)], { error: FOLDER_ERRORS.parent })
    .optional(),
});
export type NewFolderBody = z.input<typeof newFolderBodySchema>;
/** The name dialog's one field (create and rename): the same rule as both calls' `name`. */
export const folderNameFormSchema = newFolderBodySchema.pick({ name: true });
export type FolderNameForm = z.input<typeof folderNameFormSchema>;
/** 201 with the new folder. */
export const newFolderReplySchema = folderNodeSchema;

// POST /add_to_folder/ and POST /remove_from_folder/
const oneItem = z
  .array(idNumber(FOLDER_ERRORS.itemId), { error: FOLDER_ERRORS.oneItem })
  .length(1, FOLDER_ERRORS.oneItem);
export const folderItemBodySchema = z
  .object({
    folder_pk: idNumber(FOLDER_ERRORS.folderPk),
    lesson_ids: oneItem.optional(),
    lo_ids: oneItem.optional(),
    collection_ids: oneItem.optional(),
  })
  .refine((body) => FOLDER_ITEM_KEY_LIST.filter((key) => body[key] !== undefined).length === 1, {
    message: FOLDER_ERRORS.oneItem,
  });
export type FolderItemBody = z.infer<typeof folderItemBodySchema>;
/**
 * 200 either way: adding an item already in the folder, or removing one that is not, changes nothing
 * (changed = false). assigned is whether the item is in the folder now.
 */
export const folderItemReplySchema = z.object({
  folder_pk: z.number().int(),
  item_type: z.number().int(),
  item_id: z.number().int(),
  assigned: z.boolean(),
  changed: z.boolean(),
});
export type FolderItemReply = z.infer<typeof folderItemReplySchema>;

// POST /edit_folder/
export const editFolderBodySchema = z
  .object({
    folder_pk: idNumber(FOLDER_ERRORS.folderPk),
    name: folderName.optional(),
    description: folderDescription.optional(),
  })
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    message: FOLDER_ERRORS.editNothing,
  });
export type EditFolderBody = z.input<typeof editFolderBodySchema>;
export const editFolderReplySchema = folderNodeSchema;

// POST /move_folder/
export const moveFolderBodySchema = z.object({
  folder_pk: idNumber(FOLDER_ERRORS.folderPk),
  /** root.folder_id moves the folder to the top level. */
  parent: idNumber(FOLDER_ERRORS.parent),
});
export type MoveFolderBody = z.infer<typeof moveFolderBodySchema>;
export const moveFolderReplySchema = folderNodeSchema;

// POST /delete_folder/
export const deleteFolderBodySchema = z.object({ folder_pk: idNumber(FOLDER_ERRORS.folderPk) });
export type DeleteFolderBody = z.infer<typeof deleteFolderBodySchema>;
/** The folder is gone; its subfolders (moved_children of them) and its items now sit in parent. */
export const deleteFolderReplySchema = z.object({
  deleted: z.number().int(),
  parent: z.number().int(),
  moved_children: z.number().int(),
});
export type DeleteFolderReply = z.infer<typeof deleteFolderReplySchema>;

// GET /get_folder_tree/
/** item_count: every item in the folder itself (not its subfolders), of all types. */
export const folderTreeNodeSchema = folderNodeSchema.extend({ item_count: z.number().int() });
export type FolderTreeNode = z.infer<typeof folderTreeNodeSchema>;
/** The whole tree, flat: build it from parent (root.folder_id at the top). Siblings come by name. */
export const folderTreeReplySchema = z.object({
  folders: z.array(folderTreeNodeSchema),
  root: folderRootSchema,
});
export type FolderTreeReply = z.infer<typeof folderTreeReplySchema>;

// GET /get_folder_items/{folder_pk}/?limit=&offset=
export const folderItemsParamsSchema = z.object({ folder_pk: idString(FOLDER_ERRORS.folderPk) });
export const folderItemsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FOLDER_ITEMS_LIMIT_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  student: z.enum(['true', 'false']).optional(),
});
/** A resource card (the search card, whose lo_id removes it or files it elsewhere) and when it was filed. */
export const folderResourceCardSchema = searchCardSchema.extend({
  added_at: z.string(),
});
export type FolderResourceCard = z.infer<typeof folderResourceCardSchema>;
/**
 * The folder's resources (item type 2) newest first, as cards, count = how many of them the caller may see
 * (students: student content only). item_counts counts every type as stored.
 */
export const folderItemsReplySchema = z.object({
  folder: folderNodeSchema,
  count: z.number().int(),
  objects: z.array(folderResourceCardSchema),
  item_counts: z.object({
    lesson_ids: z.number().int(),
    lo_ids: z.number().int(),
    collection_ids: z.number().int(),
  }),
  /**
   * The folder's lessons (item type 1) that are still the caller's, newest filed first, at most
   * FOLDER_ITEMS_LIMIT_MAX, not paged (limit/offset page the resources); students have none.
   */
  lessons: z.array(lessonListItemSchema).optional(),
});
export type FolderItemsReply = z.infer<typeof folderItemsReplySchema>;

export const folderPaths = {
  getFolders: (type: FolderItemType, id: number) => `/get_folders/${type}/${id}/`,
  newFolder: '/new_folder/',
  addToFolder: '/add_to_folder/',
  removeFromFolder: '/remove_from_folder/',
  editFolder: '/edit_folder/',
  moveFolder: '/move_folder/',
  deleteFolder: '/delete_folder/',
  folderTree: '/get_folder_tree/',
  folderItems: (folderPk: number) => `/get_folder_items/${folderPk}/`,
} as const;
