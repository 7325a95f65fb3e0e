import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { privacyDistrictsPageSchema } from '@lantern/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { schoolDataLoads, schoolDistricts, schools } from '../../db/schema.ts';
import { buildTestApp, getJson } from '../../test/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { parseSchoolCsv, SchoolDataError } from './schools-csv.ts';
import { checksumOf, loadSchoolData } from './schools-load.ts';
import { SEED_SCHOOLS_DIR, seedSchools } from './seed-schools.ts';

/** Loading NCES data: the CSV formats, line-numbered errors, idempotent upserts, nothing half-loaded, the seed. */

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
});

const load = (text: string, source = 'test') =>
  loadSchoolData(app.orm, parseSchoolCsv(text), { source, checksum: checksumOf(text) });
const districtCount = async (state: string) =>
  (await app.orm.select({ n: count() }).from(schoolDistricts).where(eq(schoolDistricts.state, state)))[0]?.n;
const schoolCount = async (districtGuid: string) =>
  (await app.orm.select({ n: count() }).from(schools).where(eq(schools.districtGuid, districtGuid)))[0]?.n;
const errorOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof SchoolDataError ? error.message : `not a SchoolDataError: ${error}`;
  }
  return 'no error';
};

const DISTRICTS = `leaid,lea_name,state,city,zip
3100001,Alpha Public Schools,NE,OMAHA,68101
3100002,Beta Consolidated,NE,,
`;

describe('parseSchoolCsv', () => {
  it("reads Lantern's files, the CCD directory (upper-case columns) and Education Data Portal exports", () => {
    expect(parseSchoolCsv(DISTRICTS)).toMatchObject({
      kind: 'districts',
      districts: [{ districtGuid: '3100001' }, {}],
    });
    const ccd = parseSchoolCsv(
      'SCHOOL_YEAR,ST,LEAID,LEA_NAME,NCESSCH,SCH_NAME,LCITY,LZIP,LEVEL\n2023-2024,ne,3100003,Gamma District,310000300001,Gamma High,Lincoln,68502,High\n',
    );
    expect(ccd.districts).toEqual([
      { districtGuid: '3100003', name: 'Gamma District', state: 'NE', city: '', zip: '' },
    ]);
    expect(ccd.schools).toEqual([
      expect.objectContaining({ id: '310000300001', name: 'Gamma High', level: 'High' }),
    ]);
    const urban = parseSchoolCsv(
      'ncessch,school_name,leaid,state_location,city_location,school_level\n310000100002,Delta,3100001,NE,Omaha,2\n',
    );
    expect(urban.schools[0]).toMatchObject({ level: 'Middle', city: 'Omaha', state: 'NE' });
  });

  it('names the line of the first problem', () => {
    expect(errorOf(() => parseSchoolCsv(`${DISTRICTS}310003,Short Id,NE,,\n`))).toBe(
      "Line 4: LEAID '310003' is not an NCES district id of 7 digits (a spreadsheet may have dropped a leading zero: keep the column as text).",
    );
    expect(errorOf(() => parseSchoolCsv(`${DISTRICTS}3100004,,NE,,\n`))).toBe('Line 4: LEA_NAME is empty.');
    expect(errorOf(() => parseSchoolCsv(`${DISTRICTS}3100001,Again,NE,,\n`))).toBe(
      'Line 4: district 3100001 is listed twice.',
    );
    expect(errorOf(() => parseSchoolCsv(`${DISTRICTS}3100005,"Open quote,NE,,\n`))).toMatch(
      /^Line \d+: the file is not valid CSV/,
    );
    expect(errorOf(() => parseSchoolCsv('id,name\n1,x\n'))).toMatch(
      /^Line 1: the header lacks LEAID, LEA_NAME/,
    );
    expect(errorOf(() => parseSchoolCsv(''))).toBe('The file is empty: expected a header row and records.');
    expect(
      errorOf(() => parseSchoolCsv('ncessch,school_name,leaid,state\n310000200001,Epsilon,3100001,NE\n')),
    ).toBe('Line 2: school 310000200001 does not belong to LEAID 3100001 (its first 7 digits).');
  });
});

