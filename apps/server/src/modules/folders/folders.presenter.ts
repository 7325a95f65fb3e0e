import type { FolderNode } from '@lantern/shared';
import type { FolderRow } from './folders.repo.ts';

/**
 * A folder as the calls answer it; every field is listed, so no column leaks. A top-level folder's parent is the
 * root's id (root.folder_id); the root itself, which has no parent, says 0.
 */
export function presentFolder(row: FolderRow): FolderNode {
  return {
    pk: Number(row.id),
    name: row.name,
    description: row.description,
    parent: row.parentId === null ? 0 : Number(row.parentId),
  };
}
