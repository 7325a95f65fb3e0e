import { FOLDER_ITEM_TYPES, type FolderTreeNode } from '@lantern/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { DeleteDialog, MoveDialog, NameDialog } from './folder-dialogs.tsx';
import { type FolderEntry, FolderItems } from './folder-items.tsx';
import { childrenOf, moveTargets, subtreeIds, treeRows } from './folder-tree.ts';
import { type DragPayload, FolderTreeView } from './folder-tree-view.tsx';
import styles from './folders.module.css';
import {
  useDeleteFolder,
  useFolderItems,
  useFolderTree,
  useMoveFolder,
  useMoveFolderItem,
  useNewFolder,
  useRenameFolder,
  useSetFolderItem,
} from './folders-api.ts';
import toolStyles from './tools.module.css';

type Dialog =
  | { kind: 'new'; parent: number | null }
  | { kind: 'rename' | 'move' | 'delete'; folder: FolderTreeNode }
  | { kind: 'moveItem'; item: FolderEntry; from: number }
  | null;

/**
 * /tools/folders/ (issue 16): the folder tree, and the open folder (?folder=pk) with its collections and
 * resources as cards. Folders and items move by dragging onto a folder, or by the Move to… buttons.
 */
export function FoldersPage() {
  useDocumentTitle(pageTitle('Folders'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const { student } = useExperienceMode();
  const params = new URLSearchParams(search);
  const tree = useFolderTree();
  const folders = tree.data?.folders ?? [];
  const rootId = tree.data?.root.folder_id ?? 0;
  const openPk = Number(params.get('folder')) || null;
  const open = folders.find((folder) => folder.pk === openPk) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // With no folder open, the top level's own resources (those of deleted top-level folders).
  const items = useFolderItems(open?.pk ?? (tree.data ? rootId : null), page, student);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState('');
  const newFolder = useNewFolder();
  const rename = useRenameFolder();
  const moveFolder = useMoveFolder();
  const deleteFolder = useDeleteFolder();
  const setItem = useSetFolderItem();
  const moveItem = useMoveFolderItem();
  const close = () => setDialog(null);
  const openFolder = (pk: number | null) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (pk === null) next.delete('folder');
    else next.set('folder', String(pk));
    navigate({ search: `?${next}` });
  };
  const nameOf = (pk: number) =>
    pk === rootId ? 'the top level' : (folders.find((f) => f.pk === pk)?.name ?? '');

  const doMoveFolder = (folder: FolderTreeNode, parent: number) =>
    moveFolder.mutate(
      { folderPk: folder.pk, parent },
      { onSuccess: () => setStatus(`Moved ${folder.name} to ${nameOf(parent)}.`) },
    );
  const doMoveItem = (item: FolderEntry, from: number, to: number) =>
    moveItem.mutate(
      { from, to, type: item.type, id: item.id },
      { onSuccess: () => setStatus(`Moved ${item.title} to ${nameOf(to)}.`) },
    );

  const onDrop = (payload: DragPayload, target: number) => {
    if (payload.kind === 'folder') {
      const folder = folders.find((f) => f.pk === payload.pk);
      if (!folder || folder.parent === target) return;
      if (subtreeIds(folders, folder.pk).has(target))
        return setStatus('A folder cannot be put inside itself or one of its subfolders.');
      doMoveFolder(folder, target);
    } else if (target !== rootId && target !== payload.from) {
      const { data } = items;
      const title =
        payload.type === FOLDER_ITEM_TYPES.resource
          ? data?.objects.find((card) => card.lo_id === payload.id)?.title
          : data?.collections.find((card) => card.collection_id === payload.id)?.title;
      doMoveItem({ type: payload.type, id: payload.id, title: title ?? 'The item' }, payload.from, target);
    }
  };

  const removeItem = (entry: FolderEntry, folderPk: number) =>
    setItem.mutate(
      { folderPk, type: entry.type, id: entry.id, assigned: false },
      { onSuccess: () => setStatus(`Removed ${entry.title} from ${nameOf(folderPk)}.`) },
    );
  return (
    <section aria-labelledby="folders-title">
      <h1 id="folders-title" className={toolStyles.pageTitle}>
        Folders
      </h1>
      <p role="status" className={toolStyles.statusLine}>
        {status}
      </p>
      <div className={styles.layout}>
        <div className={styles.treePanel}>
          <Button size="small" onClick={() => setDialog({ kind: 'new', parent: null })}>
            New folder
          </Button>
          {tree.isPending ? (
            <p role="status">Loading your folders…</p>
          ) : tree.isError ? (
            <p className={listStates.error} role="alert">
              Your folders could not be loaded. Please reload the page to try again.
            </p>
          ) : folders.length === 0 ? (
            <p>You have no folders yet. Make one to start filing resources.</p>
          ) : (
            <FolderTreeView folders={folders} rootId={rootId} openPk={open?.pk ?? null} onDrop={onDrop} />
          )}
        </div>
        <div className={styles.folderPanel}>
          {!open ? (
            <>
              <p className={listStates.empty}>
                {openPk && tree.data ? 'That folder does not exist any more. ' : ''}
                Open a folder to see what is in it. Use Add to folder on any resource card to file it.
              </p>
              {/* Items of deleted top-level folders move up to the top level (decision 0022). */}
              {(items.data?.count ?? 0) + (items.data?.collection_count ?? 0) > 0 && (
                <section aria-labelledby="top-level-items">
                  <h2 id="top-level-items">At the top level</h2>
                  <FolderItems
                    items={items}
                    folderPk={rootId}
                    label="at the top level"
                    page={page}
                    params={params}
                    student={student}
                    empty=""
                    onMove={(item) => setDialog({ kind: 'moveItem', item, from: rootId })}
                    onRemove={(card) => removeItem(card, rootId)}
                  />
                </section>
              )}
            </>
          ) : (
            <section aria-labelledby="open-folder">
              <h2 id="open-folder">
                {treeRows(folders, rootId)
                  .find((row) => row.folder.pk === open.pk)
                  ?.path.join(' / ')}
              </h2>
              <div className={styles.folderActions}>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setDialog({ kind: 'new', parent: open.pk })}
                >
                  New subfolder
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setDialog({ kind: 'rename', folder: open })}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setDialog({ kind: 'move', folder: open })}
                >
                  Move to…
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setDialog({ kind: 'delete', folder: open })}
                >
                  Delete
                </Button>
              </div>
              <FolderItems
                items={items}
                folderPk={open.pk}
                label={`in ${open.name}`}
                page={page}
                params={params}
                student={student}
                empty="This folder is empty. Use Add to folder on any resource card or collection page to file it here."
                onMove={(item) => setDialog({ kind: 'moveItem', item, from: open.pk })}
                onRemove={(card) => removeItem(card, open.pk)}
              />
            </section>
          )}
        </div>
      </div>
      {dialog?.kind === 'new' && (
        <NameDialog
          title={dialog.parent === null ? 'New folder' : `New folder in ${nameOf(dialog.parent)}`}
          submitLabel="Create folder"
          onClose={close}
          onSubmit={(name) =>
            newFolder.mutate(
              { name, parent: dialog.parent },
              {
                onSuccess: (created) => {
                  close();
                  setStatus(`Made the folder ${created.name}.`);
                  openFolder(created.pk);
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={`Rename ${dialog.folder.name}`}
          submitLabel="Rename"
          initial={dialog.folder.name}
          onClose={close}
          onSubmit={(name) =>
            rename.mutate(
              { folderPk: dialog.folder.pk, name },
              {
                onSuccess: (renamed) => {
                  close();
                  setStatus(`Renamed the folder to ${renamed.name}.`);
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          title={`Move ${dialog.folder.name}`}
          targets={moveTargets(folders, rootId, dialog.folder.pk)}
          onClose={close}
          onMove={(parent) => {
            close();
            doMoveFolder(dialog.folder, parent);
          }}
        />
      )}
      {dialog?.kind === 'moveItem' && (
        <MoveDialog
          title={`Move ${dialog.item.title}`}
          targets={treeRows(folders, rootId)
            .filter((row) => row.folder.pk !== dialog.from)
            .map((row) => ({ pk: row.folder.pk, label: row.path.join(' / ') }))}
          onClose={close}
          onMove={(to) => {
            close();
            doMoveItem(dialog.item, dialog.from, to);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          name={dialog.folder.name}
          subfolders={childrenOf(folders, dialog.folder.pk).length}
          onClose={close}
          onDelete={() => {
            const { folder } = dialog;
            close();
            deleteFolder.mutate(
              { folderPk: folder.pk },
              {
                onSuccess: () => {
                  setStatus(`Deleted the folder ${folder.name}.`);
                  openFolder(null);
                },
              },
            );
          }}
        />
      )}
    </section>
  );
}
