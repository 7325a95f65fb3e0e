import { favorites } from '../../db/schema.ts';
import { createResource } from '../../modules/search/search-test-kit.ts';
import { type AccessRow, signedIn } from './roles.ts';

/** Access rows of the favorites module: signed-in users, each only with their own favorites. */
export const FAVORITES_ROWS: AccessRow[] = [
  { method: 'GET', url: '/api/v2/favorites/', sample: '/api/v2/favorites/', expect: signedIn(200) },
  {
    method: 'POST',
    url: '/api/v2/favorite/',
    sample: async ({ app }) => {
      const resource = await createResource(app, { title: 'Access sample favorite' });
      return { url: '/api/v2/favorite/', payload: { lo_id: resource.id } };
    },
    // Each signed-in role makes its own favorite of the resource.
    expect: signedIn(201),
  },
  {
    method: 'DELETE',
    url: '/api/v2/favorite/:id/',
    sample: async ({ app, users }) => {
      const resource = await createResource(app, { title: 'Access sample unfavorite' });
      const [row] = await app.orm
        .insert(favorites)
        .values({ userId: users.teacher.id, resourceId: resource.id })
        .returning({ id: favorites.id });
      return { url: `/api/v2/favorite/${row?.id}/` };
    },
    // Only the owner removes it; to everyone else it does not exist (404, not 403).
    expect: { visitor: 401, student: 404, teacher: 204, otherTeacher: 404, admin: 404 },
  },
];
