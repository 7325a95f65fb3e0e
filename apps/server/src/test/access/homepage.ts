import type { AccessRow } from './roles.ts';

/** Access rows: homepage sections, ads, hero images, popular resources, recommendations, media images. */
export const HOMEPAGE_ROWS: AccessRow[] = [];
