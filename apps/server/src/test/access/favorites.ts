import type { AccessRow } from './roles.ts';

/** Access rows of the favorites module. */
export const FAVORITES_ROWS: AccessRow[] = [];
