import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, classMemberships, managedStudents, users } from '../../../db/schema.ts';
import { buildTestApp, type SignedIn } from '../../../test/test-app.ts';
import { CLASSES, call, newTeacher } from '../classes-test-kit.ts';
import { oneRosterRows, upload } from './import-test-kit.ts';
import { type Rows, toCsv, zipRows } from './oneroster-writer.ts';

/**
 * Rostering imports (issue 19; decision 0039) through HTTP into a real database: a OneRoster 1.2 CSV zip and a
 * plain CSV, dry run (writes nothing), apply (all or nothing), re-apply (changes nothing), and each kind of
 * broken file refused with its file, line and column and nothing written.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const zip = (rows: Rows = oneRosterRows(), replace = {}) => ({
  name: 'roster.zip',
  bytes: zipRows(rows, replace),
});

/** What the teacher owns in the database: classes, their current members, imported students. */
async function written(teacher: SignedIn) {
  const [own] = await app.orm
    .select({ n: count() })
    .from(classes)
    .where(eq(classes.teacherId, teacher.user.id));
  const [made] = await app.orm
    .select({ n: count() })
    .from(managedStudents)
    .where(eq(managedStudents.createdBy, teacher.user.id));
  const [members] = await app.orm
    .select({ n: count() })
    .from(classMemberships)
    .innerJoin(classes, eq(classes.id, classMemberships.classId))
    .where(eq(classes.teacherId, teacher.user.id));
  const [students] = await app.orm.select({ n: count() }).from(users).where(eq(users.role, 'student'));
  return { classes: own?.n, students: made?.n, members: members?.n, allStudents: students?.n };
}

describe('a OneRoster 1.2 CSV zip', () => {
  it('dry run reports every line and writes nothing; apply makes it all; re-applying changes nothing', async () => {
    const teacher = await newTeacher(app);
    const before = await written(teacher);

    const dry = await upload(app, teacher, zip(), true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ format: 'oneroster', dry_run: true, can_apply: true });
    expect(dry.body.counts.classes).toEqual({ create: 2, change: 0, unchanged: 0, refuse: 0 });
    expect(dry.body.counts.students.create).toBe(6);
    expect(dry.body.counts.enrollments.create).toBe(6);
    expect(dry.body.lines).toContainEqual(
      expect.objectContaining({ file: 'classes.csv', line: 2, kind: 'class', action: 'create' }),
    );
    expect(await written(teacher)).toEqual(before);

    const applied = await upload(app, teacher, zip());
    expect(applied.status).toBe(200);
    expect(applied.body.dry_run).toBe(false);
    expect(applied.body.classes).toHaveLength(2);
    const list = await call(app, teacher, 'GET', CLASSES);
    expect(list.body.results.map((item: { name: string }) => item.name).sort()).toEqual([
      'Grade 3 Room 1',
      'Grade 3 Room 2',
    ]);
    const detail = await call(app, teacher, 'GET', `${CLASSES}${applied.body.classes[0].id}/`);
    expect(detail.body.school_year).toBe('2025-2026');
    expect(detail.body.students).toHaveLength(3);
    expect(detail.body.students[0]).toMatchObject({ grade: '3', joined_via: 'import' });
    const after = await written(teacher);
    expect(after).toMatchObject({ classes: 2, students: 6, members: 6 });

    const again = await upload(app, teacher, zip());
    expect(again.status).toBe(200);
    expect(again.body.counts.classes).toEqual({ create: 0, change: 0, unchanged: 2, refuse: 0 });
    expect(again.body.counts.students).toEqual({ create: 0, change: 0, unchanged: 6, refuse: 0 });
    expect(again.body.counts.enrollments.unchanged).toBe(6);
    expect(await written(teacher)).toEqual(after);
  });

  it('refuses a NUL character inside the zip before the dry run can say it applies (issue 38 N1)', async () => {
    const teacher = await newTeacher(app);
    const rows = oneRosterRows();
    (rows['users.csv'][1] as Record<string, string>).givenName = 'Val\u0000erie';
    for (const dryRun of [true, false]) {
      const refused = await upload(app, teacher, zip(rows), dryRun);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ file: 'users.csv', line: 3, column: 'givenName' });
      expect(refused.body.can_apply).toBeUndefined();
    }
    expect((await written(teacher)).classes).toBe(0);
  });

  it('a changed title and a changed grade are reported and applied as changes', async () => {
    const teacher = await newTeacher(app);
    expect((await upload(app, teacher, zip())).status).toBe(200);
    const rows = oneRosterRows();
    (rows['classes.csv'][0] as Record<string, string>).title = 'Grade 3 Maple';
    (rows['users.csv'][1] as Record<string, string>).grades = '04';
    const dry = await upload(app, teacher, zip(rows), true);
    expect(dry.body.lines).toContainEqual(
      expect.objectContaining({ file: 'classes.csv', line: 2, action: 'change' }),
    );
    expect(dry.body.lines).toContainEqual(
      expect.objectContaining({ file: 'users.csv', line: 3, action: 'change' }),
    );
    const applied = await upload(app, teacher, zip(rows));
    expect(applied.status).toBe(200);
    const names = (await call(app, teacher, 'GET', CLASSES)).body.results.map(
      (item: { name: string }) => item.name,
    );
    expect(names).toContain('Grade 3 Maple');
  });

  it("imports only the importer's own classes: another teacher's import of the same file makes their own", async () => {
    const first = await newTeacher(app);
    const second = await newTeacher(app, { firstName: 'Grace' });
    await upload(app, first, zip());
    const theirs = await upload(app, second, zip(), true);
    expect(theirs.body.counts.classes.create).toBe(2);
    expect((await upload(app, second, zip())).status).toBe(200);
    expect((await written(first)).classes).toBe(2);
    expect((await written(second)).classes).toBe(2);
  });

  it('is refused with 403 until the teacher acknowledges the privacy notice, and writes nothing', async () => {
    const teacher = await newTeacher(app, { acknowledged: false });
    for (const dryRun of [true, false]) {
      const refused = await upload(app, teacher, zip(), dryRun);
      expect(refused.status).toBe(403);
    }
    expect((await written(teacher)).classes).toBe(0);
  });

  it('is for teachers: a student is refused', async () => {
    const { newStudent } = await import('../classes-test-kit.ts');
    const student = await newStudent(app);
    expect((await upload(app, student, zip(), true)).status).toBe(403);
  });
});

