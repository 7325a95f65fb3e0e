import { studentCredentialsReplySchema } from '@lantern/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, startAccountsApp } from '../../auth/accounts-test-kit.ts';
import { CLASSES, call, newTeacher } from '../classes-test-kit.ts';
import { upload } from './import-test-kit.ts';

/**
 * Imported students cannot sign in until the teacher prints their class's cards: the class's secrets call gives
 * every student that teacher created a new answer, once (decision 0039). Another teacher's class is a 404.
 */

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
}, 120_000);
afterAll(async () => {
  await kit?.close();
});

const signin = (username: string, questionType: string, questionAnswer: string) =>
  kit.browser().post('/student/signin/', { username, questionType, questionAnswer, captcha: '' });
const csv = {
  name: 'room.csv',
  bytes: new TextEncoder().encode('class name,first name,last initial\nRoom 5,Maya,R\nRoom 5,Leo,\n'),
};

describe('cards for an imported class', () => {
  it('gives each imported student a first secret, shown once; only then can they sign in', async () => {
    const teacher = await newTeacher(kit.app);
    const imported = await upload(kit.app, teacher, csv);
    expect(imported.status).toBe(200);
    const classId = imported.body.classes[0].id as string;
    const students = (await call(kit.app, teacher, 'GET', `${CLASSES}${classId}/students/`)).body.results;
    const maya = students.find((row: { display_name: string }) => row.display_name === 'Maya R.');
    expect((await signin(maya.username, 'favorite_animal', 'rocket42')).status).toBe(400);

    const other = await newTeacher(kit.app, { firstName: 'Grace' });
    expect((await call(kit.app, other, 'POST', `${CLASSES}${classId}/students/secrets/`, {})).status).toBe(
      404,
    );

    const cards = await call(kit.app, teacher, 'POST', `${CLASSES}${classId}/students/secrets/`, {
      secret_question: 'favorite_color',
    });
    expect(cards.status).toBe(200);
    const reply = studentCredentialsReplySchema.parse(cards.body);
    expect(reply.results).toHaveLength(2);
    const card = reply.results.find((row) => row.id === maya.id);
    expect(card).toMatchObject({ username: maya.username, secret_question: 'favorite_color' });
    expect((await signin(maya.username, 'favorite_color', card?.secret_answer ?? '')).status).toBe(200);
  });

  it('is refused with 403 before the privacy acknowledgement', async () => {
    const teacher = await newTeacher(kit.app, { acknowledged: false });
    const refused = await call(
      kit.app,
      teacher,
      'POST',
      `${CLASSES}00000000-0000-4000-8000-000000000000/students/secrets/`,
      {},
    );
    expect(refused.status).toBe(403);
  });
});
