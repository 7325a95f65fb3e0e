import { FOLDER_ITEM_TYPES, type FolderItemType } from '@lantern/shared';
import { useState } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { NewFolderForm } from './folder-dialogs.tsx';
import { treeRows } from './folder-tree.ts';
import styles from './folders.module.css';
import { useFoldersFor, useNewFolder, useSetFolderItem } from './folders-api.ts';

interface FolderPickerProps {
  title: string;
  itemId: number | null;
  type?: FolderItemType;
  onClose: () => void;
}

/**
 * The Folder assignment dialog (spec 2 "Folder assignment for items"): every folder with a checkbox
 * showing whether the item is in it; ticking files the item, unticking takes it out. A new folder can
 * be made inline, and the item goes into it at once.
 */
export function FolderPicker({
  title,
  itemId,
  type = FOLDER_ITEM_TYPES.resource,
  onClose,
}: FolderPickerProps) {
  const folders = useFoldersFor(type, itemId);
  const setItem = useSetFolderItem();
  const newFolder = useNewFolder();
  const [status, setStatus] = useState('');

  const create = (name: string, created: () => void) =>
    newFolder.mutate(
      { name, parent: null },
      {
        onSuccess: (folder) => {
          created();
          if (itemId === null) return;
          setItem.mutate(
            { folderPk: folder.pk, type, id: itemId, assigned: true },
            { onSuccess: () => setStatus(`Made the folder ${folder.name} and added this to it.`) },
          );
        },
      },
    );

  const rows = folders.data ? treeRows(folders.data.folders, folders.data.root.folder_id) : [];
  return (
    <Modal title="Add to folder" isOpen onClose={onClose} size="medium">
      <p className={styles.pickerItem}>{title}</p>
      {itemId === null || folders.isPending ? (
        <p role="status">Loading your folders…</p>
      ) : folders.isError ? (
        <p role="alert">Your folders could not be loaded. Please close this and try again.</p>
      ) : rows.length === 0 ? (
        <p>You have no folders yet. Make the first one below.</p>
      ) : (
        <fieldset className={styles.pickerList} aria-busy={setItem.isPending || undefined}>
          <legend className="visually-hidden">Folders holding {title}</legend>
          {rows.map(({ folder, depth, path }) => (
            <label
              key={folder.pk}
              className={styles.pickerRow}
              style={{ paddingInlineStart: `${depth * 1.25}rem` }}
            >
              <input
                type="checkbox"
                checked={folder.assigned}
                aria-label={path.join(' / ')}
                onChange={(event) => {
                  // Not disabled while a change is sent: that would drop keyboard focus out of the dialog.
                  if (setItem.isPending) return;
                  const assigned = event.target.checked;
                  setItem.mutate(
                    { folderPk: folder.pk, type, id: itemId, assigned },
                    {
                      onSuccess: () =>
                        setStatus(assigned ? `Added to ${folder.name}.` : `Removed from ${folder.name}.`),
                    },
                  );
                }}
              />
              <span aria-hidden="true">{folder.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className={styles.pickerStatus}>
        {status}
      </p>
      <NewFolderForm pending={newFolder.isPending} onCreate={create} />
    </Modal>
  );
}
