import {
  deleteFolderReplySchema,
  editFolderReplySchema,
  FOLDER_ITEM_KEYS,
  FOLDER_ITEMS_PAGE_SIZE,
  type FolderItemType,
  folderItemReplySchema,
  folderItemsReplySchema,
  folderPaths,
  folderTreeReplySchema,
  getFoldersReplySchema,
  moveFolderReplySchema,
  newFolderReplySchema,
} from '@lantern/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotifications } from '../../app/shell-api.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/**
 * The folder calls (spec 2 §7, packages/shared/src/folders). Every change refreshes all folder queries
 * (tree, picker lists, folder contents): they are small, and one rule cannot miss a case. Failures are
 * non-critical (spec 2 §8): a notification says what went wrong, the page stays as it was.
 */
export const FOLDERS_KEY = ['folders'] as const;

export function folderTreeQueryOptions() {
  return queryOptions({
    queryKey: [...FOLDERS_KEY, 'tree'],
    queryFn: ({ signal }) => apiRequest(folderPaths.folderTree, folderTreeReplySchema, { signal }),
  });
}
export function useFolderTree() {
  return useQuery(folderTreeQueryOptions());
}

export function folderItemsQueryOptions(folderPk: number | null, page: number, student: boolean) {
  const params = new URLSearchParams({
    limit: String(FOLDER_ITEMS_PAGE_SIZE),
    offset: String((page - 1) * FOLDER_ITEMS_PAGE_SIZE),
  });
  if (student) params.set('student', 'true');
  return queryOptions({
    queryKey: [...FOLDERS_KEY, 'items', folderPk, params.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`${folderPaths.folderItems(folderPk ?? 0)}?${params}`, folderItemsReplySchema, { signal }),
    enabled: folderPk !== null,
    placeholderData: keepPreviousData,
  });
}
export function useFolderItems(folderPk: number | null, page: number, student: boolean) {
  return useQuery(folderItemsQueryOptions(folderPk, page, student));
}

/** The folders with whether one item is in each (the Folder assignment picker). */
export function foldersForQueryOptions(type: FolderItemType, id: number | null) {
  return queryOptions({
    queryKey: [...FOLDERS_KEY, 'for', type, id],
    queryFn: ({ signal }) =>
      apiRequest(folderPaths.getFolders(type, id ?? 0), getFoldersReplySchema, { signal }),
    enabled: id !== null,
  });
}
export function useFoldersFor(type: FolderItemType, id: number | null) {
  return useQuery(foldersForQueryOptions(type, id));
}

/** The server's message when it sent one (they are written for people), else a general one. */
export function folderErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.body.message) return error.body.message;
  return 'Your folders could not be changed. Please try again.';
}

/** A folder write: refreshes the folder queries when done, and notifies a failure (non-critical). */
function useFolderWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  return useMutation({
    mutationFn: write,
    onError: (error) => notify({ title: 'Folders', message: folderErrorMessage(error), tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FOLDERS_KEY }),
  });
}

export function useNewFolder() {
  return useFolderWrite(({ name, parent }: { name: string; parent: number | null }) =>
    apiRequest(folderPaths.newFolder, newFolderReplySchema, {
      method: 'POST',
      body: { name, description: '', parent: parent === null ? '' : String(parent) },
    }),
  );
}

export function useRenameFolder() {
  return useFolderWrite(({ folderPk, name }: { folderPk: number; name: string }) =>
    apiRequest(folderPaths.editFolder, editFolderReplySchema, {
      method: 'POST',
      body: { folder_pk: folderPk, name },
    }),
  );
}

export function useMoveFolder() {
  return useFolderWrite(({ folderPk, parent }: { folderPk: number; parent: number }) =>
    apiRequest(folderPaths.moveFolder, moveFolderReplySchema, {
      method: 'POST',
      body: { folder_pk: folderPk, parent },
    }),
  );
}

export function useDeleteFolder() {
  return useFolderWrite(({ folderPk }: { folderPk: number }) =>
    apiRequest(folderPaths.deleteFolder, deleteFolderReplySchema, {
      method: 'POST',
      body: { folder_pk: folderPk },
    }),
  );
}

export interface FolderItemChange {
  folderPk: number;
  type: FolderItemType;
  id: number;
  assigned: boolean;
}

/** Puts an item into a folder (assigned) or takes it out; both are idempotent on the server. */
export function useSetFolderItem() {
  return useFolderWrite(({ folderPk, type, id, assigned }: FolderItemChange) =>
    apiRequest(assigned ? folderPaths.addToFolder : folderPaths.removeFromFolder, folderItemReplySchema, {
      method: 'POST',
      body: { folder_pk: folderPk, [FOLDER_ITEM_KEYS[type]]: [id] },
    }),
  );
}

/** Moves an item from one folder to another: added to the new one first, so it is never in neither. */
export function useMoveFolderItem() {
  return useFolderWrite(
    async ({ from, to, type, id }: { from: number; to: number; type: FolderItemType; id: number }) => {
      const body = (folderPk: number) => ({ folder_pk: folderPk, [FOLDER_ITEM_KEYS[type]]: [id] });
      await apiRequest(folderPaths.addToFolder, folderItemReplySchema, { method: 'POST', body: body(to) });
      return apiRequest(folderPaths.removeFromFolder, folderItemReplySchema, {
        method: 'POST',
        body: body(from),
      });
    },
  );
}
