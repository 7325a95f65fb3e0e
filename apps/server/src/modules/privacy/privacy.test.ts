import { dataPrivacyRecordSchema, PRIVACY_ACKNOWLEDGEMENT_VERSION, PRIVACY_ERRORS } from '@lantern/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataPrivacyHistory, dataPrivacyRecords, privacyReminders } from '../../db/schema.ts';
import { buildDistrict, buildSchool, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, type SignedIn, signedInTeacher, signInAs } from '../../test/test-app.ts';

/** The teacher's privacy record (spec 2 §3, §4, §5, §7; issue 18): set, update, do this later, the rules. */

let app: FastifyInstance;
let district: { districtGuid: string; name: string };
let school: { id: string; name: string };
let otherDistrictSchool: { id: string; name: string };
let texasDistrict: { districtGuid: string; name: string };

beforeAll(async () => {
  app = await buildTestApp({ env: { PRIVACY_REMINDER_DATE: '05-15' } });
  district = await buildDistrict(app, { name: 'Sacramento City Unified', state: 'CA' });
  school = await buildSchool(app, { districtGuid: district.districtGuid, name: 'Hiram W. Johnson High' });
  otherDistrictSchool = await buildSchool(app, { name: 'Elsewhere Elementary' });
  texasDistrict = await buildDistrict(app, { name: 'Houston ISD', state: 'TX' });
});

const post = (user: SignedIn, url: string, payload: unknown) =>
  injectAs(app, user, { method: 'POST', url, payload: payload as object });
const sign = (user: SignedIn, payload: unknown) => post(user, '/api/v2/tools/set-data-privacy/', payload);
const update = (user: SignedIn, payload: unknown) =>
  post(user, '/api/v2/tools/update-data-privacy/', payload);
const later = (user: SignedIn, doThisLater: boolean) =>
  post(user, '/api/v2/tools/data-privacy-do-this-later/', { do_this_later: doThisLater });
