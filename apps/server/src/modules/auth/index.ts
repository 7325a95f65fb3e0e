/** The public surface of the auth module: other modules import from here only (docs/decisions/0020-module-boundaries.md). */
export { providerAccountOf } from './oidc-accounts.service.ts';
export type { CurrentSession, SessionUser } from './session.service.ts';
