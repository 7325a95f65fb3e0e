import { afterAll } from 'vitest';
import { closeTestApps } from './test-app.ts';
import { closeTestDatabases } from './test-database.ts';

// After each test file: close its apps, then its databases (PostgreSQL copies are dropped).
afterAll(async () => {
  await closeTestApps();
  await closeTestDatabases();
});