const recordOf = async (user: SignedIn) => {
  const response = await injectAs(app, user, { method: 'GET', url: '/api/v2/user_data_privacy/' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return dataPrivacyRecordSchema.parse(response.json());
};
const historyOf = (userId: string) =>
  app.orm
    .select()
    .from(dataPrivacyHistory)
    .where(eq(dataPrivacyHistory.userId, userId))
    .orderBy(asc(dataPrivacyHistory.id));

describe('GET /api/v2/user_data_privacy/', () => {
  it('reads as nothing chosen before the teacher does anything', async () => {
    expect(await recordOf(await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' }))).toEqual({
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
    });
  });
});

describe('POST /api/v2/tools/set-data-privacy/', () => {
  it('records a public school teacher with state, district and school, and who signed which text when', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    const response = await sign(teacher, {
      sign_acknowledgement: true,
      teacher_type: 'PUBLIC_SCHOOL',
      state: 'CA',
      district_guid: district.districtGuid,
      school_id: school.id,
      do_this_later: false,
    });
    expect(response.statusCode).toBe(200);
    const record = await recordOf(teacher);
    expect(response.json()).toEqual(record);
    expect(record).toMatchObject({
      sign_acknowledgement: true,
      do_this_later: false,
      teacher_type: 'PUBLIC_SCHOOL',
      school_district: [
        {
          district_name: 'Sacramento City Unified',
          district_guid: district.districtGuid,
          state_location: 'CA',
        },
      ],
      school_name: 'Hiram W. Johnson High',
      school_id: school.id,
      state_name: 'California',
      acknowledgement_version: PRIVACY_ACKNOWLEDGEMENT_VERSION,
    });
    expect(Date.parse(record.acknowledged_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const history = await historyOf(teacher.user.id);
    expect(history).toEqual([
      expect.objectContaining({
        event: 'signed',
        teacherType: 'PUBLIC_SCHOOL',
        districtGuid: district.districtGuid,
        districtName: 'Sacramento City Unified',
        state: 'CA',
        schoolId: school.id,
        schoolName: 'Hiram W. Johnson High',
        textVersion: PRIVACY_ACKNOWLEDGEMENT_VERSION,
      }),
    ]);
  });

  it('takes a public school teacher without a school (the profile shows Not supplied)', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    const response = await sign(teacher, {
      sign_acknowledgement: true,
      teacher_type: 'PUBLIC_SCHOOL',
      district_guid: district.districtGuid,
      school_id: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ school_id: null, school_name: null, sign_acknowledgement: true });
  });

  it('takes private and home school teachers without a district, and keeps none they send', async () => {
    for (const teacherType of ['PRIVATE_SCHOOL', 'HOME_SCHOOL'] as const) {
      const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
      const response = await sign(teacher, {
        sign_acknowledgement: true,
        teacher_type: teacherType,
        district_guid: district.districtGuid,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        sign_acknowledgement: true,
        teacher_type: teacherType,
        school_district: [],
        school_id: null,
      });
    }
  });

  it.each([
    [
      'no acknowledgement',
      { teacher_type: 'HOME_SCHOOL' },
      [`Sign acknowledgement - ${PRIVACY_ERRORS.acknowledgementRequired}`],
    ],
    [
      'an unchecked acknowledgement',
      { sign_acknowledgement: false, teacher_type: 'HOME_SCHOOL' },
      [`Sign acknowledgement - ${PRIVACY_ERRORS.acknowledgementRequired}`],
    ],
    [
      'an unknown teacher type',
      { sign_acknowledgement: true, teacher_type: 'CHARTER' },
      [`Teacher type - ${PRIVACY_ERRORS.teacherType}`],
    ],
    [
      'a public school teacher without a district',
      { sign_acknowledgement: true, teacher_type: 'PUBLIC_SCHOOL', state: 'CA' },
      [`District guid - ${PRIVACY_ERRORS.districtRequired}`],
    ],
    [
      'a district id that is not one',
      { sign_acknowledgement: true, teacher_type: 'PUBLIC_SCHOOL', district_guid: '12%_' },
      [`District guid - ${PRIVACY_ERRORS.districtFormat}`],
    ],
  ])('refuses %s with the flattened message and saves nothing', async (_case, payload, messages) => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    const response = await sign(teacher, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', messages });
    expect(await recordOf(teacher)).toMatchObject({ sign_acknowledgement: false, teacher_type: null });
    expect(await historyOf(teacher.user.id)).toEqual([]);
  });

  it('refuses a district of another state, a school of another district and unknown ids, saving nothing', async () => {
    const cases = [
      [
        { state: 'CA', district_guid: texasDistrict.districtGuid },
        `District guid - ${PRIVACY_ERRORS.districtOfAnotherState('Houston ISD', 'California')}`,
      ],
      [
        { district_guid: district.districtGuid, school_id: otherDistrictSchool.id },
        `School id - ${PRIVACY_ERRORS.schoolOfAnotherDistrict('Elsewhere Elementary', 'Sacramento City Unified')}`,
      ],
      [{ district_guid: '0000002' }, `District guid - ${PRIVACY_ERRORS.unknownDistrict('0000002')}`],
      [
        { district_guid: district.districtGuid, school_id: `${district.districtGuid}99999` },
        `School id - ${PRIVACY_ERRORS.unknownSchool(`${district.districtGuid}99999`)}`,
      ],
      [{ state: 'ZZ', district_guid: district.districtGuid }, `State - ${PRIVACY_ERRORS.unknownState('ZZ')}`],
    ] as const;
    for (const [location, message] of cases) {
      const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
      const response = await sign(teacher, {
        sign_acknowledgement: true,
        teacher_type: 'PUBLIC_SCHOOL',
        ...location,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().messages).toEqual([message]);
      expect(response.json().message).toBe(message);
      expect((await recordOf(teacher)).sign_acknowledgement).toBe(false);
      expect(await historyOf(teacher.user.id)).toEqual([]);
    }
  });

  it('refuses students and visitors', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    expect(
      (await sign(student, { sign_acknowledgement: true, teacher_type: 'HOME_SCHOOL' })).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(app, null, { method: 'GET', url: '/api/v2/user_data_privacy/' })).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });
});

describe('POST /api/v2/tools/update-data-privacy/', () => {
  it('changes the school, keeps the acknowledgement, and records the change', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    await sign(teacher, { sign_acknowledgement: true, teacher_type: 'HOME_SCHOOL' });
    const signedAt = (await recordOf(teacher)).acknowledged_at;
    const response = await update(teacher, { district_guid: district.districtGuid, school_id: school.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sign_acknowledgement: true,
      acknowledged_at: signedAt,
      teacher_type: 'PUBLIC_SCHOOL',
      school_id: school.id,
    });
    const cleared = await update(teacher, { district_guid: district.districtGuid });
    expect(cleared.json()).toMatchObject({ school_id: null, school_name: null });
    expect((await historyOf(teacher.user.id)).map((row) => row.event)).toEqual([
      'signed',
      'school_updated',
      'school_updated',
    ]);
  });

  it('refuses a missing district, a school of another district, and keeps the old school', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    await update(teacher, { district_guid: district.districtGuid, school_id: school.id });
    const missing = await update(teacher, { school_id: school.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual([`District guid - ${PRIVACY_ERRORS.districtRequired}`]);
    const wrong = await update(teacher, {
      district_guid: district.districtGuid,
      school_id: otherDistrictSchool.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await recordOf(teacher)).school_id).toBe(school.id);
  });

  it('cannot store a school of another district even past the service (the foreign key)', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    await expect(
      // A raw insert, not a factory: the database's refusal of this very write is what the test checks.
      app.orm.insert(dataPrivacyRecords).values({
        userId: teacher.user.id,
        districtGuid: district.districtGuid,
        schoolId: otherDistrictSchool.id,
      }),
    ).rejects.toThrow();
  });
});

describe('POST /api/v2/tools/data-privacy-do-this-later/', () => {
  it('records do_this_later and schedules one reminder; signing cancels it', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    const first = await later(teacher, true);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ do_this_later: true, sign_acknowledgement: false });
    expect(first.json().reminder_due_on).toMatch(/^\d{4}-05-15$/);
    await later(teacher, true);
    const reminders = () =>
      app.orm.select().from(privacyReminders).where(eq(privacyReminders.userId, teacher.user.id));
    expect(await reminders()).toHaveLength(1);
    expect((await historyOf(teacher.user.id)).map((row) => row.event)).toEqual(['do_this_later']);

    await sign(teacher, { sign_acknowledgement: true, teacher_type: 'PRIVATE_SCHOOL' });
    expect(await reminders()).toEqual([]);
    const signed = await recordOf(teacher);
    expect(signed).toMatchObject({ do_this_later: false, sign_acknowledgement: true, reminder_due_on: null });
    // Once signed, 'do this later' changes nothing.
    expect((await later(teacher, true)).json()).toMatchObject({
      do_this_later: false,
      sign_acknowledgement: true,
    });
    expect(await reminders()).toEqual([]);
  });

  it('withdraws with false, and refuses a value that is not a boolean', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false, firstName: 'Ada' });
    await later(teacher, true);
    expect((await later(teacher, false)).json()).toMatchObject({
      do_this_later: false,
      reminder_due_on: null,
    });
    expect((await historyOf(teacher.user.id)).map((row) => row.event)).toEqual([
      'do_this_later',
      'do_this_later_withdrawn',
    ]);
    const bad = await post(teacher, '/api/v2/tools/data-privacy-do-this-later/', { do_this_later: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([`Do this later - ${PRIVACY_ERRORS.doThisLater}`]);
  });
});
