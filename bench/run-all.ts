/**
 * Runs every benchmark in this folder (`*.bench.ts`), one at a time in its own process, each
 * printing its own table. `npm run bench` from the repository root.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const repoRoot = path.resolve(benchDir, '..');
// The bundle benchmark builds the web app, which the others then reuse.
const order = (name: string) => (name === 'bundle.bench.ts' ? 0 : 1);
const benchmarks = fs
  .readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort((a, b) => order(a) - order(b) || a.localeCompare(b));

const failed: string[] = [];
for (const name of benchmarks) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, name)], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nbenchmarks that failed to run: ${failed.join(', ')}`);
  process.exit(1);
}
