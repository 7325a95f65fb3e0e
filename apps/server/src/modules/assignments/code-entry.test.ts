import { STUDENT_API, STUDENT_MESSAGES } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments, classMemberships } from '../../db/schema.ts';
import { buildAssignment, buildClass, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';
import { CODE_ENTRY_LIMITS } from './code-entry.routes.ts';

/** The student code box (spec 1 §4, §5, §8; spec 3 §7; decision 0044). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

/** Each call from its own address, so the per-address limit is only met by the test that means to. */
let lastOctet = 0;
async function enter(who: RequestAuth | null, url: string, payload: unknown, ip?: string) {
  lastOctet += 1;
  const response = await injectAs(app, who ?? apiHeaders(app), {
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: ip ?? `10.1.${Math.floor(lastOctet / 250)}.${lastOctet % 250}`,
  });
  return { status: response.statusCode, body: response.json() };
}
const BOTH = [STUDENT_API.validateCode, STUDENT_API.dispatchCode] as const;

describe('the student code box', () => {
  it.each(BOTH)("%s: an empty code is 'Please enter a code'", async (url) => {
    for (const payload of [{ code: '   ' }, { code: '' }, {}]) {
      const reply = await enter(null, url, payload);
      expect(reply.status).toBe(400);
      expect(reply.body.messages.join(' ')).toContain(STUDENT_MESSAGES.codeRequired);
    }
  });

  it.each(BOTH)('%s: an assignment code leads to /student/code/{code}/ for anyone', async (url) => {
    const assignment = await buildAssignment(app);
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    for (const who of [null, student]) {
      const reply = await enter(who, url, { code: ` ${assignment.code} ` });
      expect(reply).toEqual({
        status: 200,
        body: { url: `/student/code/${assignment.code}/`, kind: 'assignment', joined_class: null },
      });
    }
  });

  it.each(BOTH)(
    "%s: unknown, malformed and deleted codes are all 404 'Invalid code entered.'",
    async (url) => {
      const deleted = await buildAssignment(app);
      await app.orm.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, deleted.id));
      const archived = await buildClass(app, { archivedAt: new Date() });
      for (const code of [
        deleted.code,
        'zzzzzzzzzzzz',
        'nope',
        archived.joinCode,
        'x'.repeat(40),
        'ABCDEFGHJKMN',
      ]) {
        const reply = await enter(null, url, { code });
        expect(reply.status, code).toBe(404);
        expect(reply.body.message).toBe('Invalid code entered.');
      }
    },
  );

  it('a class code: a visitor is sent to sign in, then to the classes page that joins', async () => {
    const room = await buildClass(app);
    const typed = `${room.joinCode.slice(0, 3).toLowerCase()}-${room.joinCode.slice(3)}`;
    for (const url of BOTH) {
      const reply = await enter(null, url, { code: typed });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        url: `/loginRequired?next=${encodeURIComponent(`/student/classes/?code=${room.joinCode}`)}`,
        kind: 'class',
        joined_class: null,
      });
    }
  });

  it('a class code: validation writes nothing; dispatch joins the signed-in student once', async () => {
    const room = await buildClass(app, { name: 'Room 9' });
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const members = () =>
      app.orm.select().from(classMemberships).where(eq(classMemberships.classId, room.id));

    const checked = await enter(student, STUDENT_API.validateCode, { code: room.joinCode });
    expect(checked.body).toEqual({
      url: `/student/classes/?code=${room.joinCode}`,
      kind: 'class',
      joined_class: null,
    });
    expect(await members()).toHaveLength(0);

    const joined = await enter(student, STUDENT_API.dispatchCode, { code: room.joinCode });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      url: '/student/classes/',
      kind: 'class',
      joined_class: { id: room.id, name: 'Room 9' },
    });
    const again = await enter(student, STUDENT_API.dispatchCode, { code: room.joinCode });
    expect(again.body.joined_class.id).toBe(room.id);
    expect(await members()).toHaveLength(1);
  });

  it('a class code typed by a teacher is refused with what to do; nothing is joined', async () => {
    const room = await buildClass(app);
    const teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
    const reply = await enter(teacher, STUDENT_API.dispatchCode, { code: room.joinCode });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(STUDENT_MESSAGES.classCodeForStudents);
    expect(
      await app.orm.select().from(classMemberships).where(eq(classMemberships.classId, room.id)),
    ).toEqual([]);
  });

  it('a full class is refused with the classes module text', async () => {
    const small = await buildTestApp({ env: { CLASS_SIZE_LIMIT: '1' } });
    const room = await buildClass(small);
    const first = await signInAs(small, await buildUser(small, { role: 'student' }));
    const second = await signInAs(small, await buildUser(small, { role: 'student' }));
    const send = (who: RequestAuth) =>
      injectAs(small, who, {
        method: 'POST',
        url: STUDENT_API.dispatchCode,
        payload: { code: room.joinCode },
      });
    expect((await send(first)).statusCode).toBe(200);
    const full = await send(second);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('This class is full');
  });

  it('limits guessing per address: 429 with how long to wait, other addresses unaffected', async () => {
    const ip = '10.9.9.9';
    const max = CODE_ENTRY_LIMITS.perIp.max;
    for (let i = 0; i < max; i += 1) {
      const reply = await enter(null, STUDENT_API.validateCode, { code: `guess${i}` }, ip);
      expect(reply.status).toBe(404);
    }
    const blocked = await enter(null, STUDENT_API.validateCode, { code: 'guess-last' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts from your network\. Wait \d+ (seconds|minutes)/);
    expect((await enter(null, STUDENT_API.validateCode, { code: 'guess-last' }, '10.9.9.10')).status).toBe(
      404,
    );
  }, 60_000);

  it('limits a signed-in account however many addresses it uses', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    for (let i = 0; i < CODE_ENTRY_LIMITS.perAccount.max; i += 1) {
      expect((await enter(student, STUDENT_API.dispatchCode, { code: `try${i}` })).status).toBe(404);
    }
    expect((await enter(student, STUDENT_API.dispatchCode, { code: 'try-last' })).status).toBe(429);
  }, 60_000);
});
