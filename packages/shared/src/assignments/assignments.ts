import { z } from 'zod';
import {
  ASSIGN_ROSTERS_MAX,
  ASSIGN_STUDENTS_MAX,
  ASSIGNMENT_CODE_PATTERN,
  ASSIGNMENT_LIST_LIMIT_MAX,
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_ORDERINGS,
  ASSIGNMENT_STATUSES,
} from './rules.ts';

/** The teacher's assignment calls (spec 2 §3 Assignment post, §7; spec 3 §7). Decision 0040. */

// ── POST /api/v2/tools/assign/ ─────────────────────────────────────────────────────────────────

const studentIdSchema = z.string().min(1).max(64);

/** Spec 2 §3 Assignment post: activityCode and students [{rosterId, studentIds}]. */
export const assignBodySchema = z.object({
  activityCode: z
    .string({ error: ASSIGNMENT_MESSAGES.activityCodeRequired })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.activityCodeRequired)
    .max(100),
  students: z
    .array(
      z.object({
        rosterId: z.string().min(1).max(64),
        studentIds: z.array(studentIdSchema).max(ASSIGN_STUDENTS_MAX, ASSIGNMENT_MESSAGES.tooManyStudents),
      }),
      { error: ASSIGNMENT_MESSAGES.studentsRequired },
    )
    .max(ASSIGN_ROSTERS_MAX),
});
export type AssignBody = z.input<typeof assignBodySchema>;

/** A class as the assign reply lists it: spec 2 §3 Roster shape, with the students now assigned. */
export const assignedRosterSchema = z.object({
  rosterId: z.string(),
  rosterName: z.string(),
  rosterGoogleID: z.null(),
  students: z.array(z.object({ studentRosterId: z.string(), studentDisplayName: z.string() })),
});
export type AssignedRoster = z.infer<typeof assignedRosterSchema>;

/**
 * The reply (spec 2 §4: an object with location, or the list of assigned rosters). Lantern never redirects, so
 * location is null and `rosters` lists the classes and students of this call; `added` counts the students newly
 * assigned (0 when every one was assigned before: the call is idempotent).
 */
export const assignReplySchema = z.object({
  location: z.null(),
  id: z.number().int(),
  code: z.string(),
  assignment_url: z.string(),
  added: z.number().int(),
  rosters: z.array(assignedRosterSchema),
});
export type AssignReply = z.infer<typeof assignReplySchema>;

// ── GET /api/v2/assignments/ ───────────────────────────────────────────────────────────────────

export const assignmentListQuerySchema = z.object({
  status: z.enum(ASSIGNMENT_STATUSES, { error: ASSIGNMENT_MESSAGES.status }).default('assigned'),
  limit: z.coerce.number().int().min(1).max(ASSIGNMENT_LIST_LIMIT_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  ordering: z.enum(ASSIGNMENT_ORDERINGS, { error: ASSIGNMENT_MESSAGES.ordering }).optional(),
});
export type AssignmentListQuery = z.input<typeof assignmentListQuerySchema>;

/**
 * One row of either tab. assigned: an assignment (id, its code, date_assigned = when it was made). awaiting: a
 * lesson never assigned (id and code are the lesson's, date_assigned null, assignment_url null). date_created
 * is the lesson's creation date in both; lesson_code names the lesson for the lesson-builder calls.
 */
export const assignmentListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  lesson_code: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  date_assigned: z.string().nullable(),
  date_created: z.string(),
  is_ilp: z.boolean(),
  has_questions: z.boolean(),
  preview_link: z.string().nullable(),
  assignment_url: z.string().nullable(),
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  student_count: z.number().int(),
});
export type AssignmentListItem = z.infer<typeof assignmentListItemSchema>;

export const assignmentListReplySchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(assignmentListItemSchema),
});
export type AssignmentListReply = z.infer<typeof assignmentListReplySchema>;

// ── One assignment ─────────────────────────────────────────────────────────────────────────────

export const assignmentIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The assignment id is a positive whole number.' })
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const assignmentCodeParamsSchema = z.object({
  code: z.string().regex(ASSIGNMENT_CODE_PATTERN, ASSIGNMENT_MESSAGES.codeMalformed),
});

/** GET /api/v2/assignments/{id}/: the list item with every assigned student per class. */
export const assignmentDetailSchema = assignmentListItemSchema.extend({
  rosters: z.array(assignedRosterSchema),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;
