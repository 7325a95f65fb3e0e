import type { QuestionType, SlideType } from '@lantern/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { column, queryRows } from '../../db/sql-rows.ts';
import { NO_MEDIA, type VersionContent } from './lesson-snapshot.repo.ts';

/**
 * The content of one lesson version: slides, questions, choices. Written once per save (one statement per table
 * whatever the size: the rows travel as one json parameter, expanded by json_to_recordset, so no parameter-count
 * limit either) and never updated afterwards (migration 0051's triggers). Read by lesson-snapshot.repo.ts.
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
  // The slide rows as stored (snake_case columns): sent as the INSERT's json, and answered with their new ids.
  const slideRows = slides.map((slide, index) => ({
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
  const slideIds = await queryRows(
    orm,
    idAt,
    sql`INSERT INTO lesson_slides (version_id, position, type, title, description, brand,
        credits_link, resource_id, resource_guid, asset_guid, ugc_guid)
      SELECT ${versionId}, x.position, x.type, x.title, x.description, x.brand, x.credits_link, x.resource_id,
        x.resource_guid, x.asset_guid, x.ugc_guid
      FROM json_to_recordset(${json(slideRows)}) AS x (position smallint, type text, title text, description text,
        brand text, credits_link text, resource_id bigint, resource_guid uuid, asset_guid uuid, ugc_guid uuid)
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
  content.slides = slideRows.map((row) => ({
    ...NO_MEDIA,
    ...row,
    id: slideIdAt.get(row.position) as number,
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
