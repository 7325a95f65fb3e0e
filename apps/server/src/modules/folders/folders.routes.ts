import formbody from '@fastify/formbody';
import {
  deleteFolderBodySchema,
  deleteFolderReplySchema,
  editFolderBodySchema,
  editFolderReplySchema,
  type FolderItemType,
  folderItemBodySchema,
  folderItemReplySchema,
  folderItemsParamsSchema,
  folderItemsQuerySchema,
  folderItemsReplySchema,
  folderTreeReplySchema,
  getFoldersParamsSchema,
  getFoldersReplySchema,
  moveFolderBodySchema,
  moveFolderReplySchema,
  newFolderBodySchema,
  newFolderReplySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audienceOf } from '../cards/index.ts';
import {
  createFolder,
  deleteFolder,
  editFolder,
  fileItem,
  folderItems,
  foldersForItem,
  folderTree,
  moveFolder,
} from './folders.service.ts';

/**
 * The folder calls (spec 2 §7 and the calls of decision 0022 in the same family): signed-in users, their own
 * folders only. Replies are never cached: they are one user's.
 */

const signedIn = { access: 'signed-in' } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const userOf = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('signed-in route without a session');
  return { id: user.id, role: user.role };
};

/** POST /new_folder/ takes form data (spec 2 §7): the form parser is registered for this route's scope only. */
async function newFolderRoute(app: FastifyInstance) {
  await app.register(formbody);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/new_folder/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary: 'Create a folder (form data: name, description, parent; an empty parent is the top level)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: newFolderBodySchema,
        response: { 201: newFolderReplySchema },
      },
    },
    async (request, reply) => {
      const { name, description, parent } = request.body;
      const folder = await createFolder(app.orm, userOf(request).id, {
        name,
        description,
        parent: parent ? Number(parent) : null,
      });
      return reply.code(201).send(folder);
    },
  );
}

export async function foldersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(newFolderRoute);

  routes.get(
    '/get_folders/:folderItemType/:id/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary:
          'Your folders, each with whether item {id} of {folderItemType} (1 lesson, 2 resource, 3 collection) is in it',
        params: getFoldersParamsSchema,
        response: { 200: getFoldersReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const type = Number(request.params.folderItemType) as FolderItemType;
      return foldersForItem(app.orm, userOf(request), type, Number(request.params.id));
    },
  );

  routes.get(
    '/get_folder_tree/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary: 'All your folders in one list (build the tree from parent), with their item counts',
        response: { 200: folderTreeReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return folderTree(app.orm, userOf(request).id);
    },
  );

  routes.get(
    '/get_folder_items/:folder_pk/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary: "A folder's resources as search cards, newest filed first, paged (limit, offset)",
        params: folderItemsParamsSchema,
        querystring: folderItemsQuerySchema,
        response: { 200: folderItemsReplySchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return folderItems(app.orm, userOf(request).id, audienceOf(request, request.query), {
        folderPk: Number(request.params.folder_pk),
        limit: request.query.limit,
        offset: request.query.offset,
      });
    },
  );

  for (const [url, action] of [
    ['/add_to_folder/', 'add'],
    ['/remove_from_folder/', 'remove'],
  ] as const) {
    routes.post(
      url,
      {
        config: signedIn,
        schema: {
          tags: ['folders'],
          summary:
            action === 'add'
              ? 'File one item in one of your folders (again: no change)'
              : 'Take one item out of one of your folders (not there: no change)',
          body: folderItemBodySchema,
          response: { 200: folderItemReplySchema },
        },
      },
      async (request) => fileItem(app.orm, userOf(request), request.body, action),
    );
  }

  routes.post(
    '/edit_folder/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary: 'Rename a folder or change its description',
        body: editFolderBodySchema,
        response: { 200: editFolderReplySchema },
      },
    },
    async (request) => editFolder(app.orm, userOf(request).id, request.body),
  );

  routes.post(
    '/move_folder/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary: 'Put a folder inside another of your folders (root.folder_id: the top level)',
        body: moveFolderBodySchema,
        response: { 200: moveFolderReplySchema },
      },
    },
    async (request) => moveFolder(app.orm, userOf(request).id, request.body),
  );

  routes.post(
    '/delete_folder/',
    {
      config: signedIn,
      schema: {
        tags: ['folders'],
        summary: 'Delete a folder; its subfolders and items move up to its parent (nothing else is deleted)',
        body: deleteFolderBodySchema,
        response: { 200: deleteFolderReplySchema },
      },
    },
    async (request) => deleteFolder(app.orm, userOf(request).id, request.body.folder_pk),
  );
}
