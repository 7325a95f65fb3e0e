import type { DataPrivacyRecord } from '@lantern/shared';
import { stateNameOf } from '../schools/index.ts';
import type { PrivacyRecordRow } from './privacy.repo.ts';

/** The reply of GET /api/v2/user_data_privacy/ (spec 2 §3); no record yet reads as nothing chosen. */
export function presentRecord(row: PrivacyRecordRow | undefined): DataPrivacyRecord {
  if (!row) {
    return {
      sign_acknowledgement: false,
      do_this_later: false,
      school_district: [],
      school_name: null,
      school_id: null,
      teacher_type: null,
      state_name: null,
      acknowledged_at: null,
      acknowledgement_version: null,
      reminder_due_on: null,
    };
  }
  const signed = row.signed_at !== null;
  return {
    sign_acknowledgement: signed,
    do_this_later: !signed && row.do_this_later,
    school_district:
      row.district_guid && row.district_name && row.state
        ? [{ district_name: row.district_name, district_guid: row.district_guid, state_location: row.state }]
        : [],
    school_name: row.school_name,
    school_id: row.school_id,
    teacher_type: row.teacher_type,
    state_name: row.state ? (stateNameOf(row.state) ?? row.state) : null,
    acknowledged_at: row.signed_at?.toISOString() ?? null,
    acknowledgement_version: row.text_version,
    reminder_due_on: signed ? null : row.reminder_due_on,
  };
}
