import { FOLDER_ITEMS_PAGE_SIZE, type FolderResourceCard, type FolderTreeNode } from '@lantern/shared';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CardGrid } from '../../components/cards/card-grid.tsx';
import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { linkInMode } from '../collection/collection-url.ts';
import { Pagination } from '../search/pagination.tsx';
import { CardActions } from '../tools/card-actions.tsx';
import toolStyles from '../tools/tools.module.css';
import { DeleteDialog, MoveDialog, NameDialog } from './folder-dialogs.tsx';
import { childrenOf, moveTargets, subtreeIds, treeRows } from './folder-tree.ts';
import { type DragPayload, FolderTreeView, startDrag } from './folder-tree-view.tsx';
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

type Dialog =
  | { kind: 'new'; parent: number | null }
  | { kind: 'rename' | 'move' | 'delete'; folder: FolderTreeNode }
  | { kind: 'moveItem'; item: FolderResourceCard }
  | null;

/**
 * /tools/folders/ (issue 16): the folder tree, and the open folder (?folder=pk) with its resources as
 * cards. Folders and resources move by dragging onto a folder, or by the Move to… buttons.
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
  const items = useFolderItems(open?.pk ?? null, page, student);
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
  const doMoveItem = (item: { id: number; title: string }, from: number, to: number) =>
    moveItem.mutate(
      { from, to, id: item.id },
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
      const item = items.data?.objects.find((card) => card.lo_id === payload.id);
      doMoveItem({ id: payload.id, title: item?.title ?? 'The resource' }, payload.from, target);
    }
  };

  const count = items.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / FOLDER_ITEMS_PAGE_SIZE));
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
            <p className={toolStyles.error} role="alert">
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
            <p className={toolStyles.empty}>
              {openPk && tree.data ? 'That folder does not exist any more. ' : ''}
              Open a folder to see what is in it. Use Add to folder on any resource card to file it.
            </p>
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
              {items.isPending ? (
                <p role="status">Loading the folder…</p>
              ) : items.isError ? (
                <p className={toolStyles.error} role="alert">
                  This folder could not be loaded. Please reload the page to try again.
                </p>
              ) : count === 0 ? (
                <p className={toolStyles.empty}>
                  This folder is empty. Use Add to folder on any resource card to file it here.
                </p>
              ) : (
                <>
                  <CardGrid label={`Resources in ${open.name}`}>
                    {items.data.objects.map((card) => (
                      // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer way; Move to… is the keyboard way
                      <div
                        key={card.lo_id}
                        draggable
                        onDragStart={(event) =>
                          startDrag(event, { kind: 'item', from: open.pk, id: card.lo_id })
                        }
                        className={styles.draggable}
                      >
                        <ResourceCard
                          resource={{ ...card, url: linkInMode(card.url, student) }}
                          actions={
                            <CardActions card={card}>
                              <Button
                                variant="secondary"
                                size="small"
                                aria-label={`Move to… ${card.title}`}
                                onClick={() => setDialog({ kind: 'moveItem', item: card })}
                              >
                                Move to…
                              </Button>
                              <Button
                                variant="secondary"
                                size="small"
                                aria-label={`Remove from folder: ${card.title}`}
                                onClick={() =>
                                  setItem.mutate(
                                    { folderPk: open.pk, type: 2, id: card.lo_id, assigned: false },
                                    {
                                      onSuccess: () => setStatus(`Removed ${card.title} from ${open.name}.`),
                                    },
                                  )
                                }
                              >
                                Remove from folder
                              </Button>
                            </CardActions>
                          }
                        />
                      </div>
                    ))}
                  </CardGrid>
                  <Pagination
                    page={Math.min(page, lastPage)}
                    lastPage={lastPage}
                    params={params}
                    onNavigate={() => undefined}
                  />
                </>
              )}
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
      {dialog?.kind === 'moveItem' && open && (
        <MoveDialog
          title={`Move ${dialog.item.title}`}
          targets={treeRows(folders, rootId)
            .filter((row) => row.folder.pk !== open.pk)
            .map((row) => ({ pk: row.folder.pk, label: row.path.join(' / ') }))}
          onClose={close}
          onMove={(to) => {
            close();
            doMoveItem({ id: dialog.item.lo_id, title: dialog.item.title }, open.pk, to);
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
