/**
 * The server test files that also run on a real PostgreSQL server (the api-postgres project); every
 * server test file runs on PGlite (api-pglite). Both databases are the same PostgreSQL engine, so a
 * file runs on both only where the two differ (docs/decisions/0015-test-loop.md, session 15):
 * - the driver: node-postgres' pool and type parsing (large ids, dates, text PostgreSQL cannot store)
 *   against PGlite's single in-process connection;
 * - concurrency: PostgreSQL runs transactions at the same time (unique conflicts, row locks, counters,
 *   advisory locks), PGlite one after another;
 * - processes: two pools on one database (caches, search, jobs), shutdown and kill -9;
 * - bulk loading and migrations.
 * `postgres-suite.test.ts` keeps the list honest: a file that asks which database it runs on, opens a
 * second pool, or sends requests at the same time must be listed (or say why not in EXEMPT).
 */
export const POSTGRES_SUITE: Record<string, string> = {
  'db/migrate.test.ts': 'migrations, their lock and a second process',
  'db/sql-rows.test.ts': 'driver type parsing of raw rows',
  'main.shutdown.test.ts': 'draining the pool on shutdown',
  'modules/assignments/answers.test.ts': 'answers saved at the same time',
  'modules/assignments/late-joiners.test.ts': 'a trigger racing a join',
  'modules/assignments/player-crash.test.ts': 'no answer lost over kill -9',
  'modules/auth/signin-throttle.test.ts': 'attempt counters under concurrent sign-ins',
  'modules/auth/signup-transaction.test.ts': 'a sign-up rolled back whole',
  'modules/auth/student-signup-concurrency.test.ts': 'usernames claimed at the same time',
  'modules/auth/student-signin-limits.test.ts': 'tries counted first under guesses at once; two pools',
  'modules/auth/student-lockout.test.ts': 'known-device rows (bytea keys) and lock counters via pg',
  'modules/auth/student-username.test.ts': 'a taken username found under the lock, counters via pg',
  'modules/auth/teacher-signup.test.ts': 'sign-up links consumed in a transaction; bytea tokens via pg',
  'modules/auth/session.test.ts': 'session expiry in timestamps across the driver',
  'modules/catalog/catalog-import.test.ts': 'bulk load and a second pool',
  'modules/classes/import/import.test.ts': 'a roster import in one transaction with conflicts',
  'modules/classes/joining.test.ts': 'students joining at the same time',
  'modules/classes/signin-cards.test.ts': 'two new cards at the same time; bytea token hashes via pg',
  'modules/favorites/favorites.test.ts': 'the same favorite added at the same time',
  'modules/folders/folders.test.ts': 'the same folder added at the same time',
  'modules/folders/folders-tree.test.ts': 'moves at the same time cannot make a cycle',
  'modules/lessons/lessons.test.ts': 'saves at the same time and the version check',
  'modules/privacy/privacy-reminders.test.ts': 'a job run once across two pools (advisory lock)',
  'modules/read-cache/read-cache.test.ts': 'cache invalidation across pools',
  'modules/resource/resource-engagement.test.ts': 'view counters under concurrent requests',
  'modules/resource/resource-large-ids.test.ts': 'bigint ids through the driver',
  'modules/schools/schools-import.test.ts': 'bulk load and a second pool',
  'modules/search/caption-cues.test.ts': 'caption rows upserted on conflict',
  'modules/search/search-bitmaps.test.ts': 'the bitmap replica across processes',
  'modules/search/search-documents.test.ts': 'the facet cache across processes',
  'modules/search/search-input-fuzz.test.ts': 'odd search text through the driver',
  'modules/search/search-large-ids.test.ts': 'bigint ids through the driver',
  'plugins/rate-limit.test.ts': 'limit counters upserted under concurrency',
  'seed/seed-demo-catalog.test.ts': 'bulk seed and a second pool',
  'test/classroom/classroom-morning.test.ts': "a school's morning: many students' requests at once over HTTP",
  'test/factories/factories.test.ts': 'factory rows through both drivers',
  'test/fuzz.test.ts': 'odd text and numbers through the driver on every route',
};

/**
 * Files that look database-specific to the check but are not, and why. A file here runs on PGlite only.
 */
export const POSTGRES_SUITE_EXEMPT: Record<string, string> = {
  'db/data-dir-lock.test.ts': 'the embedded data directory lock exists only with PGlite',
  'modules/platform/platform.test.ts': 'names the database in /healthz; the reply shape is the same',
  'modules/resource/resource-detail.test.ts': 'reads in parallel; no write races',
  'modules/seo/sitemap.test.ts': 'fetches sitemap pages in parallel; read-only',
  'seed/generated-images.test.ts': 'draws images in parallel; the database only stores their paths',
};

/** Globs for Vitest's include, relative to the repository root. */
export const postgresSuiteGlobs = (): string[] =>
  Object.keys(POSTGRES_SUITE).map((file) => `apps/server/src/${file}`);
