import { useState } from 'react';
import { useNotifications } from '../../app/shell-api.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { useAddFavorite, useRemoveFavorite } from './favorites-api.ts';

export interface FavoriteTarget {
  /** The resource's id (lo_id). */
  id: number;
  resource_code: string;
  /** What the resource reply said when it loaded: the user's favorite id, or null. */
  favorite_id: number | null;
}

/** What a visitor's inactive Favorite button says (spec 1 §6). */
export const FAVORITE_SIGN_IN_TIP = 'Sign in to save this resource to your favorites.';

export const FAVORITE_FAILURES = {
  add: 'We could not add this resource to your favorites. Please try again.',
  remove: 'We could not remove this resource from your favorites. Please try again.',
} as const;

/**
 * Whether a resource is one of the user's favorites, and a toggle that shows the change at once. The
 * resource reply's favorite_id says it, then each confirmed change (handed to onSaved, so the caller can
 * keep its copy of the reply right): the whole favorites list is never downloaded for one resource. A
 * refused change is undone and explained in a notification.
 */
export function useFavoriteToggle(target: FavoriteTarget, onSaved?: (favoriteId: number | null) => void) {
  const signedIn = getPageConfig().isLoggedIn;
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { notify } = useNotifications();
  // What the last confirmed change left.
  const [confirmed, setConfirmed] = useState<number | null | undefined>(undefined);
  const knownId = confirmed !== undefined ? confirmed : target.favorite_id;
  const saved = (favoriteId: number | null) => {
    setConfirmed(favoriteId);
    onSaved?.(favoriteId);
  };
  const pending = add.isPending || remove.isPending;
  const isFavorite = add.isPending ? true : remove.isPending ? false : knownId !== null;

  const toggle = () => {
    if (!signedIn || pending) return;
    if (knownId !== null && knownId > 0) {
      remove.mutate(
        { favoriteId: knownId, resourceId: target.id },
        {
          onSuccess: () => saved(null),
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.remove, tone: 'error' }),
        },
      );
    } else if (knownId === null) {
      add.mutate(
        { resourceId: target.id, resourceCode: target.resource_code },
        {
          onSuccess: (created) => saved(created.id),
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.add, tone: 'error' }),
        },
      );
    }
  };

  return { signedIn, isFavorite, pending, toggle };
}
