import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { seedSchools } from '../src/modules/schools/index.ts';
import { findDemoSnapshot } from '../src/seed/demo-snapshot-key.ts';
import { seedDemoCatalogIfEmpty } from '../src/seed/seed-demo-catalog.ts';
import { seedStationEvents } from '../src/seed/stations/seed-stations.ts';

/**
 * `npm run seed`: migrates and seeds the configured database (standards, and the demo library when the
 * catalog is empty) without starting the server. `npm start` does the same on its own; this is for CI
 * and for preparing a database ahead of time. Idempotent.
 */
async function main() {
  const config = loadConfig();
  // As `npm start` does: a new embedded database starts from the prepared demo database when there is one for
  // these sources (src/seed/demo-snapshot.ts).
  const database = await openConfiguredDatabase(config, {
    initialDump: () => (config.demoSnapshotDir ? findDemoSnapshot(config.demoSnapshotDir).dump : undefined),
  });
  try {
    const applied = await migrate(database);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (database.startedFromDump) {
      console.log('Started the new database from the prepared demo database.');
      await seedStationEvents(database.orm);
    }
    const schoolLoads = await seedSchools(database.orm);
    if (schoolLoads.length > 0) console.log('Loaded the NCES school districts and schools.');
    const result = await seedDemoCatalogIfEmpty(database, undefined, {
      mediaDir: path.join(config.dataDir, 'media'),
      posters: 'wait',
    });
    if (result.standardItems === null && result.demo === null) {
      console.log('Nothing to seed: the catalog is already seeded.');
    } else {
      if (result.standardItems !== null) console.log(`Loaded ${result.standardItems} standard items.`);
      if (result.demo) {
        console.log(
          `Added the demo library: ${result.demo.resources.created} resources, ${result.demo.collections.created} collections.`,
        );
      }
      console.log(`Seeding took ${result.milliseconds} ms.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
