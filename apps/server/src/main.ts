import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { trackConnections } from './lib/connections.ts';
import { startPrivacyReminderJob } from './modules/privacy/index.ts';
import { startRetentionJob } from './modules/retention/index.ts';
import { seedSchools } from './modules/schools/index.ts';
import { findDemoSnapshot } from './seed/demo-snapshot-key.ts';
import { seedDemoCatalogIfEmpty } from './seed/seed-demo-catalog.ts';
import { seedStationEvents, seedStations } from './seed/stations/seed-stations.ts';

/** Starts the server: config → database → migrations → app → listen; stops gracefully. */
async function main() {
  // React's server renderer (the public pages, docs/decisions/0053) loads its production build only under
  // NODE_ENV=production; the development one is several times slower. Nothing else here reads it.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  // A new embedded database starts from the demo database `npm run build` prepared, when it was made from these
  // sources (seed/demo-snapshot.ts); otherwise it is migrated and seeded below.
  let snapshot: { file: string; dump: Blob | undefined } | undefined;
  const database = await openConfiguredDatabase(config, {
    initialDump: () => {
      if (config.demoSnapshotDir) snapshot = findDemoSnapshot(config.demoSnapshotDir);
      return snapshot?.dump;
    },
  });
  const applied = await migrate(database);
  const app = await buildApp({ config, database });
  const connections = trackConnections(app.server);
  if (database.startedFromDump) {
    app.log.info({ file: snapshot?.file }, 'started the new database from the prepared demo database');
    await seedStationEvents(database.orm);
  } else if (snapshot) {
    app.log.info(
      { file: snapshot.file },
      'no prepared demo database for these sources (npm run build makes it): migrating and seeding',
    );
  }
  if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');
  await seedStations(database.orm);
  await seedSchools(database.orm);
  await seedDemoCatalogIfEmpty(database, app.log, { mediaDir: `${config.dataDir}/media` });

  // 'Do this later' reminder mails: now, then daily (each sent once, even with several processes).
  const reminders = startPrivacyReminderJob({ orm: database.orm, config, log: app.log });
  // Retention (RETENTION_*): deletes what is kept no longer, once a day across every process (decision 0077).
  const retention = startRetentionJob({ orm: database.orm, config, log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      reminders.stop();
      retention.stop();
      const closed = app.close(); // stops accepting, waits for in-flight requests
      connections.closeIdle();
      await closed;
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.productName} is ready at ${config.publicUrl} (${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
