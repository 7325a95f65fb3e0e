import {
  buildAsset,
  buildMembership,
  buildOwnedResource,
  buildResource,
  buildVideoFiles,
} from '../factories/index.ts';
import { type AccessContext, type AccessRow, everyone, signedIn } from './roles.ts';

/** Access rows of the resource module. */

const published = async ({ app }: AccessContext) =>
  (await buildResource(app, { title: 'Access check resource' })).resourceCode;

export const RESOURCE_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/resource/:code/',
    sample: async (context) => ({ url: `/api/v2/resource/${await published(context)}/` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/resource_preview/:code/',
    // An unpublished resource whose owner organization counts the table's teacher as a member.
    sample: async ({ app, users }) => {
      const draft = await buildOwnedResource(app, { title: 'Access check draft', status: 'unpublished' });
      await buildMembership(app, { organizationId: draft.ownerOrganizationId, userId: users.teacher.id });
      return { url: `/api/v2/resource_preview/${draft.resourceCode}/?is_preview=true` };
    },
    expect: { visitor: 401, student: 403, teacher: 200, otherTeacher: 403, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/v2/media_check/:guid/',
    sample: async ({ app }) => {
      const resource = await buildResource(app, { title: 'Access check media' });
      const video = await buildAsset(app, { resourceId: resource.id, kind: 'video', title: 'Clip' });
      await buildVideoFiles(app, { assetId: video.id });
      return {
        url: `/api/v2/media_check/${video.guid}/?url=${encodeURIComponent('/media/video/asset.mp4')}`,
      };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/resource/view-count/:code/',
    sample: async (context) => ({ url: `/resource/view-count/${await published(context)}/` }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/v2/tracking/resource-view/',
    sample: async (context) => ({
      url: '/api/v2/tracking/resource-view/',
      payload: { resource_code: await published(context), title: 'Access', root_subjects: [], grades: [] },
    }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/recommendation/user-rating/',
    sample: async (context) => ({
      url: '/recommendation/user-rating/',
      payload: { resource_code: await published(context), rating: 4 },
    }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: '/recommendation/user-rating/',
    sample: async (context) => ({
      url: `/recommendation/user-rating/?resource_code=${await published(context)}`,
    }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: '/recommendation/resource-question/',
    sample: async (context) => ({
      url: `/recommendation/resource-question/?resource_code=${await published(context)}`,
    }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    url: '/recommendation/resource-question/',
    sample: async (context) => ({
      url: '/recommendation/resource-question/',
      payload: { resource_code: await published(context), question_id: 'usefulness', answer: 'very_useful' },
    }),
    expect: signedIn(200),
  },
  {
    method: 'GET',
    url: '/api/v2/lo/standards/r/:code/',
    sample: async (context) => ({ url: `/api/v2/lo/standards/r/${await published(context)}/` }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/lo/standards/r/:code/:organizationId/',
    // No such station: public, then a 404 for the record.
    sample: async (context) => ({ url: `/api/v2/lo/standards/r/${await published(context)}/987654321/` }),
    expect: everyone(404),
  },
];
