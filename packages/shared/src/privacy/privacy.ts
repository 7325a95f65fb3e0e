import { z } from 'zod';

/**
 * Student privacy (spec 2 §1, §3 Data privacy record, set and update payloads, State, District,
 * School, paged lists; §7; §9). Issue 18.
 *
 * The calls (writes need the CSRF header as every write does; teachers only, students get 403):
 * - GET  /api/v2/user_data_privacy/                   the caller's record (dataPrivacyRecordSchema)
 * - POST /api/v2/tools/set-data-privacy/              sign: setDataPrivacyBodySchema → the record
 * - POST /api/v2/tools/update-data-privacy/           change the school: updateDataPrivacyBodySchema → the record
 * - POST /api/v2/tools/data-privacy-do-this-later/    doThisLaterBodySchema → the record
 * - GET  /api/v2/tools/states/?limit&offset           paged State list, 'No state selected' first
 * - GET  /api/v2/tools/school-district/?limit=30&offset&state=&search=     paged District list
 * - GET  /api/v2/tools/schools-by-district/{district}/?limit=30&offset&search=  paged School list
 *
 * Lists: search matches the start of the name or of any word in it, ignoring case and accents
 * ('san' finds 'San Diego Unified' and 'Lake San Marcos'; 'jose' finds 'San José'); an empty search
 * lists everything by name. Paging past the end answers an empty page, never an error.
 * `next`/`previous` are paths on this site (with the same query) or null.
 *
 * Errors: bad input answers 400 code 'validation_error' with `errors` (field → messages) and
 * `messages` already flattened as 'Label - message' (spec 2 §8), e.g.
 * 'Sign acknowledgement - Check the box to acknowledge …'. An unknown district in the path of
 * schools-by-district answers 404.
 */

/** Teacher types (spec 2 §9). */
export const TEACHER_TYPES = ['PUBLIC_SCHOOL', 'PRIVATE_SCHOOL', 'HOME_SCHOOL'] as const;
export type TeacherType = (typeof TEACHER_TYPES)[number];

/** The classroom settings radio texts (spec 2 "Classroom settings form"), in the spec's order. */
export const TEACHER_TYPE_OPTIONS: readonly { value: TeacherType; label: string; description: string }[] = [
  {
    value: 'PUBLIC_SCHOOL',
    label: 'Public School Teacher',
    description: 'I teach at a public school or schools in the US',
  },
  {
    value: 'PRIVATE_SCHOOL',
    label: 'Private School Teacher',
    description: 'I teach at a private school or schools in the US',
  },
  { value: 'HOME_SCHOOL', label: 'Homeschool Teacher', description: 'I homeschool/tutor' },
];

/** Business constants (spec 2 §9). */
export const PRIVACY_PAGE_LIMIT = 30;
export const PRIVACY_PAGE_LIMIT_MAX = 100;
export const PRIVACY_TYPEAHEAD_DEBOUNCE_MS = 700;
export const PRIVACY_SUCCESS_MODAL_MS = 2000;
export const PRIVACY_SEARCH_MAX_LENGTH = 100;

/** NCES ids: a district (LEA) id has 7 digits, a school id 12 (the district's id + 5). */
export const DISTRICT_GUID_PATTERN = /^\d{7}$/;
export const SCHOOL_ID_PATTERN = /^\d{12}$/;

