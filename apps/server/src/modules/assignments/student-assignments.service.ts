import {
  type CountNotStartedReply,
  STUDENT_ASSIGNMENTS_PAGE_SIZE,
  STUDENT_PATHS,
  type StudentAssignment,
  type StudentAssignmentsQuery,
  type StudentAssignmentsReply,
  type StudentResultView,
  studentAssignmentsQuerySchema,
  workStatusOf,
} from '@lantern/shared';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './student-assignments.repo.ts';
import * as submissions from './submission.repo.ts';

/**
 * The student's own assignments and results (spec 1 §7, spec 3 "Student assignments and results", §3; issue 21).
 * The score is the teacher's: the percentage of the version's questions answered correctly (decision 0041).
 */

export interface Student {
  id: string;
}

const scoreOf = (resultId: number | null, correct: number, questions: number) =>
  resultId === null || questions === 0 ? null : Math.round((100 * correct) / questions);

function present(row: repo.StudentAssignmentRow): StudentAssignment {
  return {
    id: row.id,
    completed: row.status === 'completed',
    date_created: row.given_at.toISOString(),
    date_completed: row.completed_at?.toISOString() ?? null,
    status: workStatusOf(row.status),
    score: scoreOf(row.result_id, row.correct, row.questions),
    result_id: row.result_id,
    rosters: row.rosters,
    student_result_url: row.result_id === null ? null : STUDENT_PATHS.result(row.result_id),
    activity: {
      name: row.name,
      code: row.code,
      description: row.description,
      // Lantern's lessons are never ILP activities (decision 0041).
      is_ilp: false,
      teacher_name: `${row.teacher_first_name} ${row.teacher_last_name}`.trim(),
      teacher_id: row.teacher_id,
      preview_url: STUDENT_PATHS.player(row.code),
    },
  };
}

export async function listStudentAssignments(
  orm: Orm,
  student: Student,
  input: StudentAssignmentsQuery,
  path: string,
): Promise<StudentAssignmentsReply> {
  const query = studentAssignmentsQuerySchema.parse(input);
  const limit = query.limit ?? STUDENT_ASSIGNMENTS_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const { count, rows } = await repo.studentAssignments(orm, student.id, { limit, offset });
  const link = (at: number) => `${path}?${new URLSearchParams({ limit: String(limit), offset: String(at) })}`;
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map(present),
  };
}

export async function countNotStarted(orm: Orm, student: Student): Promise<CountNotStartedReply> {
  return { count: await repo.countNotStarted(orm, student.id) };
}

/** The student's own result: every question of the pinned version with their answer, whether it was right, and the teacher's comment. */
export async function studentResultView(
  orm: Orm,
  student: Student,
  resultId: number,
): Promise<StudentResultView> {
  const result = await repo.studentOwnResult(orm, student.id, resultId);
  if (!result) throw notFound(`No result of yours has the id ${resultId}.`);
  const answers = await submissions.submissionAnswers(orm, result.version_id, result.id);
  const correct = answers.filter((answer) => answer.is_correct === true).length;
  return {
    result_id: result.id,
    assignment_code: result.code,
    status: workStatusOf(result.status),
    completed: result.status === 'completed',
    score: scoreOf(result.id, correct, answers.length),
    student_name: result.student_name,
    assignment_title: result.title,
    submitted: result.completed_at?.toISOString() ?? null,
    download_link: null,
    questions: answers.map((row) => ({
      id: row.id,
      type: row.type,
      text: row.text,
      answer: row.answered ? (row.choice_text ?? row.input) : null,
      is_correct: row.is_correct,
      comment: row.comment,
    })),
  };
}
