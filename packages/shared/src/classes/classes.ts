import { z } from 'zod';
import { PERSON_NAME_PATTERN } from '../accounts/account-rules.ts';
import { secretQuestionSchema } from '../accounts/schemas.ts';
import {
  SECRET_ANSWER_MAX_LENGTH,
  SECRET_ANSWER_MIN_LENGTH,
  STUDENT_FIRST_NAME_MAX,
} from '../accounts/username.ts';
import {
  BULK_STUDENTS_MAX,
  CLASS_MESSAGES,
  CLASS_NAME_MAX_LENGTH,
  isSchoolYear,
  SIGN_IN_METHODS,
  STUDENT_GRADES,
} from './rules.ts';

/**
 * Classes (rosters), issue 19. The teacher's calls are Lantern's own family under
 * /api/v2/tools/classes/ (docs/decisions/0036-classes-and-join-codes.md); the others are the spec's.
 * Teachers only (students 403, visitors 401) unless marked 'student'. Every call that creates or
 * changes a class or its students needs the teacher's privacy acknowledgement (spec 3 §5): without
 * it, 403 with the privacy gate's message. Another teacher's class or student answers 404.
 *
 * Teacher:
 * - GET    /api/v2/tools/classes/?archived=false|true|all     { results: ClassSummary[] } (default false)
 * - POST   /api/v2/tools/classes/                              createClassBodySchema → 201 ClassSummary
 * - GET    /api/v2/tools/classes/{id}/                         ClassDetail (the class with its students)
 * - PATCH  /api/v2/tools/classes/{id}/                         updateClassBodySchema (rename, school year) → ClassSummary
 * - DELETE /api/v2/tools/classes/{id}/                         204; the web asks for confirmation first
 * - POST   /api/v2/tools/classes/{id}/archive/                 ClassSummary (its code stops working)
 * - POST   /api/v2/tools/classes/{id}/restore/                 ClassSummary (the same code, or a new one if
 *                                                              an active class took it meanwhile)
 * - POST   /api/v2/tools/classes/{id}/join-code/               ClassSummary with a new code; the old one stops working
 * - POST   /api/v2/tools/classes/rollover/                     rolloverBodySchema → { archived: n } (year end)
 * - GET    /api/v2/tools/classes/{id}/students/                { results: ClassStudent[] }
 * - POST   /api/v2/tools/classes/{id}/students/                bulkStudentsBodySchema → 201 StudentCredentialsReply
 * - DELETE /api/v2/tools/classes/{id}/students/{studentId}/    remove from the class → 204
 * - POST   /api/v2/tools/classes/{id}/students/{studentId}/unlock/        → ClassStudent
 * - POST   /api/v2/tools/classes/{id}/students/{studentId}/reset-secret/  resetSecretBodySchema → StudentCredential
 * - POST   /api/v2/tools/classes/{id}/students/{studentId}/move/          moveStudentBodySchema → ClassStudent
 * - GET    /api/v2/tools/roster/?type=google|lm|any            Roster[] (spec 2 §7; the assign modal's list)
 *
 * Student:
 * - GET    /tools/rosters/api/v2/rosters/rostercode/{code}/    RosterByCode; unknown/archived → 404 'Invalid code entered.'
 * - POST   /tools/rosters/api/v2/rosters/{id}/students/        joinRosterBodySchema → 201 StudentClass (200 when
 *                                                              already in it: joining twice changes nothing)
 * - GET    /api/v2/student/joined_rosters/                     { results: StudentClass[] } (spec 1 §7)
 * - DELETE leave_roster_url (/tools/rosters/api/v2/rosters/{id}/students/)   leave → 204
 *
 * Errors: bad input answers 400 code 'validation_error' with `errors` (field → messages) and
 * `messages` flattened as 'Label - message'; the other refusals answer { code, message } with the
 * texts of CLASS_MESSAGES: a bad, unknown, regenerated or archived code 404 'Invalid code entered.';
 * a full class 409 classFull / notEnoughRoom; an archived class on a change 409 classArchived.
 */