/** The exact validation messages; the server sends them under the field, the client flattens them. */
export const PRIVACY_ERRORS = {
  acknowledgementRequired: 'Check the box to acknowledge the Student Privacy Notice and the Privacy Policy.',
  teacherType: 'Choose where you teach: PUBLIC_SCHOOL, PRIVATE_SCHOOL or HOME_SCHOOL.',
  districtRequired: 'Public school teachers choose their state and school district.',
  districtFormat: 'Choose a school district from the list (an NCES district id of 7 digits such as 0634320).',
  schoolFormat: 'Choose a school from the list (an NCES school id of 12 digits such as 063432005432).',
  stateFormat: 'Choose a state from the list (a two-letter code such as CA).',
  stateRequired: 'Choose your state.',
  doThisLater: 'do_this_later must be true or false.',
  search: `Search with at most ${PRIVACY_SEARCH_MAX_LENGTH} characters.`,
  limit: `limit must be a whole number from 1 to ${PRIVACY_PAGE_LIMIT_MAX}.`,
  offset: 'offset must be a whole number, 0 or more.',
  unknownState: (state: string) => `There is no state or territory with the code ${state}.`,
  unknownDistrict: (guid: string) => `There is no school district with the id ${guid}.`,
  unknownSchool: (id: string) => `There is no school with the id ${id}.`,
  districtOfAnotherState: (districtName: string, state: string) =>
    `${districtName} is not in ${state}: choose a district of the state you chose.`,
  schoolOfAnotherDistrict: (schoolName: string, districtName: string) =>
    `${schoolName} is not in ${districtName}: choose a school of the district you chose.`,
} as const;

// ── Reference data ─────────────────────────────────────────────────────────────────────────────

/** A state in the list (spec 2 §3). state_location and abbreviation are the USPS code ('' for 'No state selected'). */
export const privacyStateSchema = z.object({
  name: z.string(),
  state_location: z.string(),
  abbreviation: z.string(),
});
export type PrivacyState = z.infer<typeof privacyStateSchema>;

/** A district (spec 2 §3): district_guid is the NCES LEA id. state_location is added so a pick knows its state. */
export const privacyDistrictSchema = z.object({
  district_name: z.string(),
  district_guid: z.string(),
  state_location: z.string(),
});
export type PrivacyDistrict = z.infer<typeof privacyDistrictSchema>;

/** A school (spec 2 §3): id is the NCES school id (12 digits, text: keep the leading zero). */
export const privacySchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The school's city as NCES gives it ('' when unknown): tells same-named schools apart. */
  city: z.string(),
});
export type PrivacySchool = z.infer<typeof privacySchoolSchema>;

/** A paged list (spec 2 §3): count of all matches, next/previous paths or null, this page's results. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export const privacyStatesPageSchema = pagedSchema(privacyStateSchema);
export type PrivacyStatesPage = z.infer<typeof privacyStatesPageSchema>;
export const privacyDistrictsPageSchema = pagedSchema(privacyDistrictSchema);
export type PrivacyDistrictsPage = z.infer<typeof privacyDistrictsPageSchema>;
export const privacySchoolsPageSchema = pagedSchema(privacySchoolSchema);
export type PrivacySchoolsPage = z.infer<typeof privacySchoolsPageSchema>;

const limitSchema = z.coerce
  .number({ error: PRIVACY_ERRORS.limit })
  .int(PRIVACY_ERRORS.limit)
  .min(1, PRIVACY_ERRORS.limit)
  .max(PRIVACY_PAGE_LIMIT_MAX, PRIVACY_ERRORS.limit);
const offsetSchema = z.coerce
  .number({ error: PRIVACY_ERRORS.offset })
  .int(PRIVACY_ERRORS.offset)
  .min(0, PRIVACY_ERRORS.offset)
  .max(10_000_000, PRIVACY_ERRORS.offset);
/** Any text is accepted (wildcards and every Unicode class match literally); only its length is limited. */
const searchSchema = z
  .string({ error: PRIVACY_ERRORS.search })
  .max(PRIVACY_SEARCH_MAX_LENGTH, PRIVACY_ERRORS.search);
/** '' (as 'No state selected' sends) means any state. */
const stateQuerySchema = z
  .string({ error: PRIVACY_ERRORS.stateFormat })
  .trim()
  .regex(/^([A-Za-z]{2})?$/, PRIVACY_ERRORS.stateFormat)
  .transform((code) => code.toUpperCase());

