/**
 * The old address of the test factories, kept while tests written before test/factories/ are
 * merged in from other branches. New tests import from './factories/index.ts' (buildUser, not createUser).
 */
export { createUser, type TestUser, type UserOverrides, uniqueSuffix } from './factories/index.ts';
