import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The name of the prepared demo database (seed/demo-snapshot.ts, docs/decisions/0072): a hash of everything that
 * decides what it holds. Apart from the writer so that `npm run build` and a start find out cheaply whether the one
 * for the current sources is there.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Everything that decides what the seeded database holds: a change to any of these makes a new snapshot. */
const SOURCE_DIRS = ['apps/server/src', 'packages/shared/src'];
const LOCKFILE = 'package-lock.json';
/** Raise when the way a snapshot is made or loaded changes without any of the sources changing. */
const FORMAT = 1;

/** Files under dir that the server may run or read (tests and test helpers are left out), sorted. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}src${path.sep}test${path.sep}`),
    )
    .sort();
}

/** A short hash of the migrations, seed code and data, the rest of the server and shared code, and the lockfile. */
export function demoSnapshotKey(root = repoRoot): string {
  const hash = createHash('sha256').update(`lantern demo snapshot ${FORMAT}\n`);
  hash.update(fs.readFileSync(path.join(root, LOCKFILE)));
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      hash.update(`\n${path.relative(root, file)}\n`);
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 20);
}

export function demoSnapshotFile(dir: string, key = demoSnapshotKey()): string {
  return path.join(dir, `demo-${key}.tar`);
}

/** The snapshot made from the current sources in dir (`dump` when `npm run build` made one). */
export function findDemoSnapshot(dir: string): { file: string; dump: Blob | undefined } {
  const file = demoSnapshotFile(dir);
  return { file, dump: fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined };
}