export const privacyStatesQuerySchema = z.object({
  limit: limitSchema.optional(),
  offset: offsetSchema.optional(),
});
export const schoolDistrictQuerySchema = z.object({
  limit: limitSchema.optional(),
  offset: offsetSchema.optional(),
  state: stateQuerySchema.optional(),
  search: searchSchema.optional(),
});
export type SchoolDistrictQuery = z.input<typeof schoolDistrictQuerySchema>;
export const schoolsByDistrictParamsSchema = z.object({
  district: z.string().regex(DISTRICT_GUID_PATTERN, PRIVACY_ERRORS.districtFormat),
});
export const schoolsByDistrictQuerySchema = z.object({
  limit: limitSchema.optional(),
  offset: offsetSchema.optional(),
  search: searchSchema.optional(),
});
export type SchoolsByDistrictQuery = z.input<typeof schoolsByDistrictQuerySchema>;

// ── The record and its payloads ────────────────────────────────────────────────────────────────

/**
 * GET /api/v2/user_data_privacy/ (spec 2 §3 Data privacy record). school_district holds the chosen
 * district (a list as the spec has it; the last is used), empty when none. school_name and school_id
 * are null when no school was chosen (the profile shows 'Not supplied'). The fields after teacher_type
 * are Lantern's additions.
 */
export const dataPrivacyRecordSchema = z.object({
  sign_acknowledgement: z.boolean(),
  do_this_later: z.boolean(),
  school_district: z.array(privacyDistrictSchema),
  school_name: z.string().nullable(),
  school_id: z.string().nullable(),
  teacher_type: z.enum(TEACHER_TYPES).nullable(),
  /** The chosen district's state name, e.g. 'California' (null without a district). */
  state_name: z.string().nullable(),
  /** When the teacher signed (ISO 8601), and the text version they signed; null until signed. */
  acknowledged_at: z.string().nullable(),
  acknowledgement_version: z.string().nullable(),
  /** With do_this_later: the day (YYYY-MM-DD) the reminder email is due, or null once sent or signed. */
  reminder_due_on: z.string().nullable(),
});
export type DataPrivacyRecord = z.infer<typeof dataPrivacyRecordSchema>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const districtGuidSchema = z
  .string({ error: PRIVACY_ERRORS.districtFormat })
  .regex(DISTRICT_GUID_PATTERN, PRIVACY_ERRORS.districtFormat);
const schoolIdSchema = z
  .string({ error: PRIVACY_ERRORS.schoolFormat })
  .regex(SCHOOL_ID_PATTERN, PRIVACY_ERRORS.schoolFormat);
const stateCodeSchema = z
  .string({ error: PRIVACY_ERRORS.stateFormat })
  .regex(/^[A-Za-z]{2}$/, PRIVACY_ERRORS.stateFormat)
  .transform((code) => code.toUpperCase());

/**
 * POST /api/v2/tools/set-data-privacy/ (spec 2 §3 Set payload). sign_acknowledgement must be true.
 * A PUBLIC_SCHOOL teacher must send district_guid (school_id optional); for the other types district
 * and school are not kept. `state` (Lantern's addition) is optional: when sent, the district must be
 * in it. '' and null count as not sent. Signing ends any 'do this later' and its reminder.
 */
export const setDataPrivacyBodySchema = z
  .object({
    sign_acknowledgement: z.literal(true, { error: PRIVACY_ERRORS.acknowledgementRequired }),
    teacher_type: z.enum(TEACHER_TYPES, { error: PRIVACY_ERRORS.teacherType }),
    district_guid: z.preprocess(emptyToUndefined, districtGuidSchema.optional()),
    school_id: z.preprocess(emptyToUndefined, schoolIdSchema.optional()),
    state: z.preprocess(emptyToUndefined, stateCodeSchema.optional()),
    do_this_later: z.boolean({ error: PRIVACY_ERRORS.doThisLater }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.teacher_type === 'PUBLIC_SCHOOL' && body.district_guid === undefined) {
      ctx.addIssue({ code: 'custom', path: ['district_guid'], message: PRIVACY_ERRORS.districtRequired });
    }
  });
