import { makeImage, multipartBody } from '../../modules/ugc/ugc-test-kit.ts';
import { buildUgcUpload } from '../factories/index.ts';
import { type AccessRow, everyone, teachers } from './roles.ts';

/**
 * Access rows of lesson image uploads (issue 17; docs/decisions/0030): teachers upload, and the images are
 * public to whoever has their unguessable address (students see them in assigned lessons).
 */
export const UGC_ROWS: AccessRow[] = [
  {
    method: 'POST',
    url: '/api/v2/ugc/',
    sample: async () => {
      const body = await multipartBody([{ name: 'access.png', bytes: await makeImage('png') }]);
      return { url: '/api/v2/ugc/', payload: body.payload, headers: body.headers };
    },
    expect: teachers(201),
  },
  {
    method: 'GET',
    url: '/ugc/*',
    sample: async ({ app, users }) => {
      const upload = await buildUgcUpload(app, { ownerId: users.teacher.id });
      return { url: `/ugc/${upload.guid}.webp` };
    },
    expect: everyone(200),
  },
];
