import {
  createFramework,
  createOrganization,
  createStandardItem,
  createTestCollection,
} from '../../modules/discovery/discovery-test-kit.ts';
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
      const collection = await createTestCollection(app, { title: 'Access sample collection' });
      return { url: `/api/v2/collection/search_info/${collection.slug}` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/standard_details/:id',
    sample: async ({ app }) => {
      const frameworkId = await createFramework(app, 'national');
      const id = await createStandardItem(app, {
        frameworkId,
        code: '1.OA.A.1',
        statement: 'Add within 20.',
      });
      return { url: `/api/v2/standard_details/${id}` };
    },
    expect: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/v2/entity_details/:id',
    sample: async ({ app }) => {
      const organization = await createOrganization(app, 'Access Sample Station');
      return { url: `/api/v2/entity_details/${organization.id}` };
    },
    expect: everyone(200),
  },
];
