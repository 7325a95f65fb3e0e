import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { parseSchoolCsv, SchoolDataError } from '../src/modules/schools/schools-csv.ts';
import { checksumOf, loadSchoolData } from '../src/modules/schools/schools-load.ts';

/**
 * `npm run schools:import -- FILE.csv [FILE.csv …]`: loads NCES districts or schools (a full CCD directory:
 * ~19k districts, ~100k schools) into the configured database. Accepted columns: modules/schools/schools-csv.ts
 * and the README. Each file is checked whole first and written in one transaction, so a bad line leaves the
 * database as it was; loading the same file again changes nothing. Give the districts file before a schools
 * file without LEA_NAME.
 */
async function main() {
  const files = process.argv.slice(2).filter((arg) => arg !== '--');
  if (files.length === 0) {
    console.error('Usage: npm run schools:import -- <districts-or-schools.csv> [more.csv …]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database);
    for (const file of files) {
      const started = Date.now();
      console.log(`${file}: reading…`);
      const text = readFileSync(file, 'utf8');
      let data: ReturnType<typeof parseSchoolCsv>;
      try {
        data = parseSchoolCsv(text);
      } catch (error) {
        if (error instanceof SchoolDataError) throw new SchoolDataError(`${file}: ${error.message}`);
        throw error;
      }
      console.log(
        `${file}: ${data.districts.length.toLocaleString('en-US')} districts, ${data.schools.length.toLocaleString('en-US')} schools checked; loading…`,
      );
      let last = 0;
      const result = await loadSchoolData(database.orm, data, {
        source: `import:${path.basename(file)}`,
        checksum: checksumOf(text),
        onProgress: (message) => {
          // One line every second or so, and the last of each kind.
          if (Date.now() - last < 1000 && !/(\d[\d,]*)\/\1$/.test(message)) return;
          last = Date.now();
          console.log(`  ${message}`);
        },
      }).catch((error: unknown) => {
        if (error instanceof SchoolDataError) throw new SchoolDataError(`${file}: ${error.message}`);
        throw error;
      });
      const line = (kind: string, c: { added: number; updated: number; unchanged: number }) =>
        `${kind}: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged`;
      console.log(
        `${file}: done in ${((Date.now() - started) / 1000).toFixed(1)} s — ${line('districts', result.districts)}; ${line('schools', result.schools)}.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SchoolDataError) console.error(error.message);
  else
    console.error(
      'Import failed, nothing was changed by the failing file:',
      error instanceof Error ? error.message : error,
    );
  process.exit(1);
});
