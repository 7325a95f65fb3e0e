/**
 * The naive results page the benchmark compares against ("per-student queries", named in its table): the
 * assignment, then the list of recipients, then for every student their name, their result and the count of their
 * correct answers, one query each (an ORM's lazy loading); the per-question figures one query per class and
 * question. It presents exactly what the real path does (the benchmark checks the replies are equal).
 */
import {
  type ClassResult,
  QUICK_ASSIGN_CLASS_NAME,
  type QuestionStats,
  type ResultRow,
  workStatusOf,
} from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { Orm } from '../apps/server/src/db/client.ts';
import { csvOf } from '../apps/server/src/modules/assignments/results.service.ts';
import { studentDisplayName } from '../apps/server/src/modules/classes/index.ts';
import { rawRows as rows } from './lib/raw-rows.ts';

const QUICK = 'quick-assign';

export async function naiveResults(orm: Orm, teacherId: string, code: string): Promise<ClassResult[]> {
  const [assignment] = await rows<{ id: number; version_id: number }>(
    orm,
    sql`SELECT id, version_id FROM assignments
      WHERE code = ${code} AND teacher_id = ${teacherId} AND deleted_at IS NULL`,
  );
  if (!assignment) throw new Error('no such assignment');
  const questions = await rows<{ id: number; text: string }>(
    orm,
    sql`SELECT q.id, q.text FROM lesson_questions q JOIN lesson_slides s ON s.id = q.slide_id
      WHERE q.version_id = ${assignment.version_id} ORDER BY s.position, q.position, q.id`,
  );
  const recipients = await rows<{ class_id: string; class_name: string; student_id: string }>(
    orm,
    sql`SELECT c.id::text AS class_id, c.name AS class_name, r.student_id::text AS student_id
      FROM assignment_recipients r JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
      JOIN users u ON u.id = r.student_id
      WHERE r.assignment_id = ${assignment.id}
      ORDER BY lower(c.name), c.id::text, lower(u.first_name), lower(u.last_name), u.id::text`,
  );
  const classes = new Map<string, ClassResult & { resultIds: number[] }>();
  for (const recipient of recipients) {
    const [user] = await rows<{ first_name: string; last_name: string }>(
      orm,
      sql`SELECT first_name, last_name FROM users WHERE id = ${recipient.student_id}`,
    );
    const [result] = await rows<{ id: number; status: string; completed_at: Date | null }>(
      orm,
      sql`SELECT id, status, completed_at FROM assignment_results
        WHERE assignment_id = ${assignment.id} AND student_id = ${recipient.student_id}`,
    );
    let correct = 0;
    if (result) {
      const [count] = await rows<{ n: number }>(
        orm,
        sql`SELECT count(*)::int AS n FROM assignment_answers WHERE result_id = ${result.id} AND is_correct`,
      );
      correct = Number(count?.n ?? 0);
    }
    let entry = classes.get(recipient.class_id);
    if (!entry) {
      entry = group(code, recipient.class_id, recipient.class_name);
      classes.set(recipient.class_id, entry);
    }
    if (result) entry.resultIds.push(Number(result.id));
    entry.results.push(
      row(
        studentDisplayName(user?.first_name ?? '', user?.last_name ?? ''),
        recipient.student_id,
        result,
        correct,
        questions.length,
      ),
    );
  }
  // Quick-assign takes: students who were not assigned it through a live class.
  const quick = await rows<{
    id: number;
    student_id: string | null;
    student_name: string;
    status: string;
    completed_at: Date | null;
  }>(
    orm,
    sql`SELECT res.id, res.student_id::text AS student_id, res.student_name, res.status, res.completed_at
      FROM assignment_results res WHERE res.assignment_id = ${assignment.id}
        AND NOT EXISTS (SELECT 1 FROM assignment_recipients r JOIN classes c ON c.id = r.class_id AND c.deleted_at IS NULL
                        WHERE r.assignment_id = res.assignment_id AND r.student_id = res.student_id)
      ORDER BY lower(res.student_name), res.student_id, res.id`,
  );
  if (quick.length) {
    const entry = group(code, QUICK, QUICK_ASSIGN_CLASS_NAME);
    for (const result of quick) {
      const [count] = await rows<{ n: number }>(
        orm,
        sql`SELECT count(*)::int AS n FROM assignment_answers WHERE result_id = ${result.id} AND is_correct`,
      );
      entry.resultIds.push(Number(result.id));
      entry.results.push(
        row(result.student_name, result.student_id, result, Number(count?.n ?? 0), questions.length),
      );
    }
    classes.set(QUICK, entry);
  }
  for (const entry of classes.values()) {
    for (const question of questions)
      entry.questions.push(await questionFigures(orm, entry.resultIds, question));
  }
  return [...classes.values()].map(({ resultIds: _ids, ...entry }) => entry);
}

export async function naiveCsv(orm: Orm, teacherId: string, code: string): Promise<string> {
  return csvOf(await naiveResults(orm, teacherId, code));
}

function group(code: string, id: string, name: string): ClassResult & { resultIds: number[] } {
  return {
    id,
    name,
    download_csv: `/api/v2/assignments-results/${code}/download_csv/?roster=${id}`,
    download_google_sheet: `/api/v2/assignments-results/${code}/download_google_sheet/?roster=${id}`,
    results: [],
    questions: [],
    resultIds: [],
  };
}

function row(
  name: string,
  studentId: string | null,
  result: { id: number; status: string; completed_at: Date | null } | undefined,
  correct: number,
  questions: number,
): ResultRow {
  return {
    result_id: result ? Number(result.id) : null,
    student_id: studentId,
    student_name: name,
    assigned_via: 'LM',
    status: workStatusOf(result?.status ?? 'not_started'),
    submission_date: result?.completed_at ? new Date(result.completed_at).toISOString() : null,
    score: !result || questions === 0 ? null : Math.round((100 * correct) / questions),
    open_ilp_work_url: null,
  };
}

async function questionFigures(
  orm: Orm,
  resultIds: number[],
  question: { id: number; text: string },
): Promise<QuestionStats> {
  const ids = resultIds.length ? resultIds : [0];
  const [figures] = await rows<{ answered: number; correct: number; ungraded: number }>(
    orm,
    sql`SELECT count(*)::int AS answered, count(*) FILTER (WHERE is_correct)::int AS correct,
        count(*) FILTER (WHERE is_correct IS NULL)::int AS ungraded
      FROM assignment_answers WHERE question_id = ${question.id}
        AND result_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return {
    id: Number(question.id),
    text: question.text,
    answered: Number(figures?.answered ?? 0),
    correct: Number(figures?.correct ?? 0),
    ungraded: Number(figures?.ungraded ?? 0),
  };
}
