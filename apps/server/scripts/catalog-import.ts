import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { importCatalog } from '../src/modules/catalog/catalog-import.service.ts';
import { indexCaptionTracks } from '../src/modules/search/index.ts';
import { seedDemoCatalogIfEmpty } from '../src/seed/seed-demo-catalog.ts';

/**
 * `npm run catalog:import -- <file.json>`: adds or updates resources and collections from a catalog file
 * (format: apps/server/src/seed/IMPORT_FORMAT.md). A file with any problem imports nothing and every
 * problem is printed with its position and field. Exit codes: 0 imported, 1 rejected, 2 usage.
 */
async function main() {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run catalog:import -- <file.json>');
    process.exit(2);
  }
  // npm runs scripts from the repository root; resolve the path from where the command was typed.
  const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${filePath}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    // Standards must be present for alignments; the demo library is not added to an imported catalog.
    await seedDemoCatalogIfEmpty(database, undefined, { demo: false });
    const result = await importCatalog(database, value);
    if (!result.ok) {
      console.error(`${filePath}: ${result.problems.length} problem(s); nothing was imported.`);
      for (const problem of result.problems) {
        console.error(`  ${problem.path}${problem.record ? ` (${problem.record})` : ''}: ${problem.message}`);
      }
      process.exitCode = 1;
      return;
    }
    // The imported caption tracks under /media/ become searchable (a running server also picks them up at start).
    await indexCaptionTracks(database.orm, path.join(config.dataDir, 'media'));
    const { summary } = result;
    console.log(
      `Imported ${filePath}: resources ${summary.resources.created} added, ${summary.resources.updated} updated; ` +
        `collections ${summary.collections.created} added, ${summary.collections.updated} updated; ` +
        `${summary.organizations} organizations, ${summary.projects} projects.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Import failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
