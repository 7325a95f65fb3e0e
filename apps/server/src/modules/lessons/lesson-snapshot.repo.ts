import type { QuestionType } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/**
 * Reading the content of one lesson version: slides (Media slides with their resource and asset as the catalog
 * has them now), questions, choices. Writing it: lesson-snapshot-write.repo.ts.
 */

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
export const NO_MEDIA = {
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
