import { useQueryClient } from '@tanstack/react-query';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { FAVORITE_SIGN_IN_TIP, type FavoriteTarget, useFavoriteToggle } from '../../favorites/index.ts';
import { setCachedFavoriteId } from '../resource-queries.ts';
import { HeartIcon } from './action-icons.tsx';
import styles from './resource-actions.module.css';

/**
 * The favorites toggle (a pressed/not pressed button). Visitors get the same button, focusable but
 * inactive, whose tooltip tells them to sign in (spec 2 Favorites).
 */
export function FavoriteButton({ resource }: { resource: FavoriteTarget }) {
  const queryClient = useQueryClient();
  const favorite = useFavoriteToggle(resource, (favoriteId) =>
    setCachedFavoriteId(queryClient, resource.resource_code, favoriteId),
  );

  if (!favorite.signedIn) {
    return (
      <Tooltip text={FAVORITE_SIGN_IN_TIP}>
        <button type="button" className={styles.action} aria-disabled="true">
          <HeartIcon />
          Favorite
        </button>
      </Tooltip>
    );
  }

  return (
    <button
      type="button"
      className={`${styles.action} ${favorite.isFavorite ? styles.actionOn : ''}`}
      aria-pressed={favorite.isFavorite}
      aria-busy={favorite.pending || undefined}
      onClick={favorite.toggle}
    >
      <HeartIcon filled={favorite.isFavorite} />
      Favorite
    </button>
  );
}
