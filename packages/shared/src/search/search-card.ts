import * as zm from 'zod/mini';

/**
 * The card's fields, in zod/mini: the home route parses cards in its first load, where classic zod would
 * add about 20 KB gzipped (docs/decisions/0027). `searchCardSchema` (classic, with `.extend`) and
 * `searchCardMiniSchema` are the same fields.
 */
export const searchCardFields = {
  /** The resource's id, which the favorite and folder calls take. */
  lo_id: zm.int(),
  resource_code: zm.string(),
  title: zm.string(),
  media_type: zm.string(),
  description: zm.string(),
  duration: zm.nullable(zm.int()),
  poster: zm.nullable(zm.string()),
  grades: zm.array(zm.string()),
  subjects: zm.array(zm.object({ id: zm.int(), title: zm.string() })),
  languages: zm.array(zm.string()),
  /** The project (series or production) and the brand organization shown on the card (spec 3 §3). */
  project: zm.nullable(zm.string()),
  brand: zm.nullable(zm.string()),
  support_materials_count: zm.int(),
  url: zm.string(),
};
export const searchCardMiniSchema = zm.object(searchCardFields);
