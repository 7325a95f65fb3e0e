import type { Favorite, FavoritesReply } from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  addFavorite,
  deleteOwnFavorite,
  type FavoriteRow,
  favoritableResource,
  favoritesOf,
} from './favorites.repo.ts';

/** Favorites of one signed-in user (spec 2 Favorites): list, add (idempotent), remove. */

function presentFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    lo_id: row.resourceId,
    resource_code: row.resourceCode,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every favorite of the user, or (resourceIds) only those of these resources: what a page of cards asks. */
export async function listFavorites(
  orm: Orm,
  userId: string,
  resourceIds?: number[],
): Promise<FavoritesReply> {
  const rows = await favoritesOf(orm, userId, resourceIds);
  return { objects: rows.map(presentFavorite) };
}

/** Favoriting a resource twice answers the same favorite; a missing or hidden resource writes nothing. */
export async function favoriteResource(
  orm: Orm,
  userId: string,
  resourceId: number,
): Promise<{ favorite: Favorite; created: boolean }> {
  const resource = await favoritableResource(orm, resourceId);
  if (!resource) {
    throw notFound(
      `There is no published resource with id ${resourceId} to add to your favorites. It may have been removed or may have expired.`,
    );
  }
  const { favorite, created } = await addFavorite(orm, userId, resource.id);
  return { favorite: presentFavorite(favorite), created };
}

/** Someone else's favorite answers exactly like a missing one, so favorite ids cannot be probed. */
export async function unfavorite(orm: Orm, userId: string, favoriteId: number): Promise<void> {
  const deleted = await deleteOwnFavorite(orm, userId, favoriteId);
  if (!deleted)
    throw notFound(`You have no favorite with id ${favoriteId}. It may already have been removed.`);
}
