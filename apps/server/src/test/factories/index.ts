/**
 * Test data: one `build*` per table (or per thing a test thinks of as one row), each taking the
 * table's columns as overrides and making the parents it needs when they are not given. See
 * ../README.md and docs/decisions/0017-test-data-factories.md.
 */
export * from './accounts.ts';
export * from './assignments.ts';
export * from './classes.ts';
export * from './collections.ts';
export * from './engagement.ts';
export * from './feedback.ts';
export * from './folders.ts';
export * from './lessons.ts';
export * from './media.ts';
export * from './organizations.ts';
export * from './resources.ts';
export * from './schools.ts';
export * from './standards.ts';
export * from './ugc.ts';
export { uniqueSlug, uniqueSuffix } from './unique.ts';
