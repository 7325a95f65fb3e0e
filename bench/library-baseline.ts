/**
 * The naive library the benchmark compares against: every favorite read with its card (lantern_resource_card at
 * query time), filtered by the catalog rules over resources (search-conditions.ts), then counted, sorted and paged in
 * JavaScript, with the facet counts tallied from the cards; the folder tree by one count query per folder.
 */
import type { SearchFavoritesQuery } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { type CardRow, EVERYONE } from '../apps/server/src/modules/cards/index.ts';
import { searchCriteria } from '../apps/server/src/modules/search/search.service.ts';
import { whereClause } from '../apps/server/src/modules/search/search-conditions.ts';
import { rawRows as rows } from './lib/raw-rows.ts';

export async function naiveFavorites(orm: Orm, userId: string, query: SearchFavoritesQuery) {
  const criteria = searchCriteria({ q: query.q, selected_facet: query.selected_facet }, EVERYONE);
  const all = await rows<{ favorite_id: number; created_at: string; title: string; card: CardRow }>(
    orm,
    sql`SELECT f.id AS favorite_id, f.created_at, r.title, lantern_resource_card(r) AS card
      FROM favorites f JOIN resources r ON r.id = f.resource_id
      WHERE f.user_id = ${userId} AND ${whereClause(criteria)}`,
  );
  const tally = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const facets = {
    media_type: tally(all.map((row) => row.card.media_type)),
    grades: tally(all.flatMap((row) => row.card.grades)),
    subject: tally(all.flatMap((row) => row.card.subjects.map((s) => String(s.id)))),
  };
  const sorted =
    query.sort === 'title'
      ? all.sort((a, b) => a.title.localeCompare(b.title))
      : all.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  const offset = query.offset ?? 0;
  return { count: all.length, objects: sorted.slice(offset, offset + (query.limit ?? 24)), facets };
}

export async function naiveFolderTree(orm: Orm, userId: string) {
  const folders = await rows<{ id: number; parent_id: number | null; name: string }>(
    orm,
    sql`SELECT id, parent_id, name FROM folders WHERE user_id = ${userId} AND parent_id IS NOT NULL`,
  );
  const tree = [];
  for (const folder of folders) {
    const [counted] = await rows<{ n: number }>(
      orm,
      sql`SELECT count(*)::int AS n FROM folder_items WHERE folder_id = ${folder.id}`,
    );
    tree.push({ ...folder, item_count: counted?.n ?? 0 });
  }
  return tree.sort((a, b) => a.name.localeCompare(b.name));
}
