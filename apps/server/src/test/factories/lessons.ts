import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lessonChoices, lessonQuestions, lessonSlides, lessons, lessonVersions } from '../../db/schema.ts';
import { buildUser } from './accounts.ts';
import { inserted, uniqueSuffix } from './unique.ts';

type LessonOverrides = Partial<typeof lessons.$inferInsert> & {
  /** How many Text slides version 1 has (default 0). */
  textSlides?: number;
  /** A Question slide after them with this one question (its pk is returned as questionId). */
  question?: {
    type: (typeof lessonQuestions.$inferInsert)['type'];
    text?: string;
    choices?: { text: string; correct: boolean }[];
  };
};

/** A lesson code of the contract's form (a lowercase letter, then 11 lowercase letters and digits). */
export function uniqueLessonCode(): string {
  const tail = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(11, '0')
    .slice(-11);
  return `t${tail}`;
}

/**
 * A lesson at version 1 (a teacher is made when ownerId is not given) with `textSlides` Text slides. Lessons with
 * media and questions are made through the API (POST /api/v2/lesson-builder/), which checks and sanitizes them.
 */
export async function buildLesson(app: FastifyInstance, overrides: LessonOverrides = {}) {
  const { textSlides = 0, question, ...columns } = overrides;
  const ownerId = columns.ownerId ?? (await buildUser(app, { role: 'teacher' })).id;
  const name = columns.name ?? `Lesson ${uniqueSuffix()}`;
  const description = columns.description ?? '';
  const rows = await app.orm
    .insert(lessons)
    .values({
      code: uniqueLessonCode(),
      slideCount: textSlides + (question ? 1 : 0),
      ...columns,
      name,
      description,
      ownerId,
    })
    .returning({ id: lessons.id, code: lessons.code, ownerId: lessons.ownerId });
  const lesson = inserted(rows, 'lesson');
  const versions = await app.orm
    .insert(lessonVersions)
    .values({ lessonId: lesson.id, version: columns.currentVersion ?? 1, name, description })
    .returning({ id: lessonVersions.id });
  const version = inserted(versions, 'lesson version');
  if (textSlides > 0) {
    await app.orm.insert(lessonSlides).values(
      Array.from({ length: textSlides }, (_, index) => ({
        versionId: version.id,
        position: index + 1,
        type: 'Text' as const,
        title: `Slide ${index + 1}`,
        description: `<p>Text of slide ${index + 1}</p>`,
      })),
    );
  }
  let questionId: number | null = null;
  if (question) {
    const slides = await app.orm
      .insert(lessonSlides)
      .values({ versionId: version.id, position: textSlides + 1, type: 'Question', title: 'Questions' })
      .returning({ id: lessonSlides.id });
    const questions = await app.orm
      .insert(lessonQuestions)
      .values({
        versionId: version.id,
        slideId: inserted(slides, 'question slide').id,
        position: 1,
        type: question.type,
        text: question.text ?? '<p>What is it?</p>',
      })
      .returning({ id: lessonQuestions.id });
    questionId = inserted(questions, 'question').id;
    const choices = question.choices ?? [];
    if (choices.length > 0) {
      await app.orm.insert(lessonChoices).values(
        choices.map((choice, index) => ({
          versionId: version.id,
          questionId: questionId as number,
          position: index + 1,
          ...choice,
        })),
      );
    }
  }
  return { ...lesson, versionId: version.id, questionId };
}
