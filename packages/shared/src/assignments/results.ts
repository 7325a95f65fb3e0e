import { z } from 'zod';
import { ASSIGNED_VIA, GRADE_COMMENT_MAX_LENGTH, WORK_STATUSES } from './rules.ts';

/** What teachers read of students' work (spec 3 "Student assignments and results", §3). Decision 0040. */

/** Spec 3 §3 result row: student_name, assigned_via, status (by workStatusOf), submission_date, score, open_ilp_work_url. */
export const resultRowSchema = z.object({
  result_id: z.number().int().nullable(),
  student_id: z.string().nullable(),
  student_name: z.string(),
  assigned_via: z.enum(ASSIGNED_VIA),
  status: z.enum(WORK_STATUSES),
  submission_date: z.string().nullable(),
  /** Percent of the questions answered correctly (0–100), null while nothing is graded. */
  score: z.number().nullable(),
  open_ilp_work_url: z.string().nullable(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/**
 * Ours (issue 20's per-question view): per question of the assigned version, in order, how many of the group's
 * students answered it, how many correctly and how many answers wait for the teacher's grade (Short/Essay).
 */
export const questionStatsSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  ungraded: z.number().int(),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;

/**
 * Spec 3 §3 class result: id, name, download_csv, download_google_sheet, results. Quick assign: id 'quick-assign'.
 * `questions` is ours: the per-question figures over the same rows.
 */
export const classResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  download_csv: z.string(),
  download_google_sheet: z.string(),
  results: z.array(resultRowSchema),
  questions: z.array(questionStatsSchema),
});
export type ClassResult = z.infer<typeof classResultSchema>;

/** Spec 3 §3 assignment result: title, code, has_questions, is_ilp, assignment_url, classes. */
export const assignmentResultSchema = z.object({
  title: z.string(),
  code: z.string(),
  has_questions: z.boolean(),
  is_ilp: z.boolean(),
  assignment_url: z.string(),
  classes: z.array(classResultSchema),
});
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;

/** Spec 3 §3 student submission: student_name, assignment_title, submitted, download_link, questions. */
export const studentSubmissionSchema = z.object({
  student_name: z.string(),
  assignment_title: z.string(),
  submitted: z.string().nullable(),
  download_link: z.string().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      text: z.string(),
      answer: z.string().nullable(),
      is_correct: z.boolean().nullable(),
      comment: z.string().nullable(),
    }),
  ),
});
export type StudentSubmission = z.infer<typeof studentSubmissionSchema>;

/** The teacher grades a Short or Essay answer: correct or not, and an optional comment. */
export const gradeBodySchema = z.object({
  is_correct: z.boolean({ error: 'is_correct is true or false.' }),
  comment: z.string().trim().max(GRADE_COMMENT_MAX_LENGTH).optional(),
});
export type GradeBody = z.input<typeof gradeBodySchema>;
