import { useState } from 'react';
import { useNotifications } from '../../app/shell/notifications.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { useAddFavorite, useFavorites, useRemoveFavorite } from './favorites-api.ts';

export interface FavoriteTarget {
  /** The resource's id (lo_id). */
  id: number;
  resource_code: string;
  /** What the resource reply said when it loaded: the user's favorite id, or null. */
  favorite_id: number | null;
}

export const FAVORITE_FAILURES = {
  add: 'We could not add this resource to your favorites. Please try again.',
  remove: 'We could not remove this resource from your favorites. Please try again.',
} as const;

/**
 * Whether a resource is one of the user's favorites, and a toggle that shows the change at once. The
 * favorites list is the truth once it has loaded; before that, the resource reply's favorite_id. A
 * refused change is undone and explained in a notification.
 */
export function useFavoriteToggle(target: FavoriteTarget) {
  const signedIn = getPageConfig().isLoggedIn;
  const list = useFavorites();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { notify } = useNotifications();
  // What the last confirmed change left, for when the list could not be loaded.
  const [confirmed, setConfirmed] = useState<number | null | undefined>(undefined);

  const listed = list.data?.objects.find((favorite) => favorite.lo_id === target.id);
  const knownId = list.data ? (listed?.id ?? null) : confirmed !== undefined ? confirmed : target.favorite_id;
  const pending = add.isPending || remove.isPending;
  const isFavorite = add.isPending ? true : remove.isPending ? false : knownId !== null;

  const toggle = () => {
    if (!signedIn || pending) return;
    if (knownId !== null && knownId > 0) {
      remove.mutate(
        { favoriteId: knownId, resourceId: target.id },
        {
          onSuccess: () => setConfirmed(null),
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.remove, tone: 'error' }),
        },
      );
    } else if (knownId === null) {
      add.mutate(
        { resourceId: target.id, resourceCode: target.resource_code },
        {
          onSuccess: (created) => setConfirmed(created.id),
          onError: () => notify({ title: 'Favorites', message: FAVORITE_FAILURES.add, tone: 'error' }),
        },
      );
    }
  };

  return { signedIn, isFavorite, pending, toggle };
}
