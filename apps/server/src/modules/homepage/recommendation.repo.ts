import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { type Audience, type CardRow, cardColumn, cardRowsWithIds, shownTo } from '../cards/index.ts';

/**
 * SQL of the recommender (spec 1 §2.5 'What Similar Users Have Viewed:'). Weights: a favorite says more
 * than a view (3 to 1); repeated views of one resource count once.
 */

/** How many of the person's own recent views are taken as what they like. */
const OWN_VIEWS_CONSIDERED = 200;
/** The people sharing the most with the person; bounds the work on a large catalog. */
const NEIGHBOURS_CONSIDERED = 300;

export type RecommendedRow = CardRow & { id: number };

/** Rows of a statement that selects r.id and cardColumn. */
const recommendedRows = (orm: Orm, query: SQL): Promise<RecommendedRow[]> => cardRowsWithIds(orm, query);

/**
 * People who favorited or viewed what this user favorited or viewed (their "neighbours", weighted by how
 * much they share), and what else those people favorited or viewed. A resource scores the sum over
 * neighbours of (shared weight × their weight for it). The user's own favorites and views are never
 * recommended back.
 */
export async function coEngagementRecommendations(
  orm: Orm,
  options: { userId: string; audience: Audience; limit: number },
): Promise<RecommendedRow[]> {
  const me = options.userId;
  return recommendedRows(
    orm,
    sql`WITH mine AS (
      SELECT x.resource_id, max(x.w) AS w FROM (
        SELECT f.resource_id, 3 AS w FROM favorites f WHERE f.user_id = ${me}
        UNION ALL
        SELECT v.resource_id, 1 FROM (
          SELECT resource_id FROM resource_views WHERE user_id = ${me}
          ORDER BY viewed_at DESC LIMIT ${OWN_VIEWS_CONSIDERED}
        ) v
      ) x GROUP BY x.resource_id
    ), shared AS (
      SELECT e.actor_user, e.actor_session, max(e.w) * m.w AS weight
      FROM mine m JOIN LATERAL (
        SELECT f.user_id AS actor_user, NULL::text AS actor_session, 3 AS w
        FROM favorites f WHERE f.resource_id = m.resource_id AND f.user_id <> ${me}
        UNION ALL
        SELECT v.user_id, CASE WHEN v.user_id IS NULL THEN v.session_key END, 1
        FROM resource_views v
        WHERE v.resource_id = m.resource_id AND (v.user_id <> ${me} OR (v.user_id IS NULL AND v.session_key IS NOT NULL))
      ) e ON true
      GROUP BY e.actor_user, e.actor_session, m.resource_id, m.w
    ), neighbours AS (
      SELECT actor_user, actor_session, sum(weight) AS overlap FROM shared
      GROUP BY actor_user, actor_session
      ORDER BY overlap DESC LIMIT ${NEIGHBOURS_CONSIDERED}
    ), theirs AS (
      SELECT n.overlap, t.resource_id, max(t.w) AS w
      FROM neighbours n JOIN LATERAL (
        SELECT f.resource_id, 3 AS w FROM favorites f WHERE n.actor_user IS NOT NULL AND f.user_id = n.actor_user
        UNION ALL
        SELECT v.resource_id, 1 FROM resource_views v WHERE n.actor_user IS NOT NULL AND v.user_id = n.actor_user
        UNION ALL
        SELECT v.resource_id, 1 FROM resource_views v
        WHERE n.actor_user IS NULL AND v.user_id IS NULL AND v.session_key = n.actor_session
      ) t ON true
      GROUP BY n.actor_user, n.actor_session, n.overlap, t.resource_id
    ), scored AS (
      SELECT resource_id, sum(overlap * w) AS score FROM theirs
      WHERE resource_id NOT IN (SELECT resource_id FROM mine)
      GROUP BY resource_id
    )
    SELECT r.id, ${cardColumn}
    FROM scored s JOIN resources r ON r.id = s.resource_id
    WHERE ${shownTo(options.audience)}
    ORDER BY s.score DESC, r.popularity DESC, r.id
    LIMIT ${options.limit}`,
  );
}

/**
 * The most engaged-with resources of the last 30 days (favorites 3, views 1), then the catalog's own
 * popularity; leaves out the given resources and whatever this user already favorited or viewed.
 */
export async function popularRecommendations(
  orm: Orm,
  options: { userId: string | null; audience: Audience; excludeIds: number[]; limit: number },
): Promise<RecommendedRow[]> {
  const notMine = options.userId
    ? sql`AND NOT EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${options.userId} AND f.resource_id = r.id)
          AND NOT EXISTS (SELECT 1 FROM resource_views v WHERE v.user_id = ${options.userId} AND v.resource_id = r.id)`
    : sql``;
  const excluded = options.excludeIds.length
    ? sql`AND r.id NOT IN (${sql.join(
        options.excludeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return recommendedRows(
    orm,
    sql`WITH recent AS (
      SELECT e.resource_id, sum(e.w) AS score FROM (
        SELECT resource_id, 1 AS w FROM resource_views WHERE viewed_at > now() - interval '30 days'
        UNION ALL
        SELECT resource_id, 3 FROM favorites WHERE created_at > now() - interval '30 days'
      ) e GROUP BY e.resource_id
    )
    SELECT r.id, ${cardColumn}
    FROM resources r LEFT JOIN recent ON recent.resource_id = r.id
    WHERE ${shownTo(options.audience)} ${notMine} ${excluded}
    ORDER BY coalesce(recent.score, 0) DESC, r.popularity DESC, r.id
    LIMIT ${options.limit}`,
  );
}
