import { FOLDER_ITEMS_PAGE_SIZE, type FolderItemsReply, type FolderResourceCard } from '@lantern/shared';
import { CardGrid } from '../../components/cards/card-grid.tsx';
import { ResourceCard } from '../../components/cards/resource-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { linkInMode } from '../collection/index.ts';
import { Pagination } from '../search/index.ts';
import { CardActions } from './card-actions.tsx';
import { startDrag } from './folder-tree-view.tsx';
import styles from './folders.module.css';
import toolStyles from './tools.module.css';

interface FolderItemsProps {
  items: { data?: FolderItemsReply; isPending: boolean; isError: boolean };
  folderPk: number;
  label: string;
  page: number;
  params: URLSearchParams;
  student: boolean;
  empty: string;
  onMove: (card: FolderResourceCard) => void;
  onRemove: (card: FolderResourceCard) => void;
}

/** A folder's resources as cards, each draggable onto a folder, with Move to… and Remove from folder. */
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
      <p className={toolStyles.error} role="alert">
        This folder could not be loaded. Please reload the page to try again.
      </p>
    );
  const { count, objects } = items.data;
  if (count === 0) return <p className={toolStyles.empty}>{empty}</p>;
  const lastPage = Math.max(1, Math.ceil(count / FOLDER_ITEMS_PAGE_SIZE));
  return (
    <>
      <CardGrid label={label}>
        {objects.map((card) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer way; Move to… is the keyboard way
          <div
            key={card.lo_id}
            draggable
            onDragStart={(event) => startDrag(event, { kind: 'item', from: folderPk, id: card.lo_id })}
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
                    onClick={() => onMove(card)}
                  >
                    Move to…
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Remove from folder: ${card.title}`}
                    onClick={() => onRemove(card)}
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
  );
}
