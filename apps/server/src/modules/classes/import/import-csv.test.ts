import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, managedStudents, users } from '../../../db/schema.ts';
import { buildTestApp, type SignedIn } from '../../../test/test-app.ts';
import { CLASSES, call, newTeacher } from '../classes-test-kit.ts';
import { upload } from './import-test-kit.ts';

/**
 * Plain-CSV rostering imports (issue 19; decision 0039): class name, first name, optional last initial and grade;
 * the same dry run, all-or-nothing apply and idempotent re-import as OneRoster; and the upload size limit.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

async function written(teacher: SignedIn) {
  const [own] = await app.orm
    .select({ n: count() })
    .from(classes)
    .where(eq(classes.teacherId, teacher.user.id));
  const [made] = await app.orm
    .select({ n: count() })
    .from(managedStudents)
    .where(eq(managedStudents.createdBy, teacher.user.id));
  return { classes: own?.n, students: made?.n };
}

describe('a plain CSV', () => {
  const csv = (text: string) => ({ name: 'students.csv', bytes: new TextEncoder().encode(text) });
  const good = 'Class Name,First Name,Last Initial,Grade\nRoom 7,Maya,R,3\nRoom 7,Leo,,3\nRoom 8,Ana,B.,K\n';

  it('makes classes from their names; re-importing changes nothing', async () => {
    const teacher = await newTeacher(app);
    const dry = await upload(app, teacher, csv(good), true);
    expect(dry.status).toBe(200);
    expect(dry.body.counts.classes.create).toBe(2);
    expect(dry.body.counts.students.create).toBe(3);
    expect((await written(teacher)).classes).toBe(0);
    const applied = await upload(app, teacher, csv(good));
    expect(applied.status).toBe(200);
    const room8 = applied.body.classes.find((item: { name: string }) => item.name === 'Room 8');
    const detail = await call(app, teacher, 'GET', `${CLASSES}${room8.id}/`);
    expect(detail.body.students[0]).toMatchObject({ display_name: 'Ana B.', grade: 'K' });
    const after = await written(teacher);
    const again = await upload(app, teacher, csv(good.replace('Class Name', 'class_name')));
    expect(again.body.counts.students).toEqual({ create: 0, change: 0, unchanged: 3, refuse: 0 });
    expect(await written(teacher)).toEqual(after);
  });

  it('refuses a bad grade and a child listed twice by line and column, and writes nothing', async () => {
    const teacher = await newTeacher(app);
    const bad = `${good}Room 7,Maya,R,3\nRoom 9,Zed,,13\n`;
    const applied = await upload(app, teacher, csv(bad));
    expect(applied.status).toBe(422);
    expect(applied.body.report.lines).toContainEqual(
      expect.objectContaining({ line: 5, column: 'first name', action: 'refuse' }),
    );
    expect(applied.body.report.lines).toContainEqual(
      expect.objectContaining({ line: 6, column: 'grade', action: 'refuse' }),
    );
    expect((await written(teacher)).classes).toBe(0);
  });

  it('refuses a NUL character with its line and column, in the dry run as in the apply, and writes nothing (issue 38 N1)', async () => {
    const teacher = await newTeacher(app);
    const withNul = good.replace('Room 7,Leo', 'Room 7,Le\u0000o');
    for (const dryRun of [true, false]) {
      const refused = await upload(app, teacher, csv(withNul), dryRun);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ file: 'students.csv', line: 3, column: 'First Name' });
      expect(refused.body.message).toMatch(/line 3, column 'First Name': .*NUL/);
    }
    expect(await written(teacher)).toEqual({ classes: 0, students: 0 });
  });

  it('without a class name column is refused with 422 naming it', async () => {
    const teacher = await newTeacher(app);
    const refused = await upload(app, teacher, csv('Name,Grade\nMaya,3\n'), true);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ file: 'students.csv', line: 1, column: 'class name' });
  });
});

describe('ROSTER_IMPORT_MAX_BYTES', () => {
  it('refuses a bigger file with 413 and writes nothing', async () => {
    const small = await buildTestApp({ env: { ROSTER_IMPORT_MAX_BYTES: '2048' } });
    const teacher = await newTeacher(small);
    const big = {
      name: 'big.csv',
      bytes: new TextEncoder().encode(`Class Name,First Name\n${'Room 1,Kid\n'.repeat(400)}`),
    };
    const refused = await upload(small, teacher, big, true);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('ROSTER_IMPORT_MAX_BYTES');
    const [own] = await small.orm
      .select({ n: count() })
      .from(classes)
      .where(and(eq(classes.teacherId, teacher.user.id)));
    expect(own?.n).toBe(0);
  });
});

describe('usernames of imported students', () => {
  it('stay unique when many share a first name, across imports (the bulk path numbers them like sign-up)', async () => {
    const teacher = await newTeacher(app);
    // 190 'Ana's ('Ana', 'Ana.', 'Ana..'… — the dots are dropped from usernames) draw from 40 × 40 word pairs: a
    // dozen pairs repeat on average, so numbers are needed.
    const anas = Array.from({ length: 95 }, (_, k) => `Ana${'.'.repeat(k)}`);
    for (const name of ['Room A', 'Room B']) {
      const lines = anas.flatMap((ana) => [`${name},${ana},A`, `${name},${ana},B`]);
      const text = `class name,first name,last initial\n${lines.join('\n')}\n`;
      const imported = await upload(app, teacher, {
        name: 'anas.csv',
        bytes: new TextEncoder().encode(text),
      });
      expect(imported.status).toBe(200);
      expect(imported.body.counts.students.create).toBe(190);
    }
    const usernames = await app.orm
      .select({ username: users.username })
      .from(users)
      .innerJoin(managedStudents, eq(managedStudents.userId, users.id))
      .where(eq(managedStudents.createdBy, teacher.user.id));
    const names = usernames.map((row) => row.username ?? '');
    expect(names).toHaveLength(380);
    expect(new Set(names).size).toBe(380);
    for (const name of names) expect(name).toMatch(/^ana[a-z]+[0-9]*$/);
    expect(names.some((name) => /[0-9]$/.test(name))).toBe(true);
  });
});
