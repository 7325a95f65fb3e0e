import { z } from 'zod';
import { secretQuestionSchema } from '../accounts/schemas.ts';

/**
 * Rostering imports (issue 19; docs/decisions/0039-rostering-imports.md): a OneRoster 1.2 CSV zip or a plain CSV
 * sent to POST /api/v2/tools/classes/import/ (multipart, the file in the field 'file'). `?dry_run=true` answers
 * the report and writes nothing; without it the import is applied all or nothing.
 */

export const ROSTER_IMPORT_FILE_FIELD = 'file';
export const ROSTER_IMPORT_URL = '/api/v2/tools/classes/import/';

/** The six files of a OneRoster 1.2 CSV bulk zip that Lantern reads, and the columns each must have. */
export const ONEROSTER_REQUIRED_COLUMNS = {
  'manifest.csv': ['propertyName', 'value'],
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'academicSessions.csv': ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
  'classes.csv': ['sourcedId', 'title', 'courseSourcedId', 'classType', 'schoolSourcedId', 'termSourcedIds'],
  'users.csv': ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
} as const;
export type OneRosterFile = keyof typeof ONEROSTER_REQUIRED_COLUMNS;

/** The plain CSV's header (any case; spaces, hyphens or underscores between words). */
export const PLAIN_CSV_COLUMNS = ['class name', 'first name', 'last initial', 'grade'] as const;

export const importActionSchema = z.enum(['create', 'change', 'unchanged', 'refuse']);
export type ImportAction = z.infer<typeof importActionSchema>;

/** One line of the report: what the import does with one row of one file. */
export const importReportLineSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.string().nullable(),
  kind: z.enum(['class', 'student', 'enrollment', 'row']),
  action: importActionSchema,
  message: z.string(),
});
export type ImportReportLine = z.infer<typeof importReportLineSchema>;

const countsSchema = z.object({
  create: z.number().int(),
  change: z.number().int(),
  unchanged: z.number().int(),
  refuse: z.number().int(),
});

export const importReportSchema = z.object({
  format: z.enum(['oneroster', 'csv']),
  dry_run: z.boolean(),
  /** false when any line is refused: applying would change nothing. */
  can_apply: z.boolean(),
  counts: z.object({ classes: countsSchema, students: countsSchema, enrollments: countsSchema }),
  lines: z.array(importReportLineSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An applied import: the report, and the classes it touched (the teacher prints their cards from there). */
export const importResultSchema = importReportSchema.extend({
  classes: z.array(z.object({ id: z.string(), name: z.string(), created: z.boolean() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

/**
 * POST /api/v2/tools/classes/{id}/students/secrets/ → StudentCredentialsReply: a new secret answer for every
 * current student of the class that this teacher created (imported or typed), shown once for the cards.
 * Imported students cannot sign in before this (decision 0039).
 */
export const classSecretsBodySchema = z.strictObject({
  secret_question: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    secretQuestionSchema.optional(),
  ),
});
export type ClassSecretsBody = z.input<typeof classSecretsBodySchema>;
