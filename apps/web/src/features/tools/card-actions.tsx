import type { FolderItemType } from '@lantern/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNotifications } from '../../app/shell/notifications.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import {
  FAVORITE_FAILURES,
  FAVORITE_SIGN_IN_TIP,
  useAddFavorite,
  useFavorites,
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

/** Favorite on a card: the favorites list (by code) is the truth. */
function useCardFavorite(card: CardTarget) {
  const queryClient = useQueryClient();
  const list = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { notify } = useNotifications();
  const listed = list.data?.objects.find((favorite) => favorite.resource_code === card.resource_code);
  const isFavorite = add.isPending ? true : remove.isPending ? false : listed !== undefined;
  const refreshCards = () => queryClient.invalidateQueries({ queryKey: FAVORITE_CARDS_KEY });

  const toggle = () => {
    if (add.isPending || remove.isPending) return;
    if (listed && listed.id > 0) {
      remove.mutate(
        { favoriteId: listed.id, resourceId: listed.lo_id },
        {
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.remove, tone: 'error' }),
          onSettled: refreshCards,
        },
      );
      return;
    }
    add.mutate(
      { resourceId: card.lo_id, resourceCode: card.resource_code },
      {
        onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.add, tone: 'error' }),
        onSettled: refreshCards,
      },
    );
  };
  return { isFavorite, busy: add.isPending || remove.isPending, toggle };
}

function CardFavoriteButton({ card }: { card: CardTarget }) {
  const favorite = useCardFavorite(card);
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={`Favorite: ${card.title}`}
      aria-pressed={favorite.isFavorite}
      aria-busy={favorite.busy || undefined}
      onClick={favorite.toggle}
    >
      <HeartIcon filled={favorite.isFavorite} />
      Favorite
    </Button>
  );
}

/**
 * Add to folder: opens the Folder assignment picker for the card's resource, or for another item type
 * (a lesson: type 1, its id as lo_id) — the picker stays a lazy chunk either way.
 */
export function AddToFolderButton({
  card,
  className,
  icon,
  type,
}: {
  card: CardTarget;
  className?: string;
  icon?: ReactNode;
  type?: FolderItemType;
}) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={className ?? buttonClass('secondary', 'small')}
        aria-label={`Add to folder: ${card.title}`}
        onClick={() => setOpen(true)}
      >
        {icon}
        Add to folder
      </button>
      {open && (
        <Suspense fallback={null}>
          <FolderPicker title={card.title} itemId={card.lo_id} type={type} onClose={() => setOpen(false)} />
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
  children,
}: {
  card: CardTarget;
  favorite?: boolean;
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
      {favorite && <CardFavoriteButton card={card} />}
      <AddToFolderButton card={card} />
      {children}
    </>
  );
}
