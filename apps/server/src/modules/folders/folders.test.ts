import {
  FOLDER_ERRORS,
  FOLDER_NAME_MAX_LENGTH,
  folderTreeReplySchema,
  getFoldersReplySchema,
} from '@lantern/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { folderItems, folders } from '../../db/schema.ts';
import { buildCollection, buildResource, buildUser } from '../../test/factories/index.ts';
import { buildTestApp, type SignedIn, signedInTeacher, signInAs } from '../../test/test-app.ts';
import { folderCalls } from './folders-test-kit.ts';

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

const foldersRowsOf = (userId: string) => app.orm.select().from(folders).where(eq(folders.userId, userId));
const itemRowsOf = (folderIds: number[]) =>
  app.orm.select().from(folderItems).where(inArray(folderItems.folderId, folderIds));

describe('folders: create, list, file', () => {
  it('makes the root on first use and lists form-made folders with the assigned flag', async () => {
    const user = await signedInTeacher(app);
    const resource = await buildResource(app, { title: 'Filed volcano video' });
    const empty = getFoldersReplySchema.parse((await calls.getFolders(user, 2, resource.id)).json());
    expect(empty.folders).toEqual([]);
    const rootId = empty.root.folder_id;

    const made = await calls.newFolder(user, { name: '  Volcanoes ', description: '', parent: '' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      pk: expect.any(Number),
      name: 'Volcanoes',
      description: '',
      parent: rootId,
    });
    const volcanoes = made.json().pk;
    const lava = await calls.makeFolder(user, 'Lava', volcanoes);

    const added = await calls.add(user, { folder_pk: lava, lo_ids: [resource.id] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      folder_pk: lava,
      item_type: 2,
      item_id: resource.id,
      assigned: true,
      changed: true,
    });

    const listed = getFoldersReplySchema.parse((await calls.getFolders(user, 2, resource.id)).json());
    expect(listed.root.folder_id).toBe(rootId);
    expect(listed.folders).toEqual([
      { pk: lava, name: 'Lava', description: '', parent: volcanoes, assigned: true },
      { pk: volcanoes, name: 'Volcanoes', description: '', parent: rootId, assigned: false },
    ]);
    const tree = folderTreeReplySchema.parse((await calls.tree(user)).json());
    expect(tree.folders.map((f) => [f.pk, f.parent, f.item_count])).toEqual([
      [lava, volcanoes, 1],
      [volcanoes, rootId, 0],
    ]);
    expect((await foldersRowsOf(user.user.id)).filter((row) => row.parentId === null)).toHaveLength(1);
  });

  it('files an item once however often it is sent, and removing is as idempotent', async () => {
    const user = await signedInTeacher(app);
    const resource = await buildResource(app, { title: 'Twice-filed resource' });
    const folder = await calls.makeFolder(user, 'Twice');
    const body = { folder_pk: folder, lo_ids: [resource.id] };
    const replies = await Promise.all([calls.add(user, body), calls.add(user, body)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies.map((r) => r.json().changed).sort()).toEqual([false, true]);
    expect(await itemRowsOf([folder])).toHaveLength(1);

    const removed = await calls.remove(user, body);
    expect(removed.json()).toMatchObject({ assigned: false, changed: true });
    expect((await calls.remove(user, body)).json()).toMatchObject({ assigned: false, changed: false });
    expect(await itemRowsOf([folder])).toEqual([]);
  });

  it('files collections under collection_ids; lessons are unknown items until the lesson builder lands', async () => {
    const user = await signedInTeacher(app);
    const folder = await calls.makeFolder(user, 'Kinds');
    const collection = await buildCollection(app, { title: 'Filed collection' });
    const filed = await calls.add(user, { folder_pk: folder, collection_ids: [collection.id] });
    expect(filed.json()).toMatchObject({ item_type: 3, item_id: collection.id, changed: true });
    expect((await calls.getFolders(user, 3, collection.id)).json().folders[0].assigned).toBe(true);
    const lesson = await calls.add(user, { folder_pk: folder, lesson_ids: [41] });
    expect(lesson.statusCode).toBe(404);
    expect(lesson.json().message).toBe(FOLDER_ERRORS.itemNotFound(1, 41));
  });

  it('refuses unknown, unpublished and expired items and writes nothing', async () => {
    const user = await signedInTeacher(app);
    const folder = await calls.makeFolder(user, 'Strict');
    const draft = await buildResource(app, { title: 'Draft to file', status: 'unpublished' });
    const expired = await buildResource(app, { title: 'Expired to file', expired: true });
    const draftCollection = await buildCollection(app, { title: 'Draft', status: 'unpublished' });
    for (const body of [
      { folder_pk: folder, lo_ids: [draft.id] },
      { folder_pk: folder, lo_ids: [expired.id] },
      { folder_pk: folder, lo_ids: [987_654_321] },
      { folder_pk: folder, collection_ids: [draftCollection.id] },
    ]) {
      const reply = await calls.add(user, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(404);
      expect(reply.json().code).toBe('not_found');
    }
    expect(await itemRowsOf([folder])).toEqual([]);
  });
});

describe('folders: bad input', () => {
  it('answers bad names and parents with a 400 or 404 that says what is wrong, and writes nothing', async () => {
    const user = await signedInTeacher(app);
    const theirs = await calls.makeFolder(otherTeacher, 'Not yours');
    const cases: [Record<string, string>, number, string][] = [
      [{ name: '', parent: '' }, 400, FOLDER_ERRORS.nameEmpty],
      [{ name: '   ', parent: '' }, 400, FOLDER_ERRORS.nameEmpty],
      [{ parent: '' }, 400, FOLDER_ERRORS.nameEmpty],
      [{ name: 'x'.repeat(FOLDER_NAME_MAX_LENGTH + 1) }, 400, FOLDER_ERRORS.nameTooLong],
      [{ name: 'Fine', description: 'd'.repeat(1001) }, 400, FOLDER_ERRORS.descriptionTooLong],
      [{ name: 'Fine', parent: 'abc' }, 400, FOLDER_ERRORS.parent],
      [{ name: 'Fine', parent: '1.5' }, 400, FOLDER_ERRORS.parent],
      [{ name: 'Fine', parent: '9'.repeat(20) }, 400, FOLDER_ERRORS.parent],
      [{ name: 'Fine', parent: '987654321' }, 404, FOLDER_ERRORS.parentNotFound(987654321)],
      [{ name: 'Fine', parent: String(theirs) }, 404, FOLDER_ERRORS.parentNotFound(theirs)],
    ];
    for (const [fields, status, message] of cases) {
      const reply = await calls.newFolder(user, fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(status);
      expect(reply.json().message).toContain(message);
    }
    expect(await foldersRowsOf(user.user.id)).toEqual([]);
    expect((await foldersRowsOf(otherTeacher.user.id)).map((row) => row.id)).toContain(theirs);
  });

  it('answers malformed add/remove bodies and ids with a 400', async () => {
    const folder = await calls.makeFolder(teacher, 'Bodies');
    for (const body of [
      {},
      { folder_pk: folder },
      { folder_pk: folder, lo_ids: [] },
      { folder_pk: folder, lo_ids: [1, 2] },
      { folder_pk: folder, lo_ids: [1], collection_ids: [2] },
      { folder_pk: folder, lo_ids: ['abc'] },
      { folder_pk: folder, lo_ids: [1.5] },
      { folder_pk: 'x', lo_ids: [1] },
      { folder_pk: -1, lo_ids: [1] },
    ]) {
      for (const send of [calls.add, calls.remove]) {
        const reply = await send(teacher, body);
        expect(reply.statusCode, JSON.stringify(body)).toBe(400);
        expect(reply.json().message.length).toBeGreaterThan(10);
      }
    }
    for (const [type, id] of [
      ['4', '1'],
      ['x', '1'],
      ['2', 'abc'],
      ['2', '0'],
      ['2', '1.5'],
    ]) {
      expect(
        (await calls.getFolders(teacher, type as string, id as string)).statusCode,
        `${type}/${id}`,
      ).toBe(400);
    }
    expect((await calls.items(teacher, 'abc')).statusCode).toBe(400);
    expect(await itemRowsOf([folder])).toEqual([]);
  });
});
