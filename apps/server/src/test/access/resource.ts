import type { AccessRow } from './roles.ts';

/** Access rows of the resource module. */
export const RESOURCE_ROWS: AccessRow[] = [];
