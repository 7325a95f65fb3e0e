import { PRIVACY_GATE_MESSAGE, PRIVACY_GATE_REASON } from '@lantern/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataPrivacyHistory } from '../../db/schema.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { buildPrivacyRecord, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, type SignedIn, signedInTeacher, signInAs } from '../../test/test-app.ts';
import { assertPrivacyAcknowledged } from './index.ts';

/**
 * The gate before classes, rosters and assigning (spec 1 §1, spec 3 §5; issue 18), and the audit trail it rests
 * on. The classes and assign issues add their calls to the gate test as they land.
 */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

const sign = (user: SignedIn, payload: unknown) =>
  injectAs(app, user, { method: 'POST', url: '/api/v2/tools/set-data-privacy/', payload: payload as object });
const historyOf = (userId: string) =>
  app.orm
    .select()
    .from(dataPrivacyHistory)
    .where(eq(dataPrivacyHistory.userId, userId))
    .orderBy(asc(dataPrivacyHistory.id));

describe('the audit trail', () => {
  it('is append-only: rows cannot be changed or deleted', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false });
    await sign(teacher, { sign_acknowledgement: true, teacher_type: 'HOME_SCHOOL' });
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const forge = sql`UPDATE data_privacy_history SET text_version = 'forged' WHERE user_id = ${teacher.user.id}`;
    expect(await failure(app.orm.execute(forge))).toMatch(/append-only/);
    const erase = sql`DELETE FROM data_privacy_history WHERE user_id = ${teacher.user.id}`;
    expect(await failure(app.orm.execute(erase))).toMatch(/append-only/);
    expect(await historyOf(teacher.user.id)).toHaveLength(1);
  });
});

describe('the gate (a route declared with privacyGate)', () => {
  it('answers 403 with what to do until the teacher acknowledges, then lets them through', async () => {
    const gated = await buildTestApp({
      extraRoutes: (instance) => {
        defineRoute(instance, {
          method: 'POST',
          url: '/api/v2/test-only/class/',
          access: 'teacher',
          privacyGate: true,
          cache: 'no-store',
          schema: {
            tags: ['test'],
            summary: 'A gated call',
            response: { 200: z.object({ created: z.boolean() }) },
          },
          handler: async () => ({ created: true }),
        });
      },
    });
    const teacher = await signInAs(gated, await buildUser(gated, { role: 'teacher' }));
    const call = () =>
      injectAs(gated, teacher, { method: 'POST', url: '/api/v2/test-only/class/', payload: {} });

    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      message: PRIVACY_GATE_MESSAGE,
      reason: PRIVACY_GATE_REASON,
    });
    // 'Do this later' is not an acknowledgement.
    await injectAs(gated, teacher, {
      method: 'POST',
      url: '/api/v2/tools/data-privacy-do-this-later/',
      payload: { do_this_later: true },
    });
    expect((await call()).statusCode).toBe(403);

    await injectAs(gated, teacher, {
      method: 'POST',
      url: '/api/v2/tools/set-data-privacy/',
      payload: { sign_acknowledgement: true, teacher_type: 'HOME_SCHOOL' },
    });
    const allowed = await call();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ created: true });
  });

  it('checks the record itself: a signed record passes, one without signature does not', async () => {
    const { userId } = await buildPrivacyRecord(app);
    await expect(assertPrivacyAcknowledged(app.orm, { id: userId })).resolves.toBeUndefined();
    const unsigned = await buildPrivacyRecord(app, { signedAt: null, textVersion: null, doThisLater: true });
    await expect(assertPrivacyAcknowledged(app.orm, { id: unsigned.userId })).rejects.toMatchObject({
      status: 403,
      message: PRIVACY_GATE_MESSAGE,
    });
  });
});

describe('the calls behind the gate: classes (issue 19)', () => {
  // Every class call that creates or changes is checked in modules/classes/classes-privacy-gate.test.ts;
  // here, creating a class stands for them, as the assign calls will for theirs.
  it('refuses to create a class until the teacher acknowledges; "do this later" is not enough', async () => {
    const teacher = await signedInTeacher(app, { acknowledged: false });
    const create = () =>
      injectAs(app, teacher, { method: 'POST', url: '/api/v2/tools/classes/', payload: { name: 'Room 4' } });
    const refused = await create();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PRIVACY_GATE_MESSAGE, reason: PRIVACY_GATE_REASON });
    await injectAs(app, teacher, {
      method: 'POST',
      url: '/api/v2/tools/data-privacy-do-this-later/',
      payload: { do_this_later: true },
    });
    expect((await create()).statusCode).toBe(403);
    await sign(teacher, { sign_acknowledgement: true, teacher_type: 'HOME_SCHOOL' });
    expect((await create()).statusCode).toBe(201);
  });
});
