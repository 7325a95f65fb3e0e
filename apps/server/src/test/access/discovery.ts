import { type AccessRow, everyone } from './roles.ts';

/** Access rows: autocomplete, collection search, search_info, standard and entity details. */
export const DISCOVERY_ROWS: AccessRow[] = [
  {
    method: 'GET',
    url: '/api/v2/search_autocomplete/',
    sample: '/api/v2/search_autocomplete/?q=volcano',
    expect: everyone(200),
  },
];
