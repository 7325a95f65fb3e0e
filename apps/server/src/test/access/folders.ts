import { buildFolder, buildResource } from '../factories/index.ts';
import { type AccessContext, type AccessRow, signedIn } from './roles.ts';

/**
 * Access rows of the folder calls (decision 0022): signed-in users, each only with their own folders. A folder
 * the sample makes belongs to `teacher`; to everyone else it does not exist (404, never 403).
 */

async function teacherFolder({ app, users }: AccessContext, name: string): Promise<number> {
  // In the teacher's root folder, which the factory makes when the teacher has none yet.
  return (await buildFolder(app, { userId: users.teacher.id, name })).id;
}

/** Only the owner: teacher; other signed-in users get the 404 of a missing folder. */
const ownerOnly = (status: number) => ({ ...signedIn(404), teacher: status });

export const FOLDERS_ROWS: AccessRow[] = [
  // Search inside one's own favorites: every signed-in user searches their own.
  {
    method: 'GET',
    url: '/api/v2/lesson-builder/search-favorites/',
    sample: '/api/v2/lesson-builder/search-favorites/?q=water&limit=5',
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: '/get_folders/:folderItemType/:id/',
    sample: async ({ app }) => {
      const resource = await buildResource(app, { title: 'Access sample folder list' });
      return { url: `/get_folders/2/${resource.id}/` };
    },
    // Everyone signed in lists their own folders.
    expect: signedIn(200),
  },
  { method: 'GET', url: '/get_folder_tree/', sample: '/get_folder_tree/', expect: signedIn(200) },
  {
    method: 'GET',
    url: '/get_folder_items/:folder_pk/',
    sample: async (context) => ({ url: `/get_folder_items/${await teacherFolder(context, 'Items')}/` }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: '/new_folder/',
    sample: { url: '/new_folder/', payload: { name: 'Access sample', description: '', parent: '' } },
    // Each signed-in role makes a top-level folder of its own.
    expect: signedIn(201),
  },
  ...(['/add_to_folder/', '/remove_from_folder/'] as const).map(
    (url): AccessRow => ({
      method: 'POST',
      url,
      sample: async (context) => {
        const resource = await buildResource(context.app, { title: `Access sample ${url}` });
        return { url, payload: { folder_pk: await teacherFolder(context, 'Filing'), lo_ids: [resource.id] } };
      },
      expect: ownerOnly(200),
    }),
  ),
  {
    method: 'POST',
    url: '/edit_folder/',
    sample: async (context) => ({
      url: '/edit_folder/',
      payload: { folder_pk: await teacherFolder(context, 'Rename me'), name: 'Renamed' },
    }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: '/move_folder/',
    sample: async (context) => ({
      url: '/move_folder/',
      payload: {
        folder_pk: await teacherFolder(context, 'Move me'),
        parent: await teacherFolder(context, 'Move here'),
      },
    }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    url: '/delete_folder/',
    sample: async (context) => ({
      url: '/delete_folder/',
      payload: { folder_pk: await teacherFolder(context, 'Delete me') },
    }),
    // The teacher deletes it; later roles then get the 404 everyone else gets anyway.
    expect: ownerOnly(200),
  },
];
