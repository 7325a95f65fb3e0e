import type { TeacherType } from '@lantern/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import {
  dataPrivacyHistory,
  dataPrivacyRecords,
  type PrivacyHistoryEvent,
  privacyReminders,
} from '../../db/schema.ts';
import { column, queryRow } from '../../db/sql-rows.ts';

/** SQL of the privacy record, its history and the reminder rows (decision 0031). */

const recordRow = z.object({
  teacher_type: z.enum(['PUBLIC_SCHOOL', 'PRIVATE_SCHOOL', 'HOME_SCHOOL']).nullable(),
  district_guid: z.string().nullable(),
  district_name: z.string().nullable(),
  state: z.string().nullable(),
  school_id: z.string().nullable(),
  school_name: z.string().nullable(),
  signed_at: column.timestamp.nullable(),
  text_version: z.string().nullable(),
  do_this_later: z.boolean(),
  reminder_due_on: z.string().nullable(),
});
export type PrivacyRecordRow = z.output<typeof recordRow>;

export function findRecord(orm: Orm, userId: string): Promise<PrivacyRecordRow | undefined> {
  return queryRow(
    orm,
    recordRow,
    sql`SELECT r.teacher_type, r.district_guid, d.name AS district_name, d.state, r.school_id, s.name AS school_name,
        r.signed_at, r.text_version, r.do_this_later,
        (SELECT to_char(min(p.due_on), 'YYYY-MM-DD') FROM privacy_reminders p
          WHERE p.user_id = r.user_id AND p.sent_at IS NULL) AS reminder_due_on
      FROM data_privacy_records r
      LEFT JOIN school_districts d ON d.district_guid = r.district_guid
      LEFT JOIN schools s ON s.id = r.school_id
      WHERE r.user_id = ${userId}`,
  );
}

/** Whether the user has acknowledged (the gate's one look-up). */
export async function hasSigned(orm: Orm, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ signedAt: dataPrivacyRecords.signedAt })
    .from(dataPrivacyRecords)
    .where(eq(dataPrivacyRecords.userId, userId));
  return row?.signedAt != null;
}

export interface RecordChange {
  teacherType?: TeacherType;
  districtGuid?: string | null;
  schoolId?: string | null;
  signedAt?: Date;
  textVersion?: string;
  doThisLater?: boolean;
}

/** Creates the user's record or changes the given columns of it. */
export async function saveRecord(orm: Orm, userId: string, change: RecordChange): Promise<void> {
  const values = { ...change, updatedAt: new Date() };
  await orm
    .insert(dataPrivacyRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: dataPrivacyRecords.userId, set: values });
}

export interface HistoryEntry {
  userId: string;
  event: PrivacyHistoryEvent;
  teacherType: string | null;
  districtGuid: string | null;
  districtName: string | null;
  state: string | null;
  schoolId: string | null;
  schoolName: string | null;
  textVersion: string | null;
}

export async function appendHistory(orm: Orm, entry: HistoryEntry): Promise<void> {
  await orm.insert(dataPrivacyHistory).values(entry);
}

/** Schedules the reminder for that day; a second 'do this later' before it adds nothing. */
export async function scheduleReminder(orm: Orm, userId: string, dueOn: string): Promise<void> {
  await orm.insert(privacyReminders).values({ userId, dueOn }).onConflictDoNothing();
}

/** Withdraws the user's unsent reminders (signed, or 'do this later' withdrawn). */
export async function cancelReminders(orm: Orm, userId: string): Promise<void> {
  await orm
    .delete(privacyReminders)
    .where(and(eq(privacyReminders.userId, userId), isNull(privacyReminders.sentAt)));
}