describe('a broken OneRoster file is refused naming the file, line and column, and nothing is written', () => {
  const withRows = (change: (rows: Rows) => void) => {
    const rows = oneRosterRows();
    change(rows);
    return zip(rows);
  };
  const rowCases: [
    string,
    { name: string; bytes: Uint8Array },
    { file: string; line: number; column: string },
  ][] = [
    [
      'a bad id',
      withRows((rows) => {
        (rows['users.csv'][2] as Record<string, string>).sourcedId = '';
      }),
      { file: 'users.csv', line: 4, column: 'sourcedId' },
    ],
    [
      'a duplicate sourcedId',
      withRows((rows) => {
        rows['classes.csv'].push({ ...(rows['classes.csv'][0] as Record<string, string>), title: 'Twin' });
      }),
      { file: 'classes.csv', line: 4, column: 'sourcedId' },
    ],
    [
      'an unknown class',
      withRows((rows) => {
        (rows['enrollments.csv'][1] as Record<string, string>).classSourcedId = 'class-9';
      }),
      { file: 'enrollments.csv', line: 3, column: 'classSourcedId' },
    ],
    [
      'an unknown user',
      withRows((rows) => {
        (rows['enrollments.csv'][1] as Record<string, string>).userSourcedId = 'nobody';
      }),
      { file: 'enrollments.csv', line: 3, column: 'userSourcedId' },
    ],
    [
      'an unknown school',
      withRows((rows) => {
        (rows['classes.csv'][1] as Record<string, string>).schoolSourcedId = 'org-9';
      }),
      { file: 'classes.csv', line: 3, column: 'schoolSourcedId' },
    ],
  ];
  for (const [label, file, where] of rowCases) {
    it(`${label}: the dry run shows the refused line; applying answers 422 with it`, async () => {
      const teacher = await newTeacher(app);
      const before = await written(teacher);
      const dry = await upload(app, teacher, file, true);
      expect(dry.status).toBe(200);
      expect(dry.body.can_apply).toBe(false);
      expect(dry.body.lines).toContainEqual(expect.objectContaining({ ...where, action: 'refuse' }));
      const applied = await upload(app, teacher, file);
      expect(applied.status).toBe(422);
      expect(applied.body.message).toContain(`${where.file}, line ${where.line}, column ${where.column}`);
      expect(applied.body.report.lines).toContainEqual(
        expect.objectContaining({ ...where, action: 'refuse' }),
      );
      expect(await written(teacher)).toEqual(before);
    });
  }

  const utf16 = new Uint8Array(Buffer.from(toCsv('users.csv', oneRosterRows()['users.csv']), 'utf16le'));
  const latin1 = Buffer.from(
    toCsv('users.csv', [
      { sourcedId: 's-1', enabledUser: 'true', username: 's', givenName: 'José', familyName: 'Núñez' },
    ]),
    'latin1',
  );
  const fileCases: [string, { name: string; bytes: Uint8Array }, number, Record<string, unknown>][] = [
    ['a missing file', zip(oneRosterRows(), { 'enrollments.csv': null }), 422, { file: 'enrollments.csv' }],
    [
      'a missing column',
      zip(oneRosterRows(), {
        'classes.csv': toCsv('classes.csv', oneRosterRows()['classes.csv'], [
          'sourcedId',
          'title',
          'courseSourcedId',
          'classType',
          'schoolSourcedId',
        ]),
      }),
      422,
      { file: 'classes.csv', line: 1, column: 'termSourcedIds' },
    ],
    [
      'a Latin-1 file (not UTF-8)',
      zip(oneRosterRows(), { 'users.csv': latin1 }),
      422,
      { file: 'users.csv', line: 2 },
    ],
    ['a UTF-16 file', zip(oneRosterRows(), { 'users.csv': utf16 }), 422, { file: 'users.csv' }],
    [
      'another OneRoster version',
      zip(oneRosterRows(), {
        'manifest.csv': 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\n',
      }),
      422,
      { file: 'manifest.csv', line: 3, column: 'value' },
    ],
    [
      'a line with too many fields',
      zip(oneRosterRows(), { 'orgs.csv': 'sourcedId,name,type\norg-1,Maple,school,extra\n' }),
      422,
      { file: 'orgs.csv', line: 2 },
    ],
    [
      '10 MB of garbage named .zip',
      { name: 'roster.zip', bytes: randomBytes(10 * 1024 ** 2) },
      422,
      { file: 'roster.zip' },
    ],
    [
      '10 MB of garbage named .csv',
      { name: 'roster.csv', bytes: new Uint8Array([0xff, ...randomBytes(10 * 1024 ** 2)]) },
      422,
      { file: 'roster.csv', line: 1 },
    ],
    [
      'a zip with too many entries',
      {
        name: 'many.zip',
        bytes: zipSync(
          Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)])),
        ),
      },
      422,
      {},
    ],
    [
      'a zip bomb (users.csv unpacks past 100 MiB)',
      zip(oneRosterRows(), { 'users.csv': new Uint8Array(101 * 1024 ** 2) }),
      413,
      {},
    ],
    ['a file of another type', { name: 'roster.pdf', bytes: new TextEncoder().encode('%PDF-1.4') }, 415, {}],
  ];
  for (const [label, file, status, where] of fileCases) {
    it(`${label}: ${status}, in the dry run too`, async () => {
      const teacher = await newTeacher(app);
      const before = await written(teacher);
      for (const dryRun of [true, false]) {
        const refused = await upload(app, teacher, file, dryRun);
        expect(refused.status).toBe(status);
        expect(refused.body).toMatchObject(where);
        if (typeof where.file === 'string') expect(refused.body.message).toContain(where.file);
      }
      expect(await written(teacher)).toEqual(before);
    });
  }
});
