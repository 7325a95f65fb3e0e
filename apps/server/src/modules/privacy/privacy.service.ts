import {
  type DataPrivacyRecord,
  flattenErrorMap,
  PRIVACY_ACKNOWLEDGEMENT_VERSION,
  PRIVACY_ERRORS,
  PRIVACY_GATE_MESSAGE,
  PRIVACY_GATE_REASON,
  type TeacherType,
} from '@lantern/shared';
import type { Config } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import type { PrivacyHistoryEvent } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type DistrictInfo,
  districtById,
  type SchoolInfo,
  schoolById,
  stateNameOf,
} from '../schools/index.ts';
import { presentRecord } from './privacy.presenter.ts';
import * as repo from './privacy.repo.ts';
import { reminderDueOn } from './reminder-date.ts';

/**
 * The teacher's student-privacy record (spec 2 §1, §3, §4; decision 0031). Every change is one transaction: the
 * record, its history row and the reminder change are saved together or not at all.
 */

/** A 400 in the shape of the framework's validation errors: the field map and its flattened messages. */
function invalid(field: string, message: string): AppError {
  const errors = { [field]: [message] };
  return new AppError('validation_error', flattenErrorMap(errors)[0] ?? message, 400, {
    errors,
    messages: flattenErrorMap(errors),
  });
}

interface Location {
  district: DistrictInfo;
  school: SchoolInfo | null;
}

/** Checks the cascade (spec 2 §4): the state exists, the district is in it, the school in the district. */
async function resolveLocation(
  orm: Orm,
  input: { district_guid: string; school_id?: string; state?: string },
): Promise<Location> {
  if (input.state !== undefined && !stateNameOf(input.state)) {
    throw invalid('state', PRIVACY_ERRORS.unknownState(input.state));
  }
  const district = await districtById(orm, input.district_guid);
  if (!district) throw invalid('district_guid', PRIVACY_ERRORS.unknownDistrict(input.district_guid));
  if (input.state !== undefined && district.state !== input.state) {
    throw invalid(
      'district_guid',
      PRIVACY_ERRORS.districtOfAnotherState(district.name, stateNameOf(input.state) ?? input.state),
    );
  }
  if (input.school_id === undefined) return { district, school: null };
  const school = await schoolById(orm, input.school_id);
  if (!school) throw invalid('school_id', PRIVACY_ERRORS.unknownSchool(input.school_id));
  if (school.district_guid !== district.district_guid) {
    throw invalid('school_id', PRIVACY_ERRORS.schoolOfAnotherDistrict(school.name, district.name));
  }
  return { district, school };
}

async function record(orm: Orm, userId: string, event: PrivacyHistoryEvent): Promise<void> {
  const row = await repo.findRecord(orm, userId);
  await repo.appendHistory(orm, {
    userId,
    event,
    teacherType: row?.teacher_type ?? null,
    districtGuid: row?.district_guid ?? null,
    districtName: row?.district_name ?? null,
    state: row?.state ?? null,
    schoolId: row?.school_id ?? null,
    schoolName: row?.school_name ?? null,
    textVersion: event === 'signed' ? PRIVACY_ACKNOWLEDGEMENT_VERSION : null,
  });
}

export async function privacyRecordOf(orm: Orm, userId: string): Promise<DataPrivacyRecord> {
  return presentRecord(await repo.findRecord(orm, userId));
}

export async function signDataPrivacy(
  orm: Orm,
  userId: string,
  body: { teacher_type: TeacherType; district_guid?: string; school_id?: string; state?: string },
): Promise<DataPrivacyRecord> {
  // Only a public school teacher names a district and school (spec 2 "Classroom settings form").
  const location =
    body.teacher_type === 'PUBLIC_SCHOOL' && body.district_guid !== undefined
      ? await resolveLocation(orm, { ...body, district_guid: body.district_guid })
      : null;
  await inTransaction(orm, async (tx) => {
    await repo.saveRecord(tx, userId, {
      teacherType: body.teacher_type,
      districtGuid: location?.district.district_guid ?? null,
      schoolId: location?.school?.id ?? null,
      signedAt: new Date(),
      textVersion: PRIVACY_ACKNOWLEDGEMENT_VERSION,
      doThisLater: false,
    });
    await repo.cancelReminders(tx, userId);
    await record(tx, userId, 'signed');
  });
  return privacyRecordOf(orm, userId);
}

/** The profile's change of school (spec 2 §3 update payload): a public school location; signing is kept. */
export async function updateSchool(
  orm: Orm,
  userId: string,
  body: { district_guid: string; school_id?: string; state?: string },
): Promise<DataPrivacyRecord> {
  const location = await resolveLocation(orm, body);
  await inTransaction(orm, async (tx) => {
    await repo.saveRecord(tx, userId, {
      teacherType: 'PUBLIC_SCHOOL',
      districtGuid: location.district.district_guid,
      schoolId: location.school?.id ?? null,
    });
    await record(tx, userId, 'school_updated');
  });
  return privacyRecordOf(orm, userId);
}

/** 'Do this later' (spec 2 §4): schedules one reminder before the end of the school year; ignored once signed. */
export async function setDoThisLater(
  orm: Orm,
  config: Pick<Config, 'privacyReminderDate'>,
  userId: string,
  doThisLater: boolean,
  now = new Date(),
): Promise<DataPrivacyRecord> {
  await inTransaction(orm, async (tx) => {
    const current = await repo.findRecord(tx, userId);
    if (current?.signed_at) return;
    if (doThisLater) {
      await repo.saveRecord(tx, userId, { doThisLater: true });
      await repo.scheduleReminder(tx, userId, reminderDueOn(now, config.privacyReminderDate));
      if (!current?.do_this_later) await record(tx, userId, 'do_this_later');
    } else if (current?.do_this_later) {
      await repo.saveRecord(tx, userId, { doThisLater: false });
      await repo.cancelReminders(tx, userId);
      await record(tx, userId, 'do_this_later_withdrawn');
    }
  });
  return privacyRecordOf(orm, userId);
}

/**
 * The gate (spec 1 §1, spec 3 §5): creating or changing a class, adding students and assigning. A route declares
 * it (defineRoute's privacyGate) and the request guard calls this before validation and before the service. A user who has not acknowledged gets a 403 that says what to do, with reason 'privacy_acknowledgement_required'
 * so the web app opens the privacy modal instead of showing an error.
 */
export async function assertPrivacyAcknowledged(orm: Orm, user: { id: string }): Promise<void> {
  if (await repo.hasSigned(orm, user.id)) return;
  throw new AppError('forbidden', PRIVACY_GATE_MESSAGE, 403, { reason: PRIVACY_GATE_REASON });
}
