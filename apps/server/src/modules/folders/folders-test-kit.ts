import type { FastifyInstance } from 'fastify';
import { injectAs, type RequestAuth } from '../../test/test-app.ts';

/** Requests of the folder calls, as a signed-in user (or a visitor's kit) sends them. */
export function folderCalls(app: FastifyInstance) {
  const form = (auth: RequestAuth, fields: Record<string, string>) =>
    injectAs(app, auth, {
      method: 'POST',
      url: '/new_folder/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const post = (auth: RequestAuth, url: string, payload: unknown) =>
    injectAs(app, auth, { method: 'POST', url, payload: payload as object });
  const get = (auth: RequestAuth, url: string) => injectAs(app, auth, { method: 'GET', url });

  return {
    newFolder: form,
    /** Makes a folder and answers its pk (parent: a folder pk, or none for the top level). */
    async makeFolder(auth: RequestAuth, name: string, parent?: number): Promise<number> {
      const reply = await form(auth, { name, description: '', parent: parent ? String(parent) : '' });
      if (reply.statusCode !== 201) throw new Error(`new_folder answered ${reply.statusCode}: ${reply.body}`);
      return reply.json().pk;
    },
    add: (auth: RequestAuth, payload: unknown) => post(auth, '/add_to_folder/', payload),
    remove: (auth: RequestAuth, payload: unknown) => post(auth, '/remove_from_folder/', payload),
    edit: (auth: RequestAuth, payload: unknown) => post(auth, '/edit_folder/', payload),
    move: (auth: RequestAuth, payload: unknown) => post(auth, '/move_folder/', payload),
    delete: (auth: RequestAuth, payload: unknown) => post(auth, '/delete_folder/', payload),
    getFolders: (auth: RequestAuth, type: number | string, id: number | string) =>
      get(auth, `/get_folders/${type}/${id}/`),
    tree: (auth: RequestAuth) => get(auth, '/get_folder_tree/'),
    items: (auth: RequestAuth, folderPk: number | string, query = '') =>
      get(auth, `/get_folder_items/${folderPk}/${query}`),
  };
}
