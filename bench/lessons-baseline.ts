/**
 * The naive lesson builder the benchmark compares against (named in its table):
 * - "row-by-row save": the same checks and sanitizing, then one INSERT … RETURNING per slide, per question and per
 *   choice (what an ORM's nested create does), in one transaction;
 * - "read-all list": every lesson of the owner read with its slide count computed from its current version's
 *   slides, then filtered, sorted and paged in JavaScript.
 */
import { type LessonListQuery, type LessonSaveData, lessonPreviewLink } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { prepareSlides } from '../apps/server/src/modules/lessons/lesson-content.ts';
import { noUploads } from '../apps/server/src/modules/lessons/ugc-images.ts';
import { rawRows as rows } from './lib/raw-rows.ts';

export async function naiveSave(orm: Orm, ownerId: string, code: string, body: LessonSaveData) {
  const slides = await prepareSlides(orm, noUploads, ownerId, body.slides);
  return orm.transaction(async (tx) => {
    const [lesson] = await rows<{ id: number; current_version: number }>(
      tx,
      sql`SELECT id, current_version FROM lessons WHERE code = ${code} AND owner_id = ${ownerId} FOR UPDATE`,
    );
    if (!lesson) throw new Error('no such lesson');
    const version = lesson.current_version + 1;
    const [made] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO lesson_versions (lesson_id, version, name, description)
        VALUES (${lesson.id}, ${version}, ${body.name}, ${body.description}) RETURNING id`,
    );
    for (const [index, slide] of slides.entries()) {
      const [slideRow] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO lesson_slides (version_id, position, type, title, description, brand, credits_link,
            resource_id, resource_guid, asset_guid, ugc_guid)
          VALUES (${made?.id}, ${index + 1}, ${slide.type}, ${slide.title}, ${slide.description}, ${slide.brand},
            ${slide.creditsLink}, ${slide.resourceId}, ${slide.resourceGuid}, ${slide.assetGuid}, ${slide.ugcGuid})
          RETURNING id`,
      );
      for (const [q, question] of slide.questions.entries()) {
        const [questionRow] = await rows<{ id: number }>(
          tx,
          sql`INSERT INTO lesson_questions (version_id, slide_id, position, type, text)
            VALUES (${made?.id}, ${slideRow?.id}, ${q + 1}, ${question.type}, ${question.text}) RETURNING id`,
        );
        for (const [c, choice] of question.choices.entries()) {
          await tx.execute(sql`INSERT INTO lesson_choices (version_id, question_id, position, text, correct)
            VALUES (${made?.id}, ${questionRow?.id}, ${c + 1}, ${choice.text}, ${choice.correct})`);
        }
      }
    }
    await tx.execute(sql`UPDATE lessons SET current_version = ${version}, slide_count = ${slides.length},
      name = ${body.name}, description = ${body.description}, updated_at = now() WHERE id = ${lesson.id}`);
    return { count: slides.length };
  });
}

export async function naiveList(orm: Orm, ownerId: string, query: LessonListQuery) {
  const all = await rows<{ id: number; code: string; name: string; updated_at: string; slide_count: number }>(
    orm,
    sql`SELECT l.id, l.code, l.name, l.updated_at::text AS updated_at,
        (SELECT count(*)::int FROM lesson_slides s JOIN lesson_versions v ON v.id = s.version_id
          WHERE v.lesson_id = l.id AND v.version = l.current_version) AS slide_count
      FROM lessons l WHERE l.owner_id = ${ownerId} AND l.deleted_at IS NULL`,
  );
  const q = (query.q ?? '').toLowerCase();
  const found = q ? all.filter((row) => row.name.toLowerCase().includes(q)) : all;
  const sorted =
    query.ordering === 'name'
      ? found.sort((a, b) => a.name.localeCompare(b.name))
      : found.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  const offset = Number(query.offset ?? 0);
  const page = sorted.slice(offset, offset + Number(query.limit ?? 10));
  return {
    count: found.length,
    results: page.map((row) => ({ ...row, preview_link: lessonPreviewLink(row.code) })),
  };
}
