import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { resourceQuestionAnswers } from '../../db/schema.ts';
import { column, queryRow, queryRows } from '../../db/sql-rows.ts';
import { VIEW_CLAIM_DAYS } from '../retention/index.ts';

/** SQL of views, ratings and resource-question answers. */

const idRow = z.object({ id: column.int8 });

/**
 * The id of a resource the engagement calls may touch: published and unexpired. This and viewCount run on
 * every resource view, so they stay sql templates (cheaper to build than the builder, docs/decisions/0018).
 */
export async function engageableResourceId(orm: Orm, code: string): Promise<number | null> {
  const row = await queryRow(
    orm,
    idRow,
    sql`SELECT id FROM resources WHERE resource_code = ${code}
      AND status = 'published' AND (expiration_date IS NULL OR expiration_date > now())`,
  );
  return row?.id ?? null;
}

/**
 * How long a session's view of a resource counts once. Claims older than this are deleted (a visitor's key lives
 * as long as the browser session, which has no end the server knows), and a session still open after that long
 * counts its view again. The retention job deletes the claims of sessions that view nothing more (decision 0077).
 */
const VIEW_CLAIM_LIFETIME = sql.raw(`interval '${Number(VIEW_CLAIM_DAYS)} days'`);

/**
 * Records the session's first view of the resource: claiming (session, resource) in resource_session_views
 * and adding the view to resource_views happen in one statement, so concurrent calls count once. The same
 * statement deletes other sessions' claims past their lifetime, so the table does not keep every session ever.
 */
export async function recordSessionView(
  orm: Orm,
  view: { resourceId: number; sessionKey: string; userId: string | null },
): Promise<boolean> {
  const rows = await queryRows(
    orm,
    idRow,
    sql`WITH pruned AS (
      DELETE FROM resource_session_views
      WHERE viewed_at < now() - ${VIEW_CLAIM_LIFETIME}
        AND NOT (session_key = ${view.sessionKey} AND resource_id = ${view.resourceId})
    ), claimed AS (
      INSERT INTO resource_session_views AS c (session_key, resource_id) VALUES (${view.sessionKey}, ${view.resourceId})
      ON CONFLICT (session_key, resource_id) DO UPDATE SET viewed_at = now()
        WHERE c.viewed_at < now() - ${VIEW_CLAIM_LIFETIME}
      RETURNING resource_id
    )
    INSERT INTO resource_views (resource_id, user_id, session_key)
    SELECT resource_id, ${view.userId}::uuid, ${view.sessionKey} FROM claimed
    RETURNING id`,
  );
  return rows.length > 0;
}

export async function viewCount(orm: Orm, resourceId: number): Promise<number> {
  const row = await queryRow(
    orm,
    z.object({ count: z.number().int() }),
    sql`SELECT count(*)::int AS count FROM resource_views WHERE resource_id = ${resourceId}`,
  );
  return row?.count ?? 0;
}

export async function saveRating(
  orm: Orm,
  userId: string,
  resourceId: number,
  rating: number,
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO resource_ratings (user_id, resource_id, rating) VALUES (${userId}, ${resourceId}, ${rating})
      ON CONFLICT (user_id, resource_id) DO UPDATE SET rating = EXCLUDED.rating, updated_at = now()`,
  );
}

/** rating and ratings_count are cast to int, average_rating to float8, in the statement. */
const ratingSummaryRow = z.object({
  rating: z.number().int().nullable(),
  average_rating: z.number().nullable(),
  ratings_count: z.number().int(),
});
export type RatingSummary = z.output<typeof ratingSummaryRow>;

export async function ratingSummary(orm: Orm, resourceId: number, userId: string): Promise<RatingSummary> {
  const row = await queryRow(
    orm,
    ratingSummaryRow,
    sql`SELECT (SELECT rating::int FROM resource_ratings WHERE resource_id = ${resourceId} AND user_id = ${userId}) AS rating,
      (SELECT round(avg(rating), 2)::float8 FROM resource_ratings WHERE resource_id = ${resourceId}) AS average_rating,
      (SELECT count(*)::int FROM resource_ratings WHERE resource_id = ${resourceId}) AS ratings_count`,
  );
  return row ?? { rating: null, average_rating: null, ratings_count: 0 };
}

export async function saveQuestionAnswer(
  orm: Orm,
  answer: { userId: string; resourceId: number; questionId: string; answer: string },
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO resource_question_answers (user_id, resource_id, question_id, answer)
      VALUES (${answer.userId}, ${answer.resourceId}, ${answer.questionId}, ${answer.answer})
      ON CONFLICT (user_id, resource_id, question_id) DO UPDATE SET answer = EXCLUDED.answer, updated_at = now()`,
  );
}

export async function questionAnswer(
  orm: Orm,
  userId: string,
  resourceId: number,
  questionId: string,
): Promise<string | null> {
  const [row] = await orm
    .select({ answer: resourceQuestionAnswers.answer })
    .from(resourceQuestionAnswers)
    .where(
      and(
        eq(resourceQuestionAnswers.userId, userId),
        eq(resourceQuestionAnswers.resourceId, resourceId),
        eq(resourceQuestionAnswers.questionId, questionId),
      ),
    );
  return row?.answer ?? null;
}
