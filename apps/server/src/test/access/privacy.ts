import { buildDistrict } from '../factories/index.ts';
import { type AccessRow, everyone, teachers } from './roles.ts';

/**
 * Access rows of the student-privacy calls (issue 18): the record and its writes are teachers' (admins are
 * teachers too); the picker's lists are public reference data (decision 0032).
 */
export const PRIVACY_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/user_data_privacy/',
    sample: '/api/v2/user_data_privacy/',
    expect: teachers(200),
  },
  {
    method: 'POST',
    url: '/api/v2/tools/set-data-privacy/',
    sample: { url: '/api/v2/tools/set-data-privacy/', payload: {} },
    expect: teachers(400),
  },
  {
    method: 'POST',
    url: '/api/v2/tools/update-data-privacy/',
    sample: { url: '/api/v2/tools/update-data-privacy/', payload: {} },
    expect: teachers(400),
  },
  {
    method: 'POST',
    url: '/api/v2/tools/data-privacy-do-this-later/',
    sample: { url: '/api/v2/tools/data-privacy-do-this-later/', payload: { do_this_later: true } },
    expect: teachers(200),
  },
  { method: 'GET', url: '/api/v2/tools/states/', sample: '/api/v2/tools/states/', expect: everyone(200) },
  {
    method: 'GET',
    url: '/api/v2/tools/school-district/',
    sample: '/api/v2/tools/school-district/?limit=30&state=CA&search=san',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/tools/schools-by-district/:district/',
    sample: async ({ app }) => {
      const district = await buildDistrict(app, { name: 'Access Sample Unified' });
      return { url: `/api/v2/tools/schools-by-district/${district.districtGuid}/?limit=30` };
    },
    expect: everyone(200),
  },
];
