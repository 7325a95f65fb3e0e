import type { AccessRow } from './roles.ts';

/** Access rows: sign-in with an OpenID Connect provider. */
export const OIDC_ROWS: AccessRow[] = [];
