import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { favorites, resources } from '../../db/schema.ts';
import { column, queryRow } from '../../db/sql-rows.ts';
import { visibleResource } from '../cards/index.ts';

/** SQL of the favorites calls. Every query is scoped to one user: nobody reads or deletes another's rows. */

export interface FavoriteRow {
  id: number;
  resourceId: number;
  resourceCode: string;
  createdAt: Date;
}

const favoriteColumns = {
  id: favorites.id,
  resourceId: favorites.resourceId,
  resourceCode: resources.resourceCode,
  createdAt: favorites.createdAt,
};

/** The user's favorites, or only those of resourceIds (found through the (user, resource) unique index). */
export async function favoritesOf(orm: Orm, userId: string, resourceIds?: number[]): Promise<FavoriteRow[]> {
  return orm
    .select(favoriteColumns)
    .from(favorites)
    .innerJoin(resources, eq(resources.id, favorites.resourceId))
    .where(
      and(eq(favorites.userId, userId), resourceIds ? inArray(favorites.resourceId, resourceIds) : undefined),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}

async function favoriteOfResource(orm: Orm, userId: string, resourceId: number): Promise<FavoriteRow | null> {
  const [row] = await orm
    .select(favoriteColumns)
    .from(favorites)
    .innerJoin(resources, eq(resources.id, favorites.resourceId))
    .where(and(eq(favorites.userId, userId), eq(favorites.resourceId, resourceId)));
  return row ?? null;
}

/** The resource if anyone may see it now: published, unexpired, not a support material. */
export async function favoritableResource(
  orm: Orm,
  resourceId: number,
): Promise<{ id: number; resourceCode: string } | null> {
  const row = await queryRow(
    orm,
    z.object({ id: column.int8, resource_code: z.string() }),
    sql`SELECT r.id, r.resource_code FROM resources r WHERE r.id = ${resourceId} AND ${visibleResource(sql`r`)}`,
  );
  return row ? { id: row.id, resourceCode: row.resource_code } : null;
}

/**
 * Adds the favorite unless the user already has it. One statement, so two requests racing (a double
 * click, a retry) end with one row; `created` says whether this call made it.
 */
export async function addFavorite(
  orm: Orm,
  userId: string,
  resourceId: number,
): Promise<{ favorite: FavoriteRow; created: boolean }> {
  const inserted = await orm
    .insert(favorites)
    .values({ userId, resourceId })
    .onConflictDoNothing({ target: [favorites.userId, favorites.resourceId] })
    .returning({ id: favorites.id });
  const favorite = await favoriteOfResource(orm, userId, resourceId);
  if (!favorite) throw new Error('favorite missing right after it was written');
  return { favorite, created: inserted.length > 0 };
}

/** Deletes the user's own favorite; false when the user has no favorite with this id. */
export async function deleteOwnFavorite(orm: Orm, userId: string, favoriteId: number): Promise<boolean> {
  const deleted = await orm
    .delete(favorites)
    .where(and(eq(favorites.id, favoriteId), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  return deleted.length > 0;
}
