/**
 * Test helper for data-dir-lock.test.ts: a "starter" process that, for each DATA_DIR given, waits until
 * its slot (startAt + index × gapMs, the same clock for every starter) and then tries to take the lock.
 * Prints one JSON line of results and holds the locks it won until stdin closes.
 *   node --import tsx data-dir-lock.starter.ts <startAt> <gapMs> <dir>...
 */
import { lockDataDir } from './data-dir-lock.ts';

const [startAt, gapMs, ...dirs] = process.argv.slice(2);
const results: { dir: string; won: boolean; message?: string }[] = [];
for (const [index, dir] of dirs.entries()) {
  const slot = Number(startAt) + index * Number(gapMs);
  while (Date.now() < slot) {
    // spin: a timer would wake the starters milliseconds apart
  }
  try {
    await lockDataDir(dir);
    results.push({ dir, won: true });
  } catch (error) {
    results.push({ dir, won: false, message: (error as Error).message });
  }
}
process.stdout.write(`${JSON.stringify(results)}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
