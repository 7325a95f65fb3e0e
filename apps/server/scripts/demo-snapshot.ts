import fs from 'node:fs';
import { ConfigError, loadConfig } from '../src/config.ts';
import { demoSnapshotFile } from '../src/seed/demo-snapshot-key.ts';

/**
 * `npm run build:demo` (and `npm run build`, beside the web app): prepares the demo database that a first start on
 * an empty data dir loads instead of migrating and seeding (src/seed/demo-snapshot.ts, docs/decisions/0072), in
 * DEMO_SNAPSHOT_DIR (apps/server/dist/demo-snapshot by default). Does nothing when the one for the current sources
 * is there (checked before the seeding code is even loaded: a second `npm start` pays a fraction of a second), or
 * when DEMO_SNAPSHOT_DIR is set empty.
 */
async function main() {
  const { demoSnapshotDir } = loadConfig();
  if (!demoSnapshotDir) {
    console.log('DEMO_SNAPSHOT_DIR is empty: no prepared demo database.');
    return;
  }
  const size = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
  const file = demoSnapshotFile(demoSnapshotDir);
  if (fs.existsSync(file)) {
    console.log(`The prepared demo database is up to date: ${file} (${size(fs.statSync(file).size)}).`);
    return;
  }
  console.log('Preparing the demo database for these sources (migrations, reference data, demo library)…');
  const { writeDemoSnapshot } = await import('../src/seed/demo-snapshot.ts');
  const result = await writeDemoSnapshot(demoSnapshotDir);
  console.log(
    `Prepared the demo database in ${(result.milliseconds / 1000).toFixed(1)} s: ${result.file} (${size(result.bytes)}).`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Preparing the demo database failed:', error instanceof Error ? error.stack : error);
  process.exit(1);
});
