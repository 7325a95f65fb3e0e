import { type CatalogImport, catalogImportSchema } from '@lantern/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Orm } from '../db/client.ts';
import { refreshPlannerStatistics } from '../db/planner-statistics.ts';
import { catalogSeedRuns } from '../db/schema.ts';
import { queryRow } from '../db/sql-rows.ts';
import { inTransaction } from '../db/transaction.ts';
import { findReferenceProblems } from '../modules/catalog/catalog-import.service.ts';
import { type CatalogWriteSummary, writeCatalog } from '../modules/catalog/catalog-write.repo.ts';
import { indexCaptionTracks } from '../modules/search/index.ts';
import { writeDemoHomepage } from './demo-library/homepage.ts';
import { DEMO_LIBRARY_VERSION, generateDemoLibrary } from './demo-library/index.ts';
import { copyDemoMedia, DEMO_MEDIA_DIR, repointOlderDemoMedia } from './demo-media.ts';
import { generateMissingImages } from './generated-images.ts';
import { loadReferenceStandards, STANDARD_PACKAGES } from './standards.ts';

/** Every Lantern process takes this transaction-scoped advisory lock before seeding the catalog. */
const CATALOG_SEED_LOCK_KEY = 4_242_170_003;
// '+connections': databases seeded before the NGSS → CCSS connections (migration 0070) load them once.
const STANDARDS_VERSION = `${STANDARD_PACKAGES.map((p) => p.key).join('+')}+connections`;

export interface SeedLog {
  info(details: object, message: string): void;
  warn?(details: object, message: string): void;
}

export interface CatalogSeedOptions {
  /** false: load the standards only (the import CLI). */
  demo?: boolean;
  /** DATA_DIR/media: missing generated images are drawn there (see generated-images.ts). */
  mediaDir?: string;
  /** 'background' (default; the server starts without waiting) or 'wait'. */
  posters?: 'background' | 'wait';
}

export interface CatalogSeedResult {
  standardItems: number | null;
  demo: CatalogWriteSummary | null;
  milliseconds: number;
}

async function hasRun(tx: Orm, name: string, version: string): Promise<boolean> {
  const rows = await tx
    .select({ name: catalogSeedRuns.name })
    .from(catalogSeedRuns)
    .where(and(eq(catalogSeedRuns.name, name), eq(catalogSeedRuns.version, version)));
  return rows.length > 0;
}

async function recordRun(tx: Orm, name: string, version: string) {
  await tx
    .insert(catalogSeedRuns)
    .values({ name, version })
    .onConflictDoUpdate({ target: catalogSeedRuns.name, set: { version, appliedAt: sql`now()` } });
}

/**
 * Writes the demo library into the empty catalog with its search documents built once at the end instead of
 * after every statement (migration 0076): a few thousand resources in a fraction of the time.
 */
async function writeDemoCatalog(tx: Orm, document: CatalogImport): Promise<CatalogWriteSummary> {
  await tx.execute(sql`SELECT set_config('lantern.search_sync_deferred', 'on', true)`);
  const summary = await writeCatalog(tx, document);
  await tx.execute(sql`SELECT set_config('lantern.search_sync_deferred', 'off', true)`);
  await tx.execute(sql`SELECT lantern_search_refresh(array_agg(id ORDER BY id)) FROM resources`);
  return summary;
}

/**
 * Loads the reference standards (once per version of the shipped set) and, on an empty catalog, the demo
 * library. One transaction under an advisory lock: several processes starting against one PostgreSQL seed
 * exactly once, and a crash leaves nothing half-written. A second start changes nothing.
 */
export async function seedDemoCatalogIfEmpty(
  database: Database,
  log?: SeedLog,
  options: CatalogSeedOptions = {},
): Promise<CatalogSeedResult> {
  const started = performance.now();
  const result = await inTransaction(database.orm, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOG_SEED_LOCK_KEY})`);
    let standardItems: number | null = null;
    if (!(await hasRun(tx, 'standards', STANDARDS_VERSION))) {
      standardItems = await loadReferenceStandards(tx);
      await recordRun(tx, 'standards', STANDARDS_VERSION);
    }
    let demo: CatalogWriteSummary | null = null;
    if (options.demo !== false && !(await hasRun(tx, 'demo-catalog', DEMO_LIBRARY_VERSION))) {
      const catalog = await queryRow(
        tx,
        z.object({ empty: z.boolean() }),
        sql`SELECT NOT EXISTS (SELECT 1 FROM resources) AND NOT EXISTS (SELECT 1 FROM collections) AS empty`,
      );
      // A catalog that already has content (imported, or an older demo) is never overwritten.
      if (catalog?.empty) {
        const document = catalogImportSchema.parse(generateDemoLibrary());
        const problems = await findReferenceProblems(tx, document);
        if (problems.length > 0) {
          throw new Error(
            `demo library is inconsistent: ${problems
              .slice(0, 5)
              .map((p) => `${p.path}: ${p.message}`)
              .join('; ')}`,
          );
        }
        demo = await writeDemoCatalog(tx, document);
        await writeDemoHomepage(tx);
      }
      // An older demo library's rows move onto the shared sample media (see demo-media.ts).
      if (!catalog?.empty) await repointOlderDemoMedia(tx);
      await recordRun(tx, 'demo-catalog', DEMO_LIBRARY_VERSION);
    }
    return { standardItems, demo };
  });
  if (result.standardItems !== null || result.demo !== null) await refreshPlannerStatistics(database);
  const milliseconds = Math.round(performance.now() - started);
  if (result.standardItems !== null || result.demo !== null) {
    log?.info(
      {
        standardItems: result.standardItems,
        resources: result.demo?.resources,
        collections: result.demo?.collections,
        milliseconds,
      },
      'seeded the catalog',
    );
  }
  if (options.mediaDir) {
    const copied = copyDemoMedia(options.mediaDir);
    if (copied > 0) log?.info({ files: copied }, 'copied the demo media files');
  }
  // Caption tracks not yet searchable (a new demo library, an import since the last start): read from the media
  // directory, or from the committed demo media when there is none (tests).
  const tracks = await indexCaptionTracks(database.orm, options.mediaDir ?? DEMO_MEDIA_DIR);
  if (tracks > 0) log?.info({ tracks }, 'indexed caption tracks for search');
  if (options.mediaDir) {
    const posters = generateMissingImages(database, options.mediaDir).then(
      (written) => {
        if (written > 0) log?.info({ posters: written }, 'generated poster images');
      },
      (error: unknown) => log?.warn?.({ err: error }, 'poster images could not be generated'),
    );
    if (options.posters === 'wait') await posters;
  }
  return { ...result, milliseconds };
}
