import { defineConfig } from 'vitest/config';
import { postgresSuiteGlobs } from './apps/server/src/test/postgres-suite.ts';

/**
 * Three projects:
 * - unit: pure logic of packages/shared and apps/web (node environment, no database). Not isolated:
 *   the files share one module graph, which cuts the run from ~22 s to a few seconds; so a unit test
 *   must not leave module state behind (undo what it registers) nor mock modules (`vi.mock`).
 * - api-pglite / api-postgres: the server test files, every one on PGlite and, on PostgreSQL, those
 *   where the two databases differ (apps/server/src/test/postgres-suite.ts; LANTERN_POSTGRES_SUITE=all
 *   runs every file there too). The global setup migrates a template once per project; each test file
 *   works on its own copy of it. api-postgres uses TEST_DATABASE_URL (or DATABASE_URL) when given, else
 *   a throwaway cluster.
 */
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    include:
      database === 'postgres' && process.env.LANTERN_POSTGRES_SUITE !== 'all'
        ? postgresSuiteGlobs()
        : ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { LANTERN_TEST_DATABASE: database },
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/setup-file.ts'],
    // The files of a worker share one module graph: importing the whole server once per file cost 3-6 s
    // each (130 files). A file's apps and databases are closed after it (setup-file.ts), and server
    // modules keep per-app state in WeakMaps keyed by the app or database, so nothing carries over.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // `npm test` collects per-file times for its closing table (scripts/timing-reporter.ts).
    reporters: process.env.LANTERN_TIMINGS_DIR ? ['default', './scripts/timing-reporter.mjs'] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});
