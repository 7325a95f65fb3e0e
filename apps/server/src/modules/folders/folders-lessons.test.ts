import { FOLDER_ERRORS, folderItemsReplySchema, getFoldersReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLesson, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, type SignedIn, signInAs } from '../../test/test-app.ts';
import { folderCalls } from './folders-test-kit.ts';

/** Folder item type 1 (lesson_ids, spec 3 "Lesson builder"): a teacher files their own lessons only. */

let app: FastifyInstance;
let calls: ReturnType<typeof folderCalls>;
let teacher: SignedIn;
let otherTeacher: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  calls = folderCalls(app);
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  otherTeacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

describe('folders: lessons (item type 1)', () => {
  it("files one's own lessons, lists them in the folder, and forgets deleted ones", async () => {
    const first = await buildLesson(app, { ownerId: teacher.user.id, name: 'Volcano lesson', textSlides: 2 });
    const second = await buildLesson(app, { ownerId: teacher.user.id, name: 'Fractions lesson' });
    const folder = await calls.makeFolder(teacher, 'Unit 1');

    for (const lesson of [first, second]) {
      const added = await calls.add(teacher, { folder_pk: folder, lesson_ids: [lesson.id] });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ item_type: 1, item_id: lesson.id, assigned: true, changed: true });
    }
    const holding = getFoldersReplySchema.parse((await calls.getFolders(teacher, 1, first.id)).json());
    expect(holding.folders).toEqual([expect.objectContaining({ pk: folder, assigned: true })]);

    const items = folderItemsReplySchema.parse((await calls.items(teacher, folder)).json());
    expect(items.item_counts).toEqual({ lesson_ids: 2, lo_ids: 0, collection_ids: 0 });
    expect(items.lessons?.map((lesson) => [lesson.code, lesson.name, lesson.slide_count])).toEqual([
      [second.code, 'Fractions lesson', 0],
      [first.code, 'Volcano lesson', 2],
    ]);
    expect(items.lessons?.[0]?.preview_link).toBe(`/tools/lessonbuilder/preview/${second.code}/`);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v2/lesson-builder/${second.code}/`,
      headers: teacher.headers,
      cookies: teacher.cookies,
    });
    expect(deleted.statusCode).toBe(204);
    const after = folderItemsReplySchema.parse((await calls.items(teacher, folder)).json());
    expect(after.lessons?.map((lesson) => lesson.code)).toEqual([first.code]);
    // A deleted lesson cannot be filed again, but can still be taken out.
    expect((await calls.add(teacher, { folder_pk: folder, lesson_ids: [second.id] })).statusCode).toBe(404);
    expect((await calls.remove(teacher, { folder_pk: folder, lesson_ids: [second.id] })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 to filing another teacher's lesson", async () => {
    const theirs = await buildLesson(app, { ownerId: otherTeacher.user.id });
    const folder = await calls.makeFolder(teacher, 'Not theirs');
    const reply = await calls.add(teacher, { folder_pk: folder, lesson_ids: [theirs.id] });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(FOLDER_ERRORS.itemNotFound(1, theirs.id));
    const items = folderItemsReplySchema.parse((await calls.items(teacher, folder)).json());
    expect(items.lessons).toEqual([]);
  });
});
