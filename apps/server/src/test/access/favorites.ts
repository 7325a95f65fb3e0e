import { buildCollection, buildFavorite, buildLessonPlan, buildResource } from '../factories/index.ts';
import { type AccessContext, type AccessRow, everyone, signedIn } from './roles.ts';

/**
 * Access rows of the resource extras: favorites (signed-in users, each only with their own), the
 * lesson-plan exports and the collection page calls.
 */
export const FAVORITES_ROWS: AccessRow[] = [
  { method: 'GET', url: '/api/v2/favorites/', sample: '/api/v2/favorites/', expect: signedIn(200) },
  {
    method: 'POST',
    url: '/api/v2/favorite/',
    sample: async ({ app }) => {
      const resource = await buildResource(app, { title: 'Access sample favorite' });
      return { url: '/api/v2/favorite/', payload: { lo_id: resource.id } };
    },
    // Each signed-in role makes its own favorite of the resource.
    expect: signedIn(201),
  },
  {
    method: 'DELETE',
    url: '/api/v2/favorite/:id/',
    sample: async ({ app, users }) => {
      const resource = await buildResource(app, { title: 'Access sample unfavorite' });
      const favorite = await buildFavorite(app, { userId: users.teacher.id, resourceId: resource.id });
      return { url: `/api/v2/favorite/${favorite.id}/` };
    },
    // Only the owner removes it; to everyone else it does not exist (404, not 403).
    expect: { visitor: 401, student: 404, teacher: 204, otherTeacher: 404, admin: 404 },
  },

  {
    method: 'GET',
    url: '/api/v2/collection/:slug/',
    sample: async ({ app }) => {
      const resource = await buildResource(app, { title: 'Access sample collection item' });
      const collection = await buildCollection(app, {
        title: 'Access sample page',
        resourceIds: [resource.id],
      });
      return { url: `/api/v2/collection/${collection.slug}/` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/collection/resources/',
    sample: async ({ app }) => {
      const resource = await buildResource(app, { title: 'Access sample collection resource' });
      const collection = await buildCollection(app, {
        title: 'Access sample paging',
        resourceIds: [resource.id],
      });
      return { url: `/api/v2/collection/resources/?slug=${collection.slug}&grade=middle-school` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/collection_preview/:slug/',
    sample: async ({ app }) => {
      const collection = await buildCollection(app, {
        title: 'Access sample draft',
        status: 'unpublished',
      });
      return { url: `/api/v2/collection_preview/${collection.slug}/?is_preview=true` };
    },
    // Admins and members of the collection's organization (none here); students never.
    expect: { visitor: 401, student: 403, teacher: 403, otherTeacher: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/v2/lesson_plan_html/:code/',
    sample: async ({ app }) => ({ url: `/api/v2/lesson_plan_html/${await sampleLessonCode(app)}/` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/lesson_plan_word/:code/',
    sample: async ({ app }) => ({ url: `/api/v2/lesson_plan_word/${await sampleLessonCode(app)}/` }),
    expect: everyone(200),
  },
];

async function sampleLessonCode(app: AccessContext['app']): Promise<string> {
  const resource = await buildResource(app, { title: 'Access sample lesson', mediaType: 'Lesson Plan' });
  await buildLessonPlan(app, { resourceId: resource.id, overview: '<p>Why tides turn.</p>' });
  return resource.resourceCode;
}
