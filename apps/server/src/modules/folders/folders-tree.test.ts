import { FOLDER_ERRORS, folderItemsReplySchema, folderTreeReplySchema } from '@lantern/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, folderItems, folders, resources, users } from '../../db/schema.ts';
import { buildCollection, buildResource, buildUser } from '../../test/factories/index.ts';
import {
  apiHeaders,
  buildTestApp,
  injectAs,
  type SignedIn,
  signedInTeacher,
  signInAs,
} from '../../test/test-app.ts';
import { folderCalls } from './folders-test-kit.ts';

let app: FastifyInstance;
let calls: ReturnType<typeof folderCalls>;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  calls = folderCalls(app);
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  otherTeacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  student = await signInAs(app, await buildUser(app, { role: 'student' }));
});

const foldersRowsOf = (userId: string) => app.orm.select().from(folders).where(eq(folders.userId, userId));
const itemRowsOf = (folderIds: number[]) =>
  app.orm.select().from(folderItems).where(inArray(folderItems.folderId, folderIds));

describe('folders: rename, move, delete', () => {
  it('renames and describes; the root cannot be renamed, moved or deleted', async () => {
    const user = await signedInTeacher(app);
    const folder = await calls.makeFolder(user, 'Old name');
    const renamed = await calls.edit(user, { folder_pk: folder, name: ' New name ' });
    expect(renamed.json()).toMatchObject({ pk: folder, name: 'New name', description: '' });
    const described = await calls.edit(user, { folder_pk: folder, description: 'For Friday' });
    expect(described.json()).toMatchObject({ name: 'New name', description: 'For Friday' });
    expect((await calls.edit(user, { folder_pk: folder })).json().message).toContain(
      FOLDER_ERRORS.editNothing,
    );
    expect((await calls.edit(user, { folder_pk: folder, name: '' })).json().message).toContain(
      FOLDER_ERRORS.nameEmpty,
    );

    const rootId = (await calls.tree(user)).json().root.folder_id;
    for (const reply of [
      await calls.edit(user, { folder_pk: rootId, name: 'Root' }),
      await calls.move(user, { folder_pk: rootId, parent: folder }),
      await calls.delete(user, { folder_pk: rootId }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(FOLDER_ERRORS.rootFixed);
    }
  });

  it('moves a folder, never into itself or its own subfolder', async () => {
    const user = await signedInTeacher(app);
    const a = await calls.makeFolder(user, 'A');
    const b = await calls.makeFolder(user, 'B', a);
    const c = await calls.makeFolder(user, 'C', b);
    const other = await calls.makeFolder(user, 'Other');
    const self = await calls.move(user, { folder_pk: a, parent: a });
    expect([self.statusCode, self.json().message]).toEqual([400, FOLDER_ERRORS.parentIsSelf]);
    for (const parent of [b, c]) {
      const cycle = await calls.move(user, { folder_pk: a, parent });
      expect([cycle.statusCode, cycle.json().message]).toEqual([400, FOLDER_ERRORS.parentIsDescendant]);
    }
    const theirs = await calls.makeFolder(otherTeacher, 'Their parent');
    const foreign = await calls.move(user, { folder_pk: a, parent: theirs });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, FOLDER_ERRORS.parentNotFound(theirs)]);
    const parents = async () =>
      new Map((await foldersRowsOf(user.user.id)).map((row) => [row.id, row.parentId]));
    const before = await parents();

    const moved = await calls.move(user, { folder_pk: c, parent: other });
    expect(moved.json()).toMatchObject({ pk: c, parent: other });
    const rootId = (await calls.tree(user)).json().root.folder_id;
    expect((await calls.move(user, { folder_pk: b, parent: rootId })).json().parent).toBe(rootId);
    expect(await parents()).toEqual(new Map([...before, [c, other], [b, rootId]]));
  });

  it('never lets two moves at once make a cycle', async () => {
    // Many pairs at once, each pair swapped both ways: without the per-user lock some pair ends as a cycle.
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await signedInTeacher(app);
        return { user, a: await calls.makeFolder(user, 'Swap A'), b: await calls.makeFolder(user, 'Swap B') };
      }),
    );
    const replies = await Promise.all(
      pairs.flatMap(({ user, a, b }) => [
        calls.move(user, { folder_pk: a, parent: b }),
        calls.move(user, { folder_pk: b, parent: a }),
      ]),
    );
    for (const [i, { user, a, b }] of pairs.entries()) {
      expect([replies[2 * i]?.statusCode, replies[2 * i + 1]?.statusCode].sort()).toEqual([200, 400]);
      const parentOf = new Map((await foldersRowsOf(user.user.id)).map((row) => [row.id, row.parentId]));
      expect(parentOf.get(a) === b && parentOf.get(b) === a).toBe(false);
    }
  });

  it('deletes a folder and moves its subfolders and items up to its parent, deleting nothing else', async () => {
    const user = await signedInTeacher(app);
    const resource = await buildResource(app, { title: 'Survives its folder' });
    const kept = await buildResource(app, { title: 'Already in the parent' });
    const top = await calls.makeFolder(user, 'Top');
    const doomed = await calls.makeFolder(user, 'Doomed', top);
    const child = await calls.makeFolder(user, 'Child', doomed);
    const grandchild = await calls.makeFolder(user, 'Grandchild', child);
    await calls.add(user, { folder_pk: doomed, lo_ids: [resource.id] });
    await calls.add(user, { folder_pk: doomed, lo_ids: [kept.id] });
    await calls.add(user, { folder_pk: top, lo_ids: [kept.id] });
    await calls.add(user, { folder_pk: child, lo_ids: [resource.id] });

    const deleted = await calls.delete(user, { folder_pk: doomed });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: doomed, parent: top, moved_children: 1 });
    const tree = folderTreeReplySchema.parse((await calls.tree(user)).json());
    expect(new Map(tree.folders.map((f) => [f.pk, f.parent]))).toEqual(
      new Map([
        [top, tree.root.folder_id],
        [child, top],
        [grandchild, child],
      ]),
    );
    const topItems = (await itemRowsOf([top])).map((row) => row.itemId).sort();
    expect(topItems).toEqual([resource.id, kept.id].sort());
    expect((await itemRowsOf([child])).map((row) => row.itemId)).toEqual([resource.id]);
    expect((await calls.delete(user, { folder_pk: doomed })).statusCode).toBe(404);
  });

  it("removes a user's whole tree with the user", async () => {
    const user = await signedInTeacher(app);
    const a = await calls.makeFolder(user, 'Gone A');
    await calls.makeFolder(user, 'Gone B', await calls.makeFolder(user, 'Gone C', a));
    await app.orm.delete(users).where(eq(users.id, user.user.id));
    expect(await foldersRowsOf(user.user.id)).toEqual([]);
  });
});

