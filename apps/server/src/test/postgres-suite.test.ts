import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SUITE, POSTGRES_SUITE_EXEMPT } from './postgres-suite.ts';

const serverSrc = path.resolve(import.meta.dirname, '..');

function testFiles(dir = serverSrc): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(serverSrc, full).split(path.sep).join('/')] : [];
  });
}

/** What makes a file's outcome depend on the database: it asks which one, opens a second pool, or races requests. */
const DATABASE_SPECIFIC = /testDatabaseKind\(\)|openAnotherPool|Promise\.all\(/;

describe('the PostgreSQL suite', () => {
  const files = testFiles();

  it('names only test files that exist', () => {
    const missing = [...Object.keys(POSTGRES_SUITE), ...Object.keys(POSTGRES_SUITE_EXEMPT)].filter(
      (file) => !files.includes(file),
    );
    expect(missing).toEqual([]);
  });

  it('holds every file that depends on the database, unless exempt with a reason', () => {
    const unlisted = files.filter(
      (file) =>
        file !== 'test/postgres-suite.test.ts' &&
        DATABASE_SPECIFIC.test(fs.readFileSync(path.join(serverSrc, file), 'utf8')) &&
        !(file in POSTGRES_SUITE) &&
        !(file in POSTGRES_SUITE_EXEMPT),
    );
    expect(unlisted, 'add these to POSTGRES_SUITE (or POSTGRES_SUITE_EXEMPT with a reason)').toEqual([]);
  });
});
