import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';

/**
 * A resource card as lantern_resource_card (migration 0019) builds it: the one definition of a card. The
 * homepage, recommendations, resource links and collection pages select cardColumn; search reads the same
 * cards from search_cards. Parsed at this edge, so every caller gets the types the schema says.
 */
export const cardRowSchema = z.object({
  id: z.coerce.number(),
  resource_code: z.string(),
  title: z.string(),
  media_type: z.string(),
  description: z.string(),
  duration_seconds: z.number().nullable(),
  poster: z.string().nullable(),
  grades: z.array(z.string()),
  subjects: z.array(z.object({ id: z.coerce.number(), title: z.string() })),
  languages: z.array(z.string()),
  project: z.string().nullable(),
  brand: z.string().nullable(),
  support_materials_count: z.coerce.number(),
});
export type CardRow = z.infer<typeof cardRowSchema>;

/** The card of resources r as column card. */
export const cardColumn = sql`lantern_resource_card(r) AS card`;

const cardResult = z.object({ rows: z.array(z.object({ card: cardRowSchema })) });
const idCardResult = z.object({ rows: z.array(z.object({ id: z.coerce.number(), card: cardRowSchema })) });

/** The cards of a statement that selects a card column (cardColumn, or search_cards.card). */
export async function cardRows(orm: Orm, query: SQL): Promise<CardRow[]> {
  return cardResult.parse(await orm.execute(query)).rows.map((row) => row.card);
}

/** The cards with their resource ids, of a statement that selects r.id and cardColumn. */
export async function cardRowsWithIds(orm: Orm, query: SQL): Promise<(CardRow & { id: number })[]> {
  return idCardResult.parse(await orm.execute(query)).rows.map(({ id, card }) => ({ ...card, id }));
}
