import { z } from 'zod';
import { CLASS_MESSAGES } from './rules.ts';

/** The spec's roster calls (spec 2 §3, §7; spec 1 §3, §7; spec 3 §7); the list of all class calls is in classes.ts. */

// ── The spec's roster list (teacher) ───────────────────────────────────────────────────────────

export const ROSTER_TYPES = ['google', 'lm', 'any'] as const;
export const rosterQuerySchema = z.object({
  type: z.enum(ROSTER_TYPES, { error: CLASS_MESSAGES.rosterType }).default('any'),
});

/** Spec 2 §3 Roster student (the UI adds `selected`). */
export const rosterStudentSchema = z.object({
  studentRosterId: z.string(),
  studentDisplayName: z.string(),
  /** Always null: Lantern has no Google Classroom integration. */
  studentGoogleId: z.null(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

/** Spec 2 §3 Roster (the UI adds `selected` and `expanded`): the teacher's active classes. */
export const rosterSchema = z.object({
  rosterId: z.string(),
  rosterName: z.string(),
  rosterGoogleID: z.null(),
  students: z.array(rosterStudentSchema),
});
export type Roster = z.infer<typeof rosterSchema>;
/** GET /api/v2/tools/roster/: a bare list; type=google answers [] (no Google Classroom classes here). */
export const rosterListReplySchema = z.array(rosterSchema);

// ── Students joining and leaving ───────────────────────────────────────────────────────────────

/** The code in the path, as typed (normalizeJoinCode is applied before looking it up). */
export const rosterCodeParamsSchema = z.object({ code: z.string().max(40) });

/** What a student sees of a class before joining: nothing about its students. */
export const rosterByCodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  teacher_name: z.string(),
  roster_code: z.string(),
  /** Whether the signed-in student is in it already. */
  joined: z.boolean(),
});
export type RosterByCode = z.infer<typeof rosterByCodeSchema>;

export const rosterIdParamsSchema = z.object({ id: z.uuid({ error: CLASS_MESSAGES.invalidCode }) });

/** The class's current code must come with the id: an id alone never lets anyone in. */
export const joinRosterBodySchema = z.object({
  roster_code: z
    .string({ error: CLASS_MESSAGES.codeRequired })
    .trim()
    .min(1, CLASS_MESSAGES.codeRequired)
    .max(40),
});
export type JoinRosterBody = z.input<typeof joinRosterBodySchema>;

/**
 * Spec 1 §3 Student class: a class the student is in. display_name is the class's name as the
 * student sees it (the same as name); teacher_name is the teacher's first and last name. No classmates.
 */
export const studentClassSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  name: z.string(),
  teacher_name: z.string(),
  roster_code: z.string(),
  /** When the student joined (ISO 8601). */
  date_created: z.string(),
  /** DELETE this to leave the class. */
  leave_roster_url: z.string(),
});
export type StudentClass = z.infer<typeof studentClassSchema>;

export const joinedRostersReplySchema = z.object({ results: z.array(studentClassSchema) });
export type JoinedRostersReply = z.infer<typeof joinedRostersReplySchema>;

/** The leave-roster URL of a class. */
export function leaveRosterUrl(classId: string): string {
  return `/tools/rosters/api/v2/rosters/${classId}/students/`;
}
