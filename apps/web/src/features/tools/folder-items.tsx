import {
  FOLDER_ITEM_TYPES,
  FOLDER_ITEMS_PAGE_SIZE,
  type FolderItemsReply,
  type FolderItemType,
} from '@lantern/shared';
import type { ReactNode } from 'react';
import { CardGrid } from '../../components/cards/card-grid.tsx';
import { CollectionCard } from '../../components/cards/collection-card.tsx';
import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { linkInMode } from '../collection/index.ts';
import { Pagination } from '../search/index.ts';
import { AddToFolderButton, CardActions } from './card-actions.tsx';
import { startDrag } from './folder-tree-view.tsx';
import styles from './folders.module.css';

/** One filed item, whatever its type: what Move to… and Remove from folder need. */
export interface FolderEntry {
  type: FolderItemType;
  id: number;
  title: string;
}

interface FolderItemsProps {
  items: { data?: FolderItemsReply; isPending: boolean; isError: boolean };
  folderPk: number;
  label: string;
  page: number;
  params: URLSearchParams;
  student: boolean;
  empty: string;
  onMove: (entry: FolderEntry) => void;
  onRemove: (entry: FolderEntry) => void;
}

/** Move to… and Remove from folder, the same for every item type. */
function EntryButtons({
  entry,
  onMove,
  onRemove,
}: { entry: FolderEntry } & Pick<FolderItemsProps, 'onMove' | 'onRemove'>) {
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={`Move to… ${entry.title}`}
        onClick={() => onMove(entry)}
      >
        Move to…
      </Button>
      <Button
        variant="secondary"
        size="small"
        aria-label={`Remove from folder: ${entry.title}`}
        onClick={() => onRemove(entry)}
      >
        Remove from folder
      </Button>
    </>
  );
}

/** A card that drags onto a folder in the tree (Move to… is the keyboard way). */
function Draggable({
  folderPk,
  entry,
  children,
}: {
  folderPk: number;
  entry: FolderEntry;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer way; Move to… is the keyboard way
    <div
      draggable
      onDragStart={(event) =>
        startDrag(event, { kind: 'item', from: folderPk, type: entry.type, id: entry.id })
      }
      className={styles.draggable}
    >
      {children}
    </div>
  );
}

/**
 * A folder's collections and resources as cards (each list paged alike), each draggable onto a folder, with
 * Move to… and Remove from folder.
 */
export function FolderItems({
  items,
  folderPk,
  label,
  page,
  params,
  student,
  empty,
  onMove,
  onRemove,
}: FolderItemsProps) {
  if (items.isPending) return <p role="status">Loading the folder…</p>;
  if (items.isError || !items.data)
    return (
      <p className={listStates.error} role="alert">
        This folder could not be loaded. Please reload the page to try again.
      </p>
    );
  const { count, objects, collection_count: collectionCount, collections } = items.data;
  if (count === 0 && collectionCount === 0) return <p className={listStates.empty}>{empty}</p>;
  const lastPage = Math.max(1, Math.ceil(Math.max(count, collectionCount) / FOLDER_ITEMS_PAGE_SIZE));
  const buttons = { onMove, onRemove };
  return (
    <>
      {collections.length > 0 && (
        <CardGrid label={`Collections ${label}`}>
          {collections.map((card) => {
            const entry = { type: FOLDER_ITEM_TYPES.collection, id: card.collection_id, title: card.title };
            return (
              <Draggable key={card.collection_id} folderPk={folderPk} entry={entry}>
                <CollectionCard
                  collection={{ ...card, url: linkInMode(card.url, student) }}
                  actions={
                    <>
                      <AddToFolderButton title={card.title} itemId={card.collection_id} type={entry.type} />
                      <EntryButtons entry={entry} {...buttons} />
                    </>
                  }
                />
              </Draggable>
            );
          })}
        </CardGrid>
      )}
      {objects.length > 0 && (
        <CardGrid label={`Resources ${label}`}>
          {objects.map((card) => {
            const entry = { type: FOLDER_ITEM_TYPES.resource, id: card.lo_id, title: card.title };
            return (
              <Draggable key={card.lo_id} folderPk={folderPk} entry={entry}>
                <ResourceCard
                  resource={{ ...card, url: linkInMode(card.url, student) }}
                  actions={
                    <CardActions card={card}>
                      <EntryButtons entry={entry} {...buttons} />
                    </CardActions>
                  }
                />
              </Draggable>
            );
          })}
        </CardGrid>
      )}
      <Pagination
        page={Math.min(page, lastPage)}
        lastPage={lastPage}
        params={params}
        onNavigate={() => undefined}
      />
    </>
  );
}
