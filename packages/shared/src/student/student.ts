import { z } from 'zod';
import { studentSubmissionSchema } from '../assignments/results.ts';
import { WORK_STATUSES } from '../assignments/rules.ts';
import { studentClassSchema } from '../classes/rosters.ts';
import { STUDENT_ASSIGNMENTS_LIMIT_MAX, STUDENT_CODE_MAX_LENGTH, STUDENT_MESSAGES } from './rules.ts';

/**
 * The student side's calls (issue 21; spec 1 §4, §7, §8; spec 3 §3, §4, §7; decisions 0044, 0045).
 *
 * Code entry (anyone: visitor, student, teacher; limited per address, 429 when guessing):
 * - POST /student/assignment-validation/   codeEntryBodySchema → CodeEntryReply; checks only, writes nothing
 * - POST /student/dispatch_code/           codeEntryBodySchema → CodeEntryReply; a signed-in student with a class
 *                                          code joins that class here (`joined_class`)
 *   An assignment code (a lowercase letter + 11) → url /student/code/{code}/ (kind 'assignment').
 *   A class join code (any case, spaces/hyphens ignored) → kind 'class': a student → /student/classes/ (dispatch:
 *   joined; validation: /student/classes/?code=…); a visitor → /loginRequired?next=/student/classes/?code=…
 *   (sign in, then the classes page joins); a teacher → 403 STUDENT_MESSAGES.classCodeForStudents.
 *   Empty → 400 'Please enter a code'; unknown, malformed, archived or deleted → 404 'Invalid code entered.'
 *   (the web shows 'Uh oh!' with it); a full class → 409 with the classes module's text.
 *   Errors are the usual { code, message, detail }: show `message`.
 *
 * The player (the assignments module's calls, unchanged paths; see player.ts): a visitor (no session) may
 * GET /tools/api/v2/assignment/{code}/, POST /tools/api/v2/result/ with `student_name` (required for visitors:
 * trimmed, 1–50 characters, no control characters), GET/PUT /tools/api/v2/result/{id}/ and answer. The server
 * keeps an httpOnly signed cookie naming the visitor's result(s): the web never reads or sends ids of its own.
 * Writes need the CSRF header as for everyone. Anyone else's result answers 404.
 *
 * Answers (POST /api/v2/questions/{questionId}/results/{resultId}/answers/): optional header `Idempotency-Key`
 * (IDEMPOTENCY_KEY_HEADER): the same key on the same result answers the first reply again and writes nothing
 * (even after completion, and even when a newer answer replaced it); the same key with another question or body
 * → 409 idempotencyKeyReused. Send a new key per new answer, the same key per retry. The answer is committed
 * before the reply. After completion a new answer → 409.
 *
 * The student's own (students only: visitors 401, teachers 403):
 * - GET /api/v2/student/assignments/?limit=&offset=        StudentAssignmentsReply (newest first, `next`)
 * - GET /api/v2/student/assignments/count_not_started/     { count }
 * - GET /api/v2/student/results/{resultId}/                 StudentResultView (own result only, else 404)
 */

// ── Code entry ─────────────────────────────────────────────────────────────────────────────────

export const codeEntryBodySchema = z.object({
  code: z
    .string({ error: STUDENT_MESSAGES.codeRequired })
    .trim()
    .min(1, STUDENT_MESSAGES.codeRequired)
    .max(STUDENT_CODE_MAX_LENGTH, STUDENT_MESSAGES.invalidCode),
});
export type CodeEntryBody = z.input<typeof codeEntryBodySchema>;

export const CODE_KINDS = ['assignment', 'class'] as const;
export const codeEntryReplySchema = z.object({
  /** Where the web navigates next (a path on this site). */
  url: z.string(),
  kind: z.enum(CODE_KINDS),
  /** dispatch_code with a class code, for a signed-in student: the class they are in now; otherwise null. */
  joined_class: studentClassSchema.nullable(),
});
export type CodeEntryReply = z.infer<typeof codeEntryReplySchema>;

// ── The student's assignments ──────────────────────────────────────────────────────────────────

export const studentAssignmentsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: STUDENT_MESSAGES.limit })
    .int(STUDENT_MESSAGES.limit)
    .min(1, STUDENT_MESSAGES.limit)
    .max(STUDENT_ASSIGNMENTS_LIMIT_MAX, STUDENT_MESSAGES.limit)
    .optional(),
  offset: z.coerce
    .number({ error: STUDENT_MESSAGES.offset })
    .int(STUDENT_MESSAGES.offset)
    .min(0, STUDENT_MESSAGES.offset)
    .max(1_000_000, STUDENT_MESSAGES.offset)
    .optional(),
});
export type StudentAssignmentsQuery = z.input<typeof studentAssignmentsQuerySchema>;

/** Spec 3 §3 Student assignment's `activity`: what was assigned and by whom. */
export const studentActivitySchema = z.object({
  name: z.string(),
  code: z.string(),
  description: z.string(),
  is_ilp: z.boolean(),
  /** The teacher's first and last name. */
  teacher_name: z.string(),
  teacher_id: z.string(),
  /** The player for this assignment (/student/code/{code}/): starts or resumes the student's result. */
  preview_url: z.string(),
});

/**
 * Spec 3 §3 Student assignment: one assignment given to the student through one or more of their classes.
 * status by spec 3 §3's mapping (no result → NOT_STARTED, started → IN_PROGRESS, completed → COMPLETE).
 */
export const studentAssignmentSchema = z.object({
  /** The assignment's id. */
  id: z.number().int(),
  completed: z.boolean(),
  /** When the student was given it (ISO 8601). */
  date_created: z.string(),
  date_completed: z.string().nullable(),
  status: z.enum(WORK_STATUSES),
  /** Percent of the questions answered correctly (0–100); null before a result or without questions. */
  score: z.number().nullable(),
  result_id: z.number().int().nullable(),
  /** The student's classes it came through (active or not). */
  rosters: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The student's own result view (/student/results/{resultId}/) once there is a result; else null. */
  student_result_url: z.string().nullable(),
  activity: studentActivitySchema,
});
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;

export const studentAssignmentsReplySchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(studentAssignmentSchema),
});
export type StudentAssignmentsReply = z.infer<typeof studentAssignmentsReplySchema>;

export const countNotStartedReplySchema = z.object({ count: z.number().int() });
export type CountNotStartedReply = z.infer<typeof countNotStartedReplySchema>;

// ── The student's own result ───────────────────────────────────────────────────────────────────

/**
 * The teacher's submission shape (spec 3 §3: student_name, assignment_title, submitted, download_link, questions
 * with text, answer, is_correct and the teacher's comment) plus the result's state and score, so the results
 * view needs one call. `answer` is the text of the chosen choice or the typed input; null when unanswered.
 */
export const studentResultViewSchema = studentSubmissionSchema.extend({
  result_id: z.number().int(),
  assignment_code: z.string(),
  status: z.enum(WORK_STATUSES),
  completed: z.boolean(),
  score: z.number().nullable(),
});
export type StudentResultView = z.infer<typeof studentResultViewSchema>;
