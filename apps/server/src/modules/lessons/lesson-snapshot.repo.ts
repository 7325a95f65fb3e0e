import type { QuestionType, SlideType } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/**
 * The content of one lesson version: slides, questions, choices. Written once per save (one statement per table
 * whatever the size: the rows travel as one json parameter, expanded by json_to_recordset, so no parameter-count
 * limit either) and never updated afterwards (migration 0051's triggers).
 */

export interface SnapshotChoice {
  text: string;
  correct: boolean;
}
export interface SnapshotQuestion {
  type: QuestionType;
  text: string;
  choices: SnapshotChoice[];
}
export interface SnapshotSlide {
  type: SlideType;
  title: string;
  description: string;
  brand: string;
  creditsLink: string;
  resourceId: number | null;
  resourceGuid: string | null;
  assetGuid: string | null;
  ugcGuid: string | null;
  questions: SnapshotQuestion[];
}

const json = (rows: unknown): SQL => sql`${JSON.stringify(rows)}::json`;

export async function writeSnapshot(orm: Orm, versionId: number, slides: readonly SnapshotSlide[]) {
  if (slides.length === 0) return;
  await orm.execute(sql`INSERT INTO lesson_slides (version_id, position, type, title, description, brand,
      credits_link, resource_id, resource_guid, asset_guid, ugc_guid)
    SELECT ${versionId}, x.position, x.type, x.title, x.description, x.brand, x.credits_link, x.resource_id,
      x.resource_guid, x.asset_guid, x.ugc_guid
    FROM json_to_recordset(${json(
      slides.map((slide, index) => ({
        position: index + 1,
        type: slide.type,
        title: slide.title,
        description: slide.description,
        brand: slide.brand,
        credits_link: slide.creditsLink,
        resource_id: slide.resourceId,
        resource_guid: slide.resourceGuid,
        asset_guid: slide.assetGuid,
        ugc_guid: slide.ugcGuid,
      })),
    )}) AS x (position smallint, type text, title text, description text, brand text, credits_link text,
      resource_id bigint, resource_guid uuid, asset_guid uuid, ugc_guid uuid)`);

  const questions = slides.flatMap((slide, slideIndex) =>
    slide.questions.map((question, index) => ({ slide: slideIndex + 1, position: index + 1, question })),
  );
  if (questions.length === 0) return;
  await orm.execute(sql`INSERT INTO lesson_questions (slide_id, position, type, text)
    SELECT s.id, x.position, x.type, x.text
    FROM json_to_recordset(${json(
      questions.map(({ slide, position, question }) => ({
        slide,
        position,
        type: question.type,
        text: question.text,
      })),
    )}) AS x (slide smallint, position smallint, type text, text text)
    JOIN lesson_slides s ON s.version_id = ${versionId} AND s.position = x.slide`);

  const choices = questions.flatMap(({ slide, position, question }) =>
    question.choices.map((choice, index) => ({
      slide,
      question: position,
      position: index + 1,
      text: choice.text,
      correct: choice.correct,
    })),
  );
  if (choices.length === 0) return;
  await orm.execute(sql`INSERT INTO lesson_choices (question_id, position, text, correct)
    SELECT q.id, x.position, x.text, x.correct
    FROM json_to_recordset(${json(choices)})
      AS x (slide smallint, question smallint, position smallint, text text, correct boolean)
    JOIN lesson_slides s ON s.version_id = ${versionId} AND s.position = x.slide
    JOIN lesson_questions q ON q.slide_id = s.id AND q.position = x.question`);
}

const slideRow = z.object({
  id: column.int8,
  position: z.number().int(),
  type: z.enum(['Media', 'Text', 'Question']),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  credits_link: z.string(),
  resource_id: column.int8.nullable(),
  resource_guid: z.string().nullable(),
  asset_guid: z.string().nullable(),
  ugc_guid: z.string().nullable(),
  // The resource and asset as they are now (null when removed).
  r_title: z.string().nullable(),
  r_media_type: z.string().nullable(),
  r_status: z.string().nullable(),
  r_expired: z.boolean().nullable(),
  r_url: z.string().nullable(),
  a_title: z.string().nullable(),
  a_kind: z.string().nullable(),
  poster: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  media_url: z.string().nullable(),
  mime_type: z.string().nullable(),
});
export type SlideRow = z.output<typeof slideRow>;

const questionRow = z.object({
  id: column.int8,
  slide_id: column.int8,
  position: z.number().int(),
  type: z.enum(['Fill', 'Multiple', 'Short', 'True_false', 'Essay']),
  text: z.string(),
});
export type QuestionRow = z.output<typeof questionRow>;

const choiceRow = z.object({
  id: column.int8,
  question_id: column.int8,
  text: z.string(),
  correct: z.boolean(),
});
export type ChoiceRow = z.output<typeof choiceRow>;

export interface VersionContent {
  slides: SlideRow[];
  questions: QuestionRow[];
  choices: ChoiceRow[];
}

