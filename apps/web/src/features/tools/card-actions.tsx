import { FOLDER_ITEM_TYPES, type FolderItemType } from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNotifications } from '../../app/shell-api.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import {
  FAVORITE_FAILURES,
  FAVORITE_SIGN_IN_TIP,
  fetchFavoriteOf,
  useAddFavorite,
  useFavoriteOf,
  useRemoveFavorite,
} from '../favorites/index.ts';
import { HeartIcon } from '../resource/index.ts';
import { FAVORITE_CARDS_KEY } from './library-api.ts';

const FolderPicker = lazy(() => import('./folder-picker.tsx').then((m) => ({ default: m.FolderPicker })));

export interface CardTarget {
  resource_code: string;
  title: string;
  /** The resource id, which the favorite and folder calls take: every card reply carries it. */
  lo_id: number;
}

/**
 * When a card asks whether its resource is a favorite: as it renders ('render': the cards on screen share one
 * lookup), or only once the user comes near its Favorite button ('interaction': pointer over it, focus on it, a
 * click), for pages that promise no request before the user acts (the resource page, decision 0021).
 */
export type FavoriteLookup = 'render' | 'interaction';

/** Favorite on a card: the per-resource lookup (GET /api/v2/favorites/?lo_ids=…) is the truth. */
function useCardFavorite(card: CardTarget, lookup: FavoriteLookup) {
  const queryClient = useQueryClient();
  const [near, setNear] = useState(lookup === 'render');
  const known = useFavoriteOf(card.lo_id, near);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { notify } = useNotifications();
  const busy = add.isPending || remove.isPending;
  // undefined: not known yet (the button is then no toggle: it claims no state it has not read).
  const read = known.data === undefined ? undefined : known.data !== null;
  const isFavorite = add.isPending ? true : remove.isPending ? false : read;
  const refreshCards = () => queryClient.invalidateQueries({ queryKey: FAVORITE_CARDS_KEY });

  const toggle = async () => {
    if (busy) return;
    setNear(true);
    let favoriteId: number | null;
    try {
      favoriteId = known.data !== undefined ? known.data : await fetchFavoriteOf(queryClient, card.lo_id);
    } catch {
      notify({ title: 'Favorites', message: FAVORITE_FAILURES.add, tone: 'error' });
      return;
    }
    if (favoriteId !== null && favoriteId > 0) {
      remove.mutate(
        { favoriteId, resourceId: card.lo_id },
        {
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.remove, tone: 'error' }),
          onSettled: refreshCards,
        },
      );
    } else if (favoriteId === null) {
      add.mutate(
        { resourceId: card.lo_id, resourceCode: card.resource_code },
        {
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.add, tone: 'error' }),
          onSettled: refreshCards,
        },
      );
    }
  };
  return { isFavorite, busy, toggle, comeNear: () => setNear(true) };
}

function CardFavoriteButton({ card, lookup }: { card: CardTarget; lookup: FavoriteLookup }) {
  const favorite = useCardFavorite(card, lookup);
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={`Favorite: ${card.title}`}
      aria-pressed={favorite.isFavorite}
      aria-busy={favorite.busy || undefined}
      onClick={() => void favorite.toggle()}
      onPointerEnter={favorite.comeNear}
      onFocus={favorite.comeNear}
    >
      <HeartIcon filled={favorite.isFavorite === true} />
      Favorite
    </Button>
  );
}

/** Add to folder: opens the Folder assignment picker for one item (a resource unless type says otherwise). */
export function AddToFolderButton({
  title,
  itemId,
  type = FOLDER_ITEM_TYPES.resource,
  className,
  icon,
}: {
  title: string;
  itemId: number;
  type?: FolderItemType;
  className?: string;
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={className ?? buttonClass('secondary', 'small')}
        aria-label={`Add to folder: ${title}`}
        onClick={() => setOpen(true)}
      >
        {icon}
        Add to folder
      </button>
      {open && (
        <Suspense fallback={null}>
          <FolderPicker title={title} itemId={itemId} type={type} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The buttons under a resource card: Favorite and Add to folder for signed-in users; visitors get
 * the Favorite button, inactive, with the sign-in tooltip (spec 1 §6, spec 2 Favorites).
 */
export function CardActions({
  card,
  favorite = true,
  lookup = 'render',
  children,
}: {
  card: CardTarget;
  favorite?: boolean;
  lookup?: FavoriteLookup;
  children?: ReactNode;
}) {
  const { isLoggedIn } = usePageConfig();
  const { addOn } = useExperienceMode();
  // The add-on hides favorites and folders (spec 1 §2.7): its search is for attaching, not keeping.
  if (addOn) return null;
  if (!isLoggedIn) {
    return (
      <Tooltip text={FAVORITE_SIGN_IN_TIP}>
        <Button variant="secondary" size="small" aria-disabled="true" aria-label={`Favorite: ${card.title}`}>
          <HeartIcon />
          Favorite
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      {favorite && <CardFavoriteButton card={card} lookup={lookup} />}
      <AddToFolderButton title={card.title} itemId={card.lo_id} />
      {children}
    </>
  );
}