export type SetDataPrivacyBody = z.input<typeof setDataPrivacyBodySchema>;

/**
 * POST /api/v2/tools/update-data-privacy/ (spec 2 §3 School privacy update payload): the district,
 * an optional school (none: 'Not supplied'), and optionally the state it must be in. It records a
 * public-school location, so teacher_type becomes PUBLIC_SCHOOL; it does not sign.
 */
export const updateDataPrivacyBodySchema = z.object({
  district_guid: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: PRIVACY_ERRORS.districtRequired })
      .regex(DISTRICT_GUID_PATTERN, PRIVACY_ERRORS.districtFormat),
  ),
  school_id: z.preprocess(emptyToUndefined, schoolIdSchema.optional()),
  state: z.preprocess(emptyToUndefined, stateCodeSchema.optional()),
});
export type UpdateDataPrivacyBody = z.input<typeof updateDataPrivacyBodySchema>;

/**
 * POST /api/v2/tools/data-privacy-do-this-later/ (spec 2 §7). true schedules the reminder email
 * (once, before the end of the school year); false withdraws it. Ignored once signed.
 */
export const doThisLaterBodySchema = z.object({
  do_this_later: z.boolean({ error: PRIVACY_ERRORS.doThisLater }),
});
export type DoThisLaterBody = z.infer<typeof doThisLaterBodySchema>;

/**
 * The web app's forms (spec 2 §3 Form: privacyCheck and classRoomSetting with schoolDescription and
 * teacherType; §5): state and district required for a public school teacher, school optional.
 */
export const classroomSettingsFormSchema = z
  .object({
    teacherType: z.enum(TEACHER_TYPES, { error: PRIVACY_ERRORS.teacherType }),
    schoolDescription: z.object({
      state: z.string(),
      schoolDistrict: z.string(),
      schoolName: z.string(),
    }),
  })
  .superRefine((form, ctx) => {
    if (form.teacherType !== 'PUBLIC_SCHOOL') return;
    if (!form.schoolDescription.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['schoolDescription', 'state'],
        message: PRIVACY_ERRORS.stateRequired,
      });
    }
    if (!form.schoolDescription.schoolDistrict) {
      ctx.addIssue({
        code: 'custom',
        path: ['schoolDescription', 'schoolDistrict'],
        message: PRIVACY_ERRORS.districtRequired,
      });
    }
  });
export type ClassroomSettingsForm = z.infer<typeof classroomSettingsFormSchema>;

/** The acknowledgement checkbox (spec 2 §5): required, initially unchecked. */
export const privacyCheckFormSchema = z.object({
  privacyCheck: z.literal(true, { error: PRIVACY_ERRORS.acknowledgementRequired }),
});
export type PrivacyCheckForm = z.input<typeof privacyCheckFormSchema>;

/** The support form and the profile's change-details form (spec 2 "Data-privacy support form"). */
export const schoolInformationFormSchema = z.object({
  state: z.string().min(1, PRIVACY_ERRORS.stateRequired),
  district_guid: z.string().min(1, PRIVACY_ERRORS.districtRequired),
  school_id: z.string(),
});
export type SchoolInformationForm = z.infer<typeof schoolInformationFormSchema>;

export const privacyPaths = {
  record: '/api/v2/user_data_privacy/',
  set: '/api/v2/tools/set-data-privacy/',
  update: '/api/v2/tools/update-data-privacy/',
  doThisLater: '/api/v2/tools/data-privacy-do-this-later/',
  states: '/api/v2/tools/states/',
  districts: '/api/v2/tools/school-district/',
  schoolsByDistrict: (districtGuid: string) => `/api/v2/tools/schools-by-district/${districtGuid}/`,
} as const;