/** A version's slides in order (Media slides with their resource and asset as the catalog has them now). */
export async function readSnapshot(orm: Orm, versionId: number): Promise<VersionContent> {
  const [slides, questions, choices] = await Promise.all([
    queryRows(
      orm,
      slideRow,
      sql`SELECT s.id, s.position, s.type, s.title, s.description, s.brand, s.credits_link, s.resource_id,
          s.resource_guid::text AS resource_guid, s.asset_guid::text AS asset_guid, s.ugc_guid::text AS ugc_guid,
          r.title AS r_title, r.media_type AS r_media_type, r.status AS r_status,
          (r.expiration_date IS NOT NULL AND r.expiration_date <= now()) AS r_expired, r.canonical_url AS r_url,
          a.title AS a_title, a.kind AS a_kind, coalesce(a.poster_path, r.poster_path) AS poster,
          a.width, a.height, coalesce(f.url, a.url, a.download_url) AS media_url, f.mime_type
        FROM lesson_slides s
        LEFT JOIN resources r ON r.id = s.resource_id AND r.guid = s.resource_guid
        LEFT JOIN assets a ON a.guid = s.asset_guid AND a.resource_id = r.id
        LEFT JOIN LATERAL (SELECT af.url, af.mime_type FROM asset_files af WHERE af.asset_id = a.id
          AND af.role <> 'error' ORDER BY af.is_primary DESC, af.sort_order, af.id LIMIT 1) f ON true
        WHERE s.version_id = ${versionId}
        ORDER BY s.position`,
    ),
    queryRows(
      orm,
      questionRow,
      sql`SELECT q.id, q.slide_id, q.position, q.type, q.text
        FROM lesson_questions q JOIN lesson_slides s ON s.id = q.slide_id
        WHERE s.version_id = ${versionId}
        ORDER BY s.position, q.position`,
    ),
    queryRows(
      orm,
      choiceRow,
      sql`SELECT c.id, c.question_id, c.text, c.correct
        FROM lesson_choices c JOIN lesson_questions q ON q.id = c.question_id JOIN lesson_slides s ON s.id = q.slide_id
        WHERE s.version_id = ${versionId}
        ORDER BY s.position, q.position, c.position`,
    ),
  ]);
  return { slides, questions, choices };
}

/** Back to what was saved (copying a lesson writes the same content as a new lesson's first version). */
export function snapshotOf(content: VersionContent): SnapshotSlide[] {
  return content.slides.map((slide) => ({
    type: slide.type,
    title: slide.title,
    description: slide.description,
    brand: slide.brand,
    creditsLink: slide.credits_link,
    resourceId: slide.resource_id,
    resourceGuid: slide.resource_guid,
    assetGuid: slide.asset_guid,
    ugcGuid: slide.ugc_guid,
    questions: content.questions
      .filter((question) => question.slide_id === slide.id)
      .map((question) => ({
        type: question.type,
        text: question.text,
        choices: content.choices
          .filter((choice) => choice.question_id === question.id)
          .map((choice) => ({ text: choice.text, correct: choice.correct })),
      })),
  }));
}

const resourceRefRow = z.object({
  id: column.int8,
  guid: z.string(),
  title: z.string(),
  scope: z.string(),
  assets: z.array(z.string()),
});
export type ResourceRef = z.output<typeof resourceRefRow>;

/** The resources Media slides name, with their scope and asset guids (to check a save against). */
export async function resourceRefs(orm: Orm, ids: readonly number[]): Promise<Map<number, ResourceRef>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(
    orm,
    resourceRefRow,
    sql`SELECT r.id, r.guid::text AS guid, r.title, r.scope,
        coalesce(json_agg(a.guid::text) FILTER (WHERE a.guid IS NOT NULL), '[]'::json) AS assets
      FROM resources r LEFT JOIN assets a ON a.resource_id = r.id
      WHERE r.id IN (SELECT value::bigint FROM json_array_elements_text(${json(ids.map(String))}))
      GROUP BY r.id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const answerQuestionRow = z.object({ id: column.int8, type: questionRow.shape.type });

/** A question of any version of one of the owner's live lessons (the preview answers it), with its choices. */
export async function ownedQuestion(
  orm: Orm,
  ownerId: string,
  questionId: number,
): Promise<{ type: QuestionType; choices: ChoiceRow[] } | null> {
  const [question] = await queryRows(
    orm,
    answerQuestionRow,
    sql`SELECT q.id, q.type FROM lesson_questions q
      JOIN lesson_slides s ON s.id = q.slide_id
      JOIN lesson_versions v ON v.id = s.version_id
      JOIN lessons l ON l.id = v.lesson_id
      WHERE q.id = ${questionId} AND l.owner_id = ${ownerId} AND l.deleted_at IS NULL`,
  );
  if (!question) return null;
  const choices = await queryRows(
    orm,
    choiceRow,
    sql`SELECT c.id, c.question_id, c.text, c.correct FROM lesson_choices c
      WHERE c.question_id = ${questionId} ORDER BY c.position`,
  );
  return { type: question.type, choices };
}
