import type { AccessRow } from './roles.ts';

/** Access rows: autocomplete, collection search, search_info, standard and entity details. */
export const DISCOVERY_ROWS: AccessRow[] = [];
