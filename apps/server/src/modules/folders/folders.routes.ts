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
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
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

/** Every folder call: signed-in, one user's records, never kept. */
const folderRoute = { access: 'signed-in', cache: 'no-store' } as const;
const tags = ['folders'];

/** POST /new_folder/ takes form data (spec 2 §7): the form parser is registered for this route's scope only. */
async function newFolderRoute(app: FastifyInstance) {
  await app.register(formbody);
  defineRoute(app, {
    ...folderRoute,
    method: 'POST',
    url: '/new_folder/',
    errors: [404],
    schema: {
      tags,
      summary: 'Create a folder (form data: name, description, parent; an empty parent is the top level)',
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: newFolderBodySchema,
      response: { 201: newFolderReplySchema },
    },
    handler: async (request, reply) => {
      const { name, description, parent } = request.body;
      const folder = await createFolder(app.orm, request.caller.id, {
        name,
        description,
        parent: parent ? Number(parent) : null,
      });
      return reply.code(201).send(folder);
    },
  });
}

export async function foldersRoutes(app: FastifyInstance) {
  await app.register(newFolderRoute);

  defineRoute(app, {
    ...folderRoute,
    method: 'GET',
    url: '/get_folders/:folderItemType/:id/',
    schema: {
      tags,
      summary:
        'Your folders, each with whether item {id} of {folderItemType} (1 lesson, 2 resource, 3 collection) is in it',
      params: getFoldersParamsSchema,
      response: { 200: getFoldersReplySchema },
    },
    handler: async (request) => {
      const type = Number(request.params.folderItemType) as FolderItemType;
      return foldersForItem(app.orm, request.caller, type, Number(request.params.id));
    },
  });

  defineRoute(app, {
    ...folderRoute,
    method: 'GET',
    url: '/get_folder_tree/',
    schema: {
      tags,
      summary: 'All your folders in one list (build the tree from parent), with their item counts',
      response: { 200: folderTreeReplySchema },
    },
    handler: async (request) => folderTree(app.orm, request.caller.id),
  });

  defineRoute(app, {
    ...folderRoute,
    method: 'GET',
    url: '/get_folder_items/:folder_pk/',
    schema: {
      tags,
      summary: "A folder's resources as search cards, newest filed first, paged (limit, offset)",
      params: folderItemsParamsSchema,
      querystring: folderItemsQuerySchema,
      response: { 200: folderItemsReplySchema },
    },
    handler: async (request) =>
      folderItems(app.orm, request.caller.id, audienceOf(request, request.query), {
        folderPk: Number(request.params.folder_pk),
        limit: request.query.limit,
        offset: request.query.offset,
      }),
  });

  for (const [url, action] of [
    ['/add_to_folder/', 'add'],
    ['/remove_from_folder/', 'remove'],
  ] as const) {
    defineRoute(app, {
      ...folderRoute,
      method: 'POST',
      url,
      errors: [404],
      schema: {
        tags,
        summary:
          action === 'add'
            ? 'File one item in one of your folders (again: no change)'
            : 'Take one item out of one of your folders (not there: no change)',
        body: folderItemBodySchema,
        response: { 200: folderItemReplySchema },
      },
      handler: async (request) => fileItem(app.orm, request.caller, request.body, action),
    });
  }

  defineRoute(app, {
    ...folderRoute,
    method: 'POST',
    url: '/edit_folder/',
    errors: [404],
    schema: {
      tags,
      summary: 'Rename a folder or change its description',
      body: editFolderBodySchema,
      response: { 200: editFolderReplySchema },
    },
    handler: async (request) => editFolder(app.orm, request.caller.id, request.body),
  });

  defineRoute(app, {
    ...folderRoute,
    method: 'POST',
    url: '/move_folder/',
    errors: [404],
    schema: {
      tags,
      summary: 'Put a folder inside another of your folders (root.folder_id: the top level)',
      body: moveFolderBodySchema,
      response: { 200: moveFolderReplySchema },
    },
    handler: async (request) => moveFolder(app.orm, request.caller.id, request.body),
  });

  defineRoute(app, {
    ...folderRoute,
    method: 'POST',
    url: '/delete_folder/',
    errors: [404],
    schema: {
      tags,
      summary: 'Delete a folder; its subfolders and items move up to its parent (nothing else is deleted)',
      body: deleteFolderBodySchema,
      response: { 200: deleteFolderReplySchema },
    },
    handler: async (request) => deleteFolder(app.orm, request.caller.id, request.body.folder_pk),
  });
}
