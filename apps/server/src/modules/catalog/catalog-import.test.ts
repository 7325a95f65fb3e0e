import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CatalogImportInput } from '@lantern/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { readCasePackage, STANDARD_PACKAGES } from '../../seed/standards.ts';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { importCatalog } from './catalog-import.service.ts';
import { loadCasePackage } from './standards-load.repo.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const examplePath = path.join(repoRoot, 'apps/server/src/seed/examples/catalog-import.example.json');
const readExample = () => JSON.parse(fs.readFileSync(examplePath, 'utf8')) as CatalogImportInput;

async function loadFrameworks(database: Database, keys: string[]) {
  for (const info of STANDARD_PACKAGES.filter((p) => keys.includes(p.key))) {
    await loadCasePackage(database.orm, readCasePackage(info.file), info);
  }
}

async function count(database: Database, sql: string, params: unknown[] = []): Promise<number> {
  return database.withConnection(async (connection) => {
    const { rows } = await connection.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
    return rows[0]?.n ?? -1;
  });
}

async function rows<T>(database: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return database.withConnection(async (connection) => (await connection.query<T>(sql, params)).rows);
}

describe('catalog import', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await loadFrameworks(database, ['ngss', 'sample-state-science']);
  });

  it('imports a good file with every relation as rows', async () => {
    const result = await importCatalog(database, readExample());
    expect(result).toMatchObject({
      ok: true,
      summary: { resources: { created: 2, updated: 0 }, collections: { created: 1, updated: 0 } },
    });
    const [video] = await rows<Record<string, unknown>>(
      database,
      `SELECT r.id, r.title, r.status, r.published_at, r.canonical_url, r.duration_seconds, p.slug AS project,
         (SELECT array_agg(grade_band ORDER BY grade_band) FROM resource_grades WHERE resource_id = r.id) AS grades,
         (SELECT array_agg(s.path ORDER BY s.path) FROM resource_subjects rs JOIN subjects s ON s.id = rs.subject_id
           WHERE rs.resource_id = r.id) AS subjects,
         (SELECT array_agg(language_code ORDER BY sort_order) FROM resource_languages WHERE resource_id = r.id) AS languages,
         (SELECT array_agg(a.role || ':' || o.slug ORDER BY a.sort_order) FROM resource_attributions a
           JOIN organizations o ON o.id = a.organization_id WHERE a.resource_id = r.id) AS attributions,
         (SELECT array_agg(i.human_coding_scheme ORDER BY i.human_coding_scheme) FROM resource_standards rs
           JOIN standard_items i ON i.id = rs.standard_item_id WHERE rs.resource_id = r.id) AS standards,
         (SELECT array_agg(rr.resource_code) FROM related_resources x JOIN resources rr ON rr.id = x.related_resource_id
           WHERE x.resource_id = r.id) AS related
       FROM resources r LEFT JOIN projects p ON p.id = r.project_id WHERE r.resource_code = 'tpm-estuary-01'`,
    );
    expect(video).toMatchObject({
      title: 'What Is an Estuary?',
      status: 'published',
      canonical_url: '/resource/tpm-estuary-01/',
      duration_seconds: 245,
      project: 'estuary-explorers',
      grades: ['3-5', '6-8'],
      subjects: ['science/environmental-science', 'science/life-science/ecosystems'],
      languages: ['en', 'es'],
      attributions: ['brand:tidewater-public-media', 'funder:harbor-science-fund'],
      standards: ['5-LS2-1', 'MS-LS2-3'],
      related: ['tpm-estuary-02'],
    });
    expect(video?.published_at).not.toBeNull();
    expect(
      await count(
        database,
        `SELECT count(*) FROM asset_files f JOIN assets a ON a.id = f.asset_id
      JOIN resources r ON r.id = a.resource_id WHERE r.resource_code = 'tpm-estuary-01' AND f.is_primary`,
      ),
    ).toBe(1);
    expect(
      await count(
        database,
        `SELECT count(*) FROM asset_captions c JOIN assets a ON a.id = c.asset_id
      JOIN resources r ON r.id = a.resource_id WHERE r.resource_code = 'tpm-estuary-01'`,
      ),
    ).toBe(2);
    expect(
      await count(
        database,
        `SELECT count(*) FROM asset_chapters c JOIN assets a ON a.id = c.asset_id
      JOIN resources r ON r.id = a.resource_id WHERE r.resource_code = 'tpm-estuary-01'`,
      ),
    ).toBe(3);
    expect(
      await rows(
        database,
        `SELECT r.resource_code FROM collection_resources cr JOIN collections c ON c.id = cr.collection_id
        JOIN resources r ON r.id = cr.resource_id WHERE c.slug = 'estuary-explorers' ORDER BY cr.sort_order`,
      ),
    ).toEqual([{ resource_code: 'tpm-estuary-01' }, { resource_code: 'tpm-estuary-02' }]);
  });

  it('updates by resource_code and slug on a second import, keeping ids and replacing relations', async () => {
    const before = await rows<{ id: string; guid: string; asset_guid: string }>(
      database,
      `SELECT r.id, r.guid, a.guid AS asset_guid FROM resources r JOIN assets a ON a.resource_id = r.id
       WHERE r.resource_code = 'tpm-estuary-01'`,
    );
    const document = readExample();
    const video = document.resources?.[0];
    if (!video?.assets?.[0]) throw new Error('example changed');
    video.title = 'What Is an Estuary? (Updated)';
    video.grades = ['6-8'];
    video.assets[0].chapters = [{ title: 'Only Chapter', start_seconds: 0 }];
    video.status = 'unpublished';
    const collection = document.collections?.[0];
    if (!collection) throw new Error('example changed');
    collection.resources = ['tpm-estuary-02', 'tpm-estuary-01'];

    const result = await importCatalog(database, document);
    expect(result).toMatchObject({
      ok: true,
      summary: { resources: { created: 0, updated: 2 }, collections: { created: 0, updated: 1 } },
    });
    const after = await rows<{ id: string; guid: string; asset_guid: string; title: string; status: string }>(
      database,
      `SELECT r.id, r.guid, a.guid AS asset_guid, r.title, r.status FROM resources r
       JOIN assets a ON a.resource_id = r.id WHERE r.resource_code = 'tpm-estuary-01'`,
    );
    expect(after).toEqual([{ ...before[0], title: 'What Is an Estuary? (Updated)', status: 'unpublished' }]);
    expect(
      await count(
        database,
        `SELECT count(*) FROM resource_grades g JOIN resources r ON r.id = g.resource_id
      WHERE r.resource_code = 'tpm-estuary-01'`,
      ),
    ).toBe(1);
    expect(
      await count(
        database,
        `SELECT count(*) FROM asset_chapters c JOIN assets a ON a.id = c.asset_id
      JOIN resources r ON r.id = a.resource_id WHERE r.resource_code = 'tpm-estuary-01'`,
      ),
    ).toBe(1);
    expect(
      await rows(
        database,
        `SELECT r.resource_code FROM collection_resources cr JOIN collections c ON c.id = cr.collection_id
        JOIN resources r ON r.id = cr.resource_id WHERE c.slug = 'estuary-explorers' ORDER BY cr.sort_order`,
      ),
    ).toEqual([{ resource_code: 'tpm-estuary-02' }, { resource_code: 'tpm-estuary-01' }]);
    expect(await count(database, `SELECT count(*) FROM resources WHERE resource_code LIKE 'tpm-%'`)).toBe(2);
  });

  it('rejects a bad file, reporting every bad record with its position and field, and imports nothing', async () => {
    const tables = ['organizations', 'projects', 'resources', 'collections', 'assets'];
    const totals = async () =>
      Promise.all(tables.map((table) => count(database, `SELECT count(*) FROM ${table}`)));
    const before = await totals();

    const shapeErrors = await importCatalog(database, {
      format: 'lantern-catalog',
      version: 1,
      organizations: [{ slug: 'new-org-never-written', name: 'New' }],
      resources: [
        {
          resource_code: 'fine-1',
          title: 'Fine',
          media_type: 'Video',
          grades: ['3-5'],
          subjects: ['science'],
        },
        { resource_code: 'bad 2', title: '', media_type: 'Movie', grades: ['4'], subjects: ['science'] },
        {
          resource_code: 'bad-3',
          title: 'Bad asset',
          media_type: 'Interactive',
          grades: ['6-8'],
          subjects: ['science'],
          assets: [{ kind: 'lti', title: 'Launch' }],
        },
      ],
      collections: [{ slug: 'Not A Slug', title: 'x' }],
    });
    expect(shapeErrors.ok).toBe(false);
    if (shapeErrors.ok) return;
    const paths = shapeErrors.problems.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'resources[1].resource_code',
        'resources[1].title',
        'resources[1].media_type',
        'resources[1].grades[0]',
        'resources[2].assets[0].url',
        'collections[0].slug',
      ]),
    );
    expect(paths.some((p) => p.startsWith('resources[0]'))).toBe(false);
    expect(shapeErrors.problems.find((p) => p.path === 'resources[2].assets[0].url')?.record).toBe('bad-3');

    const referenceErrors = await importCatalog(database, {
      format: 'lantern-catalog',
      version: 1,
      organizations: [{ slug: 'new-org-never-written', name: 'New' }],
      resources: [
        {
          resource_code: 'refs-1',
          title: 'References',
          media_type: 'Video',
          grades: ['3-5'],
          subjects: ['science/astrology'],
          attributions: [{ organization: 'no-such-org', role: 'brand' }],
          standards: [
            { framework: 'ngss', code: '4-PS4-1' },
            { framework: 'ngss', code: '4-ZZ9-9' },
          ],
          related: ['no-such-resource'],
        },
        {
          resource_code: 'refs-1',
          title: 'Twice',
          media_type: 'Audio',
          grades: ['3-5'],
          subjects: ['science'],
        },
      ],
      collections: [
        { slug: 'refs', title: 'Refs', resources: ['refs-1', 'missing-code'], subcollections: ['refs'] },
      ],
    });
    expect(referenceErrors.ok).toBe(false);
    if (referenceErrors.ok) return;
    expect(referenceErrors.problems.map((p) => p.path).sort()).toEqual(
      [
        'collections[0].resources[1]',
        'collections[0].subcollections[0]',
        'resources[0].attributions[0].organization',
        'resources[0].related[0]',
        'resources[0].standards[1]',
        'resources[0].subjects[0]',
        'resources[1].resource_code',
      ].sort(),
    );
    expect(await totals()).toEqual(before);
  });

  it('imports through the CLI and exits non-zero on a bad file', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-import-cli-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', INIT_CWD: repoRoot };
    if (testDatabaseKind() === 'postgres') {
      const own = (await openTestDatabase()) as Database & { url: string };
      env.DATABASE_URL = own.url;
    } else delete env.DATABASE_URL;
    const script = path.join(repoRoot, 'apps/server/scripts/catalog-import.ts');
    const cli = (file: string) =>
      run(process.execPath, ['--import', 'tsx', script, file], { env, cwd: repoRoot });

    const good = await cli(examplePath);
    expect(good.stdout).toContain('resources 2 added, 0 updated; collections 1 added');

    const badPath = path.join(dir, 'bad.json');
    const bad = readExample();
    if (!bad.resources?.[1]) throw new Error('example changed');
    bad.resources[1].grades = ['14'] as never;
    bad.resources[1].title = 'Changed but must not be written';
    fs.writeFileSync(badPath, JSON.stringify(bad));
    const failure = await cli(badPath).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('nothing was imported');
    expect(failure?.stderr).toContain('resources[1].grades[0] (tpm-estuary-02)');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
