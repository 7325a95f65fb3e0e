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

const idAt = z.object({ id: column.int8, position: z.number().int() });
const questionIdAt = idAt.extend({ slide_id: column.int8 });
const choiceIdAt = idAt.extend({ question_id: column.int8 });

/**
 * Writes a version's content, one statement per table, each answering the new ids by position; what it answers
 * is the version as readSnapshot would read it, except the current state of Media slides' resources (null here:
 * resolveMedia adds it), so a save needs no second read.
 */
export async function writeSnapshot(
  orm: Orm,
  versionId: number,
  slides: readonly SnapshotSlide[],
): Promise<VersionContent> {
  const content: VersionContent = { slides: [], questions: [], choices: [] };
  if (slides.length === 0) return content;
  const slideIds = await queryRows(
    orm,
    idAt,
    sql`INSERT INTO lesson_slides (version_id, position, type, title, description, brand,
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
        resource_id bigint, resource_guid uuid, asset_guid uuid, ugc_guid uuid)
      RETURNING id, position`,
  );
  const slideIdAt = new Map(slideIds.map((row) => [row.position, row.id]));
  const questions = slides.flatMap((slide, slideIndex) =>
    slide.questions.map((question, index) => ({
      slide_id: slideIdAt.get(slideIndex + 1) as number,
      position: index + 1,
      question,
    })),
  );
  content.slides = slides.map((slide, index) => ({
    ...NO_MEDIA,
    id: slideIdAt.get(index + 1) as number,
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
  }));
  if (questions.length === 0) return content;

  const questionIds = await queryRows(
    orm,
    questionIdAt,
    sql`INSERT INTO lesson_questions (version_id, slide_id, position, type, text)
      SELECT ${versionId}, x.slide_id, x.position, x.type, x.text
      FROM json_to_recordset(${json(
        questions.map(({ slide_id, position, question }) => ({
          slide_id,
          position,
          type: question.type,
          text: question.text,
        })),
      )}) AS x (slide_id bigint, position smallint, type text, text text)
      RETURNING id, slide_id, position`,
  );
  const questionIdOf = new Map(questionIds.map((row) => [`${row.slide_id}/${row.position}`, row.id]));
  const choices = questions.flatMap(({ slide_id, position, question }) => {
    const questionId = questionIdOf.get(`${slide_id}/${position}`) as number;
    content.questions.push({ id: questionId, slide_id, position, type: question.type, text: question.text });
    return question.choices.map((choice, index) => ({
      question_id: questionId,
      position: index + 1,
      text: choice.text,
      correct: choice.correct,
    }));
  });
  if (choices.length === 0) return content;

  const choiceIds = await queryRows(
    orm,
    choiceIdAt,
    sql`INSERT INTO lesson_choices (version_id, question_id, position, text, correct)
      SELECT ${versionId}, x.question_id, x.position, x.text, x.correct
      FROM json_to_recordset(${json(choices)})
        AS x (question_id bigint, position smallint, text text, correct boolean)
      RETURNING id, question_id, position`,
  );
  const choiceIdOf = new Map(choiceIds.map((row) => [`${row.question_id}/${row.position}`, row.id]));
  content.choices = choices.map((choice) => ({
    id: choiceIdOf.get(`${choice.question_id}/${choice.position}`) as number,
    question_id: choice.question_id,
    text: choice.text,
    correct: choice.correct,
  }));
  return content;
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

/** A slide row's resource columns before resolveMedia fills them in. */
const NO_MEDIA = {
  r_title: null,
  r_media_type: null,
  r_status: null,
  r_expired: null,
  r_url: null,
  a_title: null,
  a_kind: null,
  poster: null,
  width: null,
  height: null,
  media_url: null,
  mime_type: null,
} as const;

/** A version's slides with their Media slides' resource and asset as the catalog has them now. */
const slidesQuery = (versionId: number, mediaOnly: boolean) =>
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
    WHERE s.version_id = ${versionId} ${mediaOnly ? sql`AND s.type = 'Media'` : sql``}
    ORDER BY s.position`;

/** Fills in the current state of the Media slides' resources of content just written. */
export async function resolveMedia(
  orm: Orm,
  versionId: number,
  content: VersionContent,
): Promise<VersionContent> {
  if (!content.slides.some((slide) => slide.type === 'Media')) return content;
  const media = new Map(
    (await queryRows(orm, slideRow, slidesQuery(versionId, true))).map((row) => [row.id, row]),
  );
  return { ...content, slides: content.slides.map((slide) => media.get(slide.id) ?? slide) };
}

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
    queryRows(orm, slideRow, slidesQuery(versionId, false)),
    queryRows(
      orm,
      questionRow,
      sql`SELECT q.id, q.slide_id, q.position, q.type, q.text FROM lesson_questions q
        WHERE q.version_id = ${versionId} ORDER BY q.slide_id, q.position`,
    ),
    queryRows(
      orm,
      choiceRow,
      sql`SELECT c.id, c.question_id, c.text, c.correct FROM lesson_choices c
        WHERE c.version_id = ${versionId} ORDER BY c.question_id, c.position`,
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
  code: z.string(),
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
    sql`SELECT r.id, r.guid::text AS guid, r.resource_code AS code, r.title, r.scope,
        coalesce(json_agg(a.guid::text) FILTER (WHERE a.guid IS NOT NULL), '[]'::json) AS assets
      FROM resources r LEFT JOIN assets a ON a.resource_id = r.id
      WHERE r.id IN (SELECT value::bigint FROM json_array_elements_text(${json(ids.map(String))}))
      GROUP BY r.id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const answerQuestionRow = z.object({
  id: column.int8,
  version_id: column.int8,
  type: questionRow.shape.type,
});

/** A question of any version of one of the owner's live lessons (the preview answers it), with its choices. */
export async function ownedQuestion(
  orm: Orm,
  ownerId: string,
  questionId: number,
): Promise<{ type: QuestionType; choices: ChoiceRow[] } | null> {
  const [question] = await queryRows(
    orm,
    answerQuestionRow,
    sql`SELECT q.id, q.version_id, q.type FROM lesson_questions q
      JOIN lesson_versions v ON v.id = q.version_id
      JOIN lessons l ON l.id = v.lesson_id
      WHERE q.id = ${questionId} AND l.owner_id = ${ownerId} AND l.deleted_at IS NULL`,
  );
  if (!question) return null;
  const choices = await queryRows(
    orm,
    choiceRow,
    sql`SELECT c.id, c.question_id, c.text, c.correct FROM lesson_choices c
      WHERE c.version_id = ${question.version_id} AND c.question_id = ${questionId} ORDER BY c.position`,
  );
  return { type: question.type, choices };
}