describe('loadSchoolData', () => {
  it('adds, then changes nothing on a second load, then updates a renamed district and its search words', async () => {
    expect(await load(DISTRICTS)).toMatchObject({ districts: { added: 2, updated: 0, unchanged: 0 } });
    expect(await load(DISTRICTS)).toMatchObject({ districts: { added: 0, updated: 0, unchanged: 2 } });
    const renamed = DISTRICTS.replace('Beta Consolidated', 'Béta Renamed Schools');
    expect(await load(renamed)).toMatchObject({ districts: { added: 0, updated: 1, unchanged: 1 } });
    const found = privacyDistrictsPageSchema.parse(
      (await getJson(app, '/api/v2/tools/school-district/?state=NE&search=beta%20ren')).body,
    );
    expect(found.results.map((d) => d.district_name)).toEqual(['Béta Renamed Schools']);
    const old = privacyDistrictsPageSchema.parse(
      (await getJson(app, '/api/v2/tools/school-district/?state=NE&search=consolidated')).body,
    );
    expect(old.results).toEqual([]);
  });

  it('refuses a schools file whose district is not loaded, naming the line, and writes none of it', async () => {
    await load(DISTRICTS);
    const before = await schoolCount('3100001');
    const text = `ncessch,school_name,leaid,state\n310000100010,Alpha Elementary,3100001,NE\n310000900001,Orphan High,3100009,NE\n`;
    await expect(load(text)).rejects.toThrow(
      'Line 3: school 310000900001 belongs to district 3100009, which is not loaded. Import the districts file first, or a schools file with an LEA_NAME column.',
    );
    expect(await schoolCount('3100001')).toBe(before);
  });

  it('loads a CCD-style file with its districts in one go, idempotently', async () => {
    const text =
      'NCESSCH,SCH_NAME,LEAID,LEA_NAME,ST\n320000100001,Zeta One,3200001,Zeta County,NV\n320000100002,Zeta Two,3200001,Zeta County,NV\n';
    expect(await load(text)).toMatchObject({
      districts: { added: 1 },
      schools: { added: 2, updated: 0, unchanged: 0 },
    });
    expect(await load(text)).toMatchObject({ schools: { added: 0, updated: 0, unchanged: 2 } });
    expect(await districtCount('NV')).toBe(1);
  });
});

describe('seedSchools', () => {
  it('loads the committed NCES sample once, and skips it at the next start', async () => {
    const seedApp = await buildTestApp({ freshDatabase: true });
    const results = await seedSchools(seedApp.orm);
    expect(results).toHaveLength(2);
    expect(results[0]?.districts.added).toBe(3875);
    expect(results[1]?.schools.added).toBe(25080);
    expect(await seedSchools(seedApp.orm)).toEqual([]);
    const loads = await seedApp.orm.select().from(schoolDataLoads);
    expect(loads.map((row) => row.source).sort()).toEqual(['seed:districts.csv', 'seed:schools.csv']);
    const found = privacyDistrictsPageSchema.parse(
      (await getJson(seedApp, '/api/v2/tools/school-district/?state=CA&search=san%20jose')).body,
    );
    expect(found.results.map((d) => d.district_name)).toContain('San Jose Unified');
    expect(fs.existsSync(path.join(SEED_SCHOOLS_DIR, 'README.md'))).toBe(true);
  });
});

describe('npm run schools:import', () => {
  it('prints progress and counts, and exits 1 naming the line of a bad file', {
    timeout: 180_000,
  }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-schools-import-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', INIT_CWD: repoRoot };
    if (testDatabaseKind() === 'postgres') {
      const own = (await openTestDatabase()) as Database & { url: string };
      env.DATABASE_URL = own.url;
    } else delete env.DATABASE_URL;
    const script = path.join(repoRoot, 'apps/server/scripts/schools-import.ts');
    const cli = (...files: string[]) =>
      run(process.execPath, ['--import', 'tsx', script, ...files], { env, cwd: repoRoot });
    const districtsFile = path.join(dir, 'districts.csv');
    fs.writeFileSync(districtsFile, DISTRICTS);
    const good = await cli(districtsFile);
    expect(good.stdout).toContain('districts 2/2');
    expect(good.stdout).toContain('districts: 2 added, 0 updated, 0 unchanged');

    const badFile = path.join(dir, 'bad.csv');
    fs.writeFileSync(badFile, `${DISTRICTS}3100006,Fine,NE,,\n3100007,Bad State,Nebraska,,\n`);
    const failure = await cli(badFile).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `${badFile}: Line 5: the state 'NEBRASKA' is not a two-letter code such as CA.`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
