import type { FolderItemType, FolderTreeNode } from '@lantern/shared';
import { type DragEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { childrenOf } from './folder-tree.ts';
import styles from './folders.module.css';

/** What is being dragged: a folder (to move it) or an item (resource, collection) of the open folder (to move it elsewhere). */
export type DragPayload =
  | { kind: 'folder'; pk: number }
  | { kind: 'item'; from: number; type: FolderItemType; id: number };

const DRAG_TYPE = 'application/x-lantern-folders';

export function startDrag(event: DragEvent, payload: DragPayload) {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(payload));
  event.dataTransfer.effectAllowed = 'move';
}

function readDrag(event: DragEvent): DragPayload | null {
  try {
    return JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as DragPayload;
  } catch {
    return null;
  }
}

interface TreeProps {
  folders: readonly FolderTreeNode[];
  rootId: number;
  openPk: number | null;
  /** A drop onto a folder (or the top level, rootId); the page decides whether it is allowed. */
  onDrop: (payload: DragPayload, target: number) => void;
}

/** A folder link in the tree, and a drop target for dragging (the Move to… buttons do the same by keyboard). */
function FolderRow({
  folder,
  openPk,
  onDrop,
}: { folder: FolderTreeNode } & Omit<TreeProps, 'folders' | 'rootId'>) {
  const { search } = useLocation();
  const [over, setOver] = useState(false);
  const params = new URLSearchParams(search);
  params.delete('page');
  params.set('folder', String(folder.pk));
  return (
    <Link
      to={{ search: `?${params}` }}
      className={`${styles.treeLink} ${over ? styles.dropOver : ''}`}
      aria-current={folder.pk === openPk ? 'page' : undefined}
      draggable
      onDragStart={(event) => startDrag(event, { kind: 'folder', pk: folder.pk })}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const payload = readDrag(event);
        if (payload) onDrop(payload, folder.pk);
      }}
    >
      <span>{folder.name}</span>
      <span className={styles.count}>
        {folder.item_count}
        <span className="visually-hidden"> {folder.item_count === 1 ? 'item' : 'items'}</span>
      </span>
    </Link>
  );
}

function Branch({
  folders,
  parent,
  openPk,
  onDrop,
}: { folders: readonly FolderTreeNode[]; parent: number } & Omit<TreeProps, 'folders' | 'rootId'>) {
  const children = childrenOf(folders, parent);
  if (children.length === 0) return null;
  return (
    <ul className={styles.tree}>
      {children.map((folder) => (
        <li key={folder.pk}>
          <FolderRow folder={folder} openPk={openPk} onDrop={onDrop} />
          <Branch folders={folders} parent={folder.pk} openPk={openPk} onDrop={onDrop} />
        </li>
      ))}
    </ul>
  );
}

/** The nested folder tree, with a Top level drop zone for dragging a folder out to the top. */
export function FolderTreeView({ folders, rootId, openPk, onDrop }: TreeProps) {
  const [over, setOver] = useState(false);
  return (
    <nav aria-label="Folders" className={styles.treeNav}>
      <Branch folders={folders} parent={rootId} openPk={openPk} onDrop={onDrop} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for pointer users; Move to… is the keyboard way */}
      <div
        className={`${styles.topDrop} ${over ? styles.dropOver : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const payload = readDrag(event);
          if (payload) onDrop(payload, rootId);
        }}
      >
        Drop a folder here to move it to the top level
      </div>
    </nav>
  );
}
