import type { FolderNode } from '@lantern/shared';

/**
 * The folder tree from the flat lists the folder calls answer (parent = root.folder_id at the top).
 * Pure, so it is unit-tested.
 */

export interface TreeRow<T extends FolderNode> {
  folder: T;
  depth: number;
  /** Names from the top level down to this folder, for labels such as 'Science / Cells'. */
  path: string[];
}

/** Depth-first rows in the server's sibling order (by name); folders whose parent is missing are left out. */
export function treeRows<T extends FolderNode>(folders: readonly T[], rootId: number): TreeRow<T>[] {
  const children = new Map<number, T[]>();
  for (const folder of folders) {
    const list = children.get(folder.parent) ?? [];
    list.push(folder);
    children.set(folder.parent, list);
  }
  const rows: TreeRow<T>[] = [];
  const visit = (parent: number, depth: number, path: string[], seen: Set<number>) => {
    for (const folder of children.get(parent) ?? []) {
      if (seen.has(folder.pk)) continue; // a cycle cannot come from the server; never loop on one
      const own = [...path, folder.name];
      rows.push({ folder, depth, path: own });
      visit(folder.pk, depth + 1, own, new Set([...seen, folder.pk]));
    }
  };
  visit(rootId, 0, [], new Set());
  return rows;
}

/** The children of a folder, in order. */
export function childrenOf<T extends FolderNode>(folders: readonly T[], parent: number): T[] {
  return folders.filter((folder) => folder.parent === parent);
}

/** The folder and everything below it: where it may not be moved to. */
export function subtreeIds(folders: readonly FolderNode[], pk: number): Set<number> {
  const ids = new Set([pk]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (ids.has(folder.parent) && !ids.has(folder.pk)) {
        ids.add(folder.pk);
        grew = true;
      }
    }
  }
  return ids;
}

/** Where a folder can be moved: the top level and every folder outside its own subtree, except its parent. */
export function moveTargets<T extends FolderNode>(
  folders: readonly T[],
  rootId: number,
  pk: number,
): { pk: number; label: string }[] {
  const current = folders.find((folder) => folder.pk === pk);
  const blocked = subtreeIds(folders, pk);
  const targets = treeRows(folders, rootId)
    .filter((row) => !blocked.has(row.folder.pk))
    .map((row) => ({ pk: row.folder.pk, label: row.path.join(' / ') }));
  return [{ pk: rootId, label: 'Top level' }, ...targets].filter((target) => target.pk !== current?.parent);
}
