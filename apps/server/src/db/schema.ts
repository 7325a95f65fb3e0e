/**
 * Drizzle mirror of the SQL migrations (the migrations are the source of truth; see
 * docs/decisions/0002-sql-migrations.md). Only re-exports: a *-schema.ts file imports the tables it refers to
 * from their own file (core-schema.ts for users), never from here, so there is no import cycle.
 */

export * from './accounts-schema.ts';
export * from './assets-schema.ts';
export * from './assignments-schema.ts';
export * from './catalog-schema.ts';
export * from './classes-schema.ts';
export * from './collections-schema.ts';
export * from './core-schema.ts';
export * from './engagement-schema.ts';
export * from './feedback-schema.ts';
export * from './folders-schema.ts';
export * from './homepage-schema.ts';
export * from './lessons-schema.ts';
export * from './newsletter-schema.ts';
export * from './oidc-schema.ts';
export * from './privacy-schema.ts';
export * from './resource-schema.ts';
export * from './retention-schema.ts';
export * from './search-schema.ts';
export * from './standards-schema.ts';
export * from './stations-schema.ts';
export * from './ugc-schema.ts';
