import { buildCollection, buildFramework, buildOrganization, buildStandardItem } from '../factories/index.ts';
import { type AccessRow, everyone } from './roles.ts';

/** Access rows: autocomplete, collection search, search_info, standard and entity details (all public). */
export const DISCOVERY_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/search_autocomplete/',
    sample: '/api/v2/search_autocomplete/?q=volcano',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/search_collections/',
    sample: '/api/v2/search_collections/?q=ocean',
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/collection/search_info/:slug',
    sample: async ({ app }) => {
      const collection = await buildCollection(app, { title: 'Access sample collection' });
      return { url: `/api/v2/collection/search_info/${collection.slug}` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/standard_details/:id',
    sample: async ({ app }) => {
      const frameworkId = (await buildFramework(app, { scope: 'national' })).id;
      const id = (
        await buildStandardItem(app, {
          frameworkId,
          humanCodingScheme: '1.OA.A.1',
          fullStatement: 'Add within 20.',
        })
      ).id;
      return { url: `/api/v2/standard_details/${id}` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/entity_details/:id',
    sample: async ({ app }) => {
      const organization = await buildOrganization(app, { name: 'Access Sample Station' });
      return { url: `/api/v2/entity_details/${organization.id}` };
    },
    expect: everyone(200),
  },
];