describe('folders: who may see what', () => {
  it("answers another user's folder exactly like a missing one, and changes nothing", async () => {
    const resource = await buildResource(app, { title: 'Private filing' });
    const mine = await calls.makeFolder(teacher, 'Mine only');
    await calls.add(teacher, { folder_pk: mine, lo_ids: [resource.id] });
    const missing = 987_654_321;
    const attempts = (pk: number) => [
      calls.add(otherTeacher, { folder_pk: pk, lo_ids: [resource.id] }),
      calls.remove(otherTeacher, { folder_pk: pk, lo_ids: [resource.id] }),
      calls.edit(otherTeacher, { folder_pk: pk, name: 'Taken' }),
      calls.move(otherTeacher, { folder_pk: pk, parent: pk }),
      calls.delete(otherTeacher, { folder_pk: pk }),
      calls.items(otherTeacher, pk),
    ];
    const theirs = await Promise.all(attempts(mine));
    const unknown = await Promise.all(attempts(missing));
    theirs.forEach((reply, i) => {
      expect(reply.statusCode, `call ${i}`).toBe(404);
      expect(reply.json().message.replace(String(mine), 'N')).toBe(
        unknown[i]?.json().message.replace(String(missing), 'N'),
      );
    });
    const listed = (await calls.getFolders(otherTeacher, 2, resource.id)).json();
    expect(listed.folders.map((f: { pk: number }) => f.pk)).not.toContain(mine);
    expect((await foldersRowsOf(teacher.user.id)).find((row) => row.id === mine)?.name).toBe('Mine only');
    expect((await itemRowsOf([mine])).map((row) => row.itemId)).toEqual([resource.id]);
  });

  it('lets students file resources but never lessons', async () => {
    const resource = await buildResource(app, { title: 'Student filing' });
    const folder = await calls.makeFolder(student, 'My science');
    expect((await calls.add(student, { folder_pk: folder, lo_ids: [resource.id] })).statusCode).toBe(200);
    const lessons = await calls.getFolders(student, 1, 5);
    expect([lessons.statusCode, lessons.json().message]).toEqual([403, FOLDER_ERRORS.studentLessons]);
    const fileLesson = await calls.add(student, { folder_pk: folder, lesson_ids: [5] });
    expect([fileLesson.statusCode, fileLesson.json().message]).toEqual([403, FOLDER_ERRORS.studentLessons]);
    expect((await calls.getFolders(teacher, 1, 5)).statusCode).toBe(200);
  });

  it('asks visitors to sign in, and checks CSRF on the form call', async () => {
    const visitor = apiHeaders(app);
    expect((await calls.newFolder(visitor, { name: 'Visitor' })).statusCode).toBe(401);
    expect((await calls.tree(visitor)).statusCode).toBe(401);
    expect((await calls.getFolders(visitor, 2, 1)).statusCode).toBe(401);
    const forged = await injectAs(
      app,
      { cookies: teacher.cookies, headers: { ...teacher.headers, 'x-csrftoken': 'wrong' } },
      {
        method: 'POST',
        url: '/new_folder/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Forged&description=&parent=',
      },
    );
    expect([forged.statusCode, forged.json().code]).toEqual([403, 'csrf_failed']);
    expect((await foldersRowsOf(teacher.user.id)).map((row) => row.name)).not.toContain('Forged');
  });
});