const uuid = z.uuid({ error: 'Must be an id (a UUID).' });

const className = z
  .string({ error: CLASS_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: CLASS_MESSAGES.nameRequired, abort: true })
  .max(CLASS_NAME_MAX_LENGTH, CLASS_MESSAGES.nameTooLong);

const schoolYear = z
  .string({ error: CLASS_MESSAGES.schoolYear })
  .trim()
  .refine(isSchoolYear, CLASS_MESSAGES.schoolYear);

// ── Classes (teacher) ──────────────────────────────────────────────────────────────────────────

/** A class as its teacher sees it in lists. */
export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Six characters of JOIN_CODE_ALPHABET; it works only while the class is active. */
  join_code: z.string(),
  archived: z.boolean(),
  /** '2025-2026'; a new class gets the current school year unless the teacher gives one. */
  school_year: z.string(),
  student_count: z.number().int(),
  /** The most students the class may hold (CLASS_SIZE_LIMIT on the server). */
  size_limit: z.number().int(),
  /** 'lantern' for classes made here; an import names its source (OneRoster, CSV). */
  source: z.string(),
  created_at: z.string(),
  archived_at: z.string().nullable(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** A student of a class as the teacher sees them. studentId in the paths is `id`. */
export const classStudentSchema = z.object({
  /** The student's account id: the same in every class they are in (the spec's studentRosterId). */
  id: z.string(),
  /** First name and last initial, e.g. 'Maya R.' (a student who joined by code: their first-name word). */
  display_name: z.string(),
  username: z.string(),
  sign_in_method: z.enum(SIGN_IN_METHODS),
  /** Locked after too many wrong answers (the teacher may unlock). */
  locked: z.boolean(),
  grade: z.enum(STUDENT_GRADES).nullable(),
  /** Whether this teacher created the account and so may set a new secret answer. */
  can_reset_secret: z.boolean(),
  /** Whether the student has a sign-in card that works (decision 0074); only this teacher's students get one. */
  has_signin_card: z.boolean(),
  /** How the student came into this class: by the join code, added by the teacher, or an import. */
  joined_via: z.enum(['code', 'teacher', 'import']),
  joined_at: z.string(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classDetailSchema = classSummarySchema.extend({ students: z.array(classStudentSchema) });
export type ClassDetail = z.infer<typeof classDetailSchema>;

export const classListReplySchema = z.object({ results: z.array(classSummarySchema) });
export type ClassListReply = z.infer<typeof classListReplySchema>;
export const classStudentsReplySchema = z.object({ results: z.array(classStudentSchema) });
export type ClassStudentsReply = z.infer<typeof classStudentsReplySchema>;

export const classListQuerySchema = z.object({
  archived: z.enum(['true', 'false', 'all'], { error: CLASS_MESSAGES.archiveFilter }).default('false'),
});
export type ClassListQuery = z.input<typeof classListQuerySchema>;

export const classIdParamsSchema = z.object({ id: uuid });
export const classStudentParamsSchema = z.object({ id: uuid, studentId: uuid });

export const createClassBodySchema = z.strictObject({
  name: className,
  school_year: schoolYear.optional(),
});
export type CreateClassBody = z.input<typeof createClassBodySchema>;

/** Rename and/or change the school year; at least one of them. */
export const updateClassBodySchema = z
  .strictObject({ name: className.optional(), school_year: schoolYear.optional() })
  .refine((body) => body.name !== undefined || body.school_year !== undefined, {
    message: 'Send a new name or school year.',
  });
export type UpdateClassBody = z.input<typeof updateClassBodySchema>;

/** Year-end rollover: archive every active class of this school year. */
export const rolloverBodySchema = z.strictObject({ school_year: schoolYear });
export type RolloverBody = z.input<typeof rolloverBodySchema>;
export const rolloverReplySchema = z.object({ archived: z.number().int() });
export type RolloverReply = z.infer<typeof rolloverReplySchema>;

// ── Students without email (teacher) ───────────────────────────────────────────────────────────

/** A secret answer the teacher sets for students without email (the bulk form checks its one answer with it). */
export const secretAnswerSchema = z
  .string()
  .trim()
  .min(SECRET_ANSWER_MIN_LENGTH, `A secret answer has at least ${SECRET_ANSWER_MIN_LENGTH} characters.`)
  .max(SECRET_ANSWER_MAX_LENGTH, `A secret answer has at most ${SECRET_ANSWER_MAX_LENGTH} characters.`);

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One student to create: the username is built from the first name (spaces and other characters dropped). */
export const newStudentSchema = z.strictObject({
  first_name: z
    .string({ error: 'Please enter the student’s first name.' })
    .trim()
    .min(1, { error: 'Please enter the student’s first name.', abort: true })
    .max(STUDENT_FIRST_NAME_MAX, `A first name has at most ${STUDENT_FIRST_NAME_MAX} characters.`)
    .regex(PERSON_NAME_PATTERN, 'Use only letters, digits, spaces and hyphens.')
    .refine((name) => /[\p{L}\p{N}]/u.test(name), 'A first name needs at least one letter or digit.'),
  last_initial: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: CLASS_MESSAGES.lastInitial })
      .trim()
      .regex(/^\p{L}$/u, CLASS_MESSAGES.lastInitial)
      .transform((initial) => initial.toUpperCase())
      .optional(),
  ),
  grade: z.preprocess(emptyToUndefined, z.enum(STUDENT_GRADES, { error: CLASS_MESSAGES.grade }).optional()),
  /** The teacher's answer for this student; left out, the server makes an easy one (a word and two digits). */
  secret_answer: z.preprocess(emptyToUndefined, secretAnswerSchema.optional()),
});
export type NewStudent = z.input<typeof newStudentSchema>;

/**
 * POST /api/v2/tools/classes/{id}/students/: creates student accounts without email and puts them
 * in the class, all or none. The teacher picks one secret question (id or text, as sign-up takes
 * it) for the batch; each student signs in on the usual student sign-in with their username, that
 * question and their answer (docs/decisions/0037-students-without-email.md).
 */
export const bulkStudentsBodySchema = z.strictObject({
  secret_question: secretQuestionSchema,
  students: z
    .array(newStudentSchema, { error: CLASS_MESSAGES.studentsRequired })
    .min(1, CLASS_MESSAGES.studentsRequired)
    .max(BULK_STUDENTS_MAX, CLASS_MESSAGES.tooManyStudents),
});
export type BulkStudentsBody = z.input<typeof bulkStudentsBodySchema>;

/** What a student needs to sign in, shown once (the answer is kept only as a hash) for the cards. */
export const studentCredentialSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  username: z.string(),
  /** The question's id and its text as the sign-in drop-down shows it. */
  secret_question: z.string(),
  secret_question_text: z.string(),
  secret_answer: z.string(),
  grade: z.enum(STUDENT_GRADES).nullable(),
});
export type StudentCredential = z.infer<typeof studentCredentialSchema>;

export const studentCredentialsReplySchema = z.object({
  class: classSummarySchema,
  results: z.array(studentCredentialSchema),
});
export type StudentCredentialsReply = z.infer<typeof studentCredentialsReplySchema>;

/** A new secret for a student this teacher created; both optional (the same question, a made-up answer). */
export const resetSecretBodySchema = z.strictObject({
  secret_question: z.preprocess(emptyToUndefined, secretQuestionSchema.optional()),
  secret_answer: z.preprocess(emptyToUndefined, secretAnswerSchema.optional()),
});
export type ResetSecretBody = z.input<typeof resetSecretBodySchema>;

export const moveStudentBodySchema = z.strictObject({
  to_class_id: z.uuid({ error: CLASS_MESSAGES.moveTargetRequired }),
});
export type MoveStudentBody = z.input<typeof moveStudentBodySchema>;
