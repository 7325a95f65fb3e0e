import type { FastifyInstance } from 'fastify';
import { dataPrivacyRecords, schoolDistricts, schoolDistrictWords, schools } from '../../db/schema.ts';
import { foldWords, searchNameOf } from '../../modules/schools/school-names.ts';
import { buildUser, type TestUser } from './accounts.ts';
import { inserted } from './unique.ts';

/** NCES districts and schools, and a teacher's privacy record (issue 18). Ids are random but well formed. */

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
// Counters from a random start: ids never repeat within a test file, and rarely across files.
let districtSequence = Math.floor(Math.random() * 400_000);
let schoolSequence = Math.floor(Math.random() * 50_000);
function nextDistrictGuid(): string {
  districtSequence += 1;
  return `9${String(districtSequence % 1_000_000).padStart(6, '0')}`;
}
function nextSchoolNumber(): string {
  schoolSequence += 1;
  return String(schoolSequence % 100_000).padStart(5, '0');
}

export type DistrictOverrides = Partial<typeof schoolDistricts.$inferInsert>;

/** A district (with its word index rows, as the loader writes them); state CA unless given. */
export async function buildDistrict(app: FastifyInstance, overrides: DistrictOverrides = {}) {
  const name = overrides.name ?? `Test Unified ${digits(6)}`;
  const rows = await app.orm
    .insert(schoolDistricts)
    .values({
      districtGuid: nextDistrictGuid(),
      state: 'CA',
      searchName: searchNameOf(name),
      ...overrides,
      name,
    })
    .returning();
  const district = inserted(rows, 'district');
  const words = [...new Set(foldWords(name))];
  if (words.length > 0) {
    await app.orm
      .insert(schoolDistrictWords)
      .values(words.map((word) => ({ word, districtGuid: district.districtGuid })));
  }
  return district;
}

export type SchoolOverrides = Partial<typeof schools.$inferInsert>;

/** A school of `districtGuid` (a new district when not given); its id starts with the district's, as NCES ids do. */
export async function buildSchool(app: FastifyInstance, overrides: SchoolOverrides = {}) {
  const districtGuid = overrides.districtGuid ?? (await buildDistrict(app)).districtGuid;
  const name = overrides.name ?? `Test Elementary ${digits(6)}`;
  const rows = await app.orm
    .insert(schools)
    .values({
      id: `${districtGuid}${nextSchoolNumber()}`,
      state: 'CA',
      searchName: searchNameOf(name),
      ...overrides,
      districtGuid,
      name,
    })
    .returning();
  return inserted(rows, 'school');
}

export type PrivacyRecordOverrides = Partial<typeof dataPrivacyRecords.$inferInsert>;

/**
 * A teacher who has acknowledged (a home school teacher unless told), or the given record for `userId`. A record
 * the user already has (say an unsigned 'do this later') is signed instead: it takes `signedAt`, `textVersion` and
 * the columns given, and keeps its others.
 */
export async function buildPrivacyRecord(
  app: FastifyInstance,
  overrides: PrivacyRecordOverrides = {},
): Promise<{ user: TestUser | null; userId: string }> {
  const user = overrides.userId ? null : await buildUser(app);
  const userId = overrides.userId ?? (user as TestUser).id;
  const { userId: _given, ...given } = overrides;
  const signed = { signedAt: new Date(), textVersion: 'test', ...given };
  await app.orm
    .insert(dataPrivacyRecords)
    .values({ teacherType: 'HOME_SCHOOL', ...signed, userId })
    .onConflictDoUpdate({ target: dataPrivacyRecords.userId, set: signed });
  return { user, userId };
}