describe('folders: the items of one folder', () => {
  it('pages the filed resources as search cards, newest first, and shows students student content only', async () => {
    const user = await signedInTeacher(app);
    const folder = await calls.makeFolder(user, 'Cards');
    const made = [];
    for (const title of ['First filed', 'Second filed', 'Third filed']) {
      const resource = await buildResource(app, { title, forStudents: title !== 'Second filed' });
      made.push(resource);
      await calls.add(user, { folder_pk: folder, lo_ids: [resource.id] });
    }
    const hidden = await buildResource(app, { title: 'Filed then unpublished' });
    await calls.add(user, { folder_pk: folder, lo_ids: [hidden.id] });
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, hidden.id));

    const first = await calls.items(user, folder, '?limit=2');
    expect(first.statusCode).toBe(200);
    const page = folderItemsReplySchema.parse(first.json());
    expect(page.count).toBe(3);
    expect(page.item_counts).toEqual({ lesson_ids: 0, lo_ids: 4, collection_ids: 0 });
    expect(page.objects.map((card) => card.title)).toEqual(['Third filed', 'Second filed']);
    expect(page.objects[0]).toMatchObject({ lo_id: made[2]?.id, url: `/resource/${made[2]?.resourceCode}/` });
    const second = folderItemsReplySchema.parse(
      (await calls.items(user, folder, '?limit=2&offset=2')).json(),
    );
    expect(second.objects.map((card) => card.title)).toEqual(['First filed']);
    const asStudent = folderItemsReplySchema.parse((await calls.items(user, folder, '?student=true')).json());
    expect(asStudent.objects.map((card) => card.title)).toEqual(['Third filed', 'First filed']);
    expect((await calls.items(user, folder, '?limit=0')).statusCode).toBe(400);
  });

  it('lists the filed collections as collection cards, newest first, paged like the resources', async () => {
    const user = await signedInTeacher(app);
    const folder = await calls.makeFolder(user, 'Collections');
    const forStudents = await buildResource(app, { title: 'For students', forStudents: true });
    const forTeachers = await buildResource(app, { title: 'For teachers', forStudents: false });
    const mixed = await buildCollection(app, {
      title: 'Mixed collection',
      resourceIds: [forStudents.id, forTeachers.id],
      grades: ['6-8'],
    });
    const teachersOnly = await buildCollection(app, {
      title: 'Teachers only',
      resourceIds: [forTeachers.id],
    });
    const withdrawn = await buildCollection(app, { title: 'Withdrawn', resourceIds: [forTeachers.id] });
    for (const collection of [mixed, teachersOnly, withdrawn]) {
      await calls.add(user, { folder_pk: folder, collection_ids: [collection.id] });
    }
    await calls.add(user, { folder_pk: folder, lo_ids: [forTeachers.id] });
    await app.orm.update(collections).set({ status: 'unpublished' }).where(eq(collections.id, withdrawn.id));

    const page = folderItemsReplySchema.parse((await calls.items(user, folder)).json());
    expect(page.collection_count).toBe(2);
    expect(page.item_counts).toEqual({ lesson_ids: 0, lo_ids: 1, collection_ids: 3 });
    expect(page.collections.map((card) => card.title)).toEqual(['Teachers only', 'Mixed collection']);
    expect(page.collections[1]).toMatchObject({
      collection_id: mixed.id,
      slug: mixed.slug,
      url: `/collection/${mixed.slug}/`,
      media_type: 'Collection',
      resources_count: 2,
      grades: ['6-8'],
    });
    expect(page.objects.map((card) => card.title)).toEqual(['For teachers']);

    const second = folderItemsReplySchema.parse(
      (await calls.items(user, folder, '?limit=1&offset=1')).json(),
    );
    expect(second.collections.map((card) => card.title)).toEqual(['Mixed collection']);
    expect([second.count, second.objects.length, second.collection_count]).toEqual([1, 0, 2]);

    // A student sees a collection only for its student content, and counts only that.
    const asStudent = folderItemsReplySchema.parse((await calls.items(user, folder, '?student=true')).json());
    expect(asStudent.collections.map((card) => [card.title, card.resources_count])).toEqual([
      ['Mixed collection', 1],
    ]);
    expect(asStudent.collection_count).toBe(1);

    // Removed from the folder, it is no longer listed.
    await calls.remove(user, { folder_pk: folder, collection_ids: [mixed.id] });
    const after = folderItemsReplySchema.parse((await calls.items(user, folder)).json());
    expect(after.collections.map((card) => card.title)).toEqual(['Teachers only']);
  });
});
