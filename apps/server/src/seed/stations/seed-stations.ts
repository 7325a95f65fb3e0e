import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { organizations } from '../../db/catalog-schema.ts';
import type { Orm } from '../../db/client.ts';
import { stationAuthorities, stationEvents, stationSocialLinks, stations } from '../../db/stations-schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { SAMPLE_STATE_AUTHORITY } from '../standards.ts';
import { eventStart, STATION_EVENTS } from './station-events.ts';
import type { StationSeed } from './station-seed.ts';

let cachedSeeds: StationSeed[] | undefined;

/** The reference data written by generate-stations.ts. */
export function stationSeeds(): StationSeed[] {
  cachedSeeds ??= (
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'stations.json'), 'utf8')) as StationSeed[]
  ).map((seed) => ({ ...seed, authorities: [...seed.authorities, SAMPLE_STATE_AUTHORITY] }));
  return cachedSeeds;
}

export const stationSlug = (callSign: string) => `station-${callSign.toLowerCase()}`;

/**
 * Loads the stations (and their authorities, links and events) unless they are all there already.
 * Idempotent: every insert skips rows that exist, so a second run, or a run after a partial one,
 * adds only what is missing. Bulk inserts keep start-up fast (a handful of statements).
 * `events: false` leaves the events out: they are dated from the day they are seeded, so the prepared demo
 * database (seed/demo-snapshot.ts) holds none and a start from it adds them (`seedStationEvents`).
 */
export async function seedStations(
  orm: Orm,
  options: { events?: boolean } = {},
): Promise<{ inserted: number }> {
  const seeds = stationSeeds();
  const [{ existing }] = await orm.select({ existing: count() }).from(stations);
  if (existing >= seeds.length) return { inserted: 0 };

  return inTransaction(orm, async (tx) => {
    await tx
      .insert(organizations)
      .values(
        seeds.map((seed) => ({
          slug: stationSlug(seed.callSign),
          name: seed.commonName,
          kind: 'station' as const,
          logoColor: seed.logoColor,
          url: seed.website,
        })),
      )
      .onConflictDoNothing();
    const orgRows = await tx
      .select({ id: organizations.id, slug: organizations.slug })
      .from(organizations)
      .where(
        inArray(
          organizations.slug,
          seeds.map((seed) => stationSlug(seed.callSign)),
        ),
      );
    const orgIdBySlug = new Map(orgRows.map((row) => [row.slug, row.id]));
    const orgId = (callSign: string) => orgIdBySlug.get(stationSlug(callSign)) as number;

    const inserted = await tx
      .insert(stations)
      .values(
        seeds.map((seed) => ({
          organizationId: orgId(seed.callSign),
          guid: seed.guid,
          callSign: seed.callSign,
          organizationName: seed.organizationName,
          commonName: seed.commonName,
          city: seed.city,
          state: seed.state,
          latitude: seed.latitude,
          longitude: seed.longitude,
          website: seed.website,
          donateUrl: seed.donateUrl,
          logoColor: seed.logoColor,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: stations.organizationId });
    await tx
      .insert(stationAuthorities)
      .values(
        seeds.flatMap((seed) =>
          seed.authorities.map((name, position) => ({
            organizationId: orgId(seed.callSign),
            position,
            name,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(stationSocialLinks)
      .values(
        seeds.flatMap((seed) =>
          seed.socialLinks.map((link) => ({ organizationId: orgId(seed.callSign), ...link })),
        ),
      )
      .onConflictDoNothing();
    if (options.events !== false) await insertStationEvents(tx, orgId, new Date());
    return { inserted: inserted.length };
  });
}

async function insertStationEvents(
  orm: Orm,
  orgId: (callSign: string) => number | undefined,
  seededAt: Date,
) {
  const rows = STATION_EVENTS.flatMap(({ callSign, inDays, atUtc, ...event }) => {
    const organizationId = orgId(callSign);
    return organizationId === undefined
      ? []
      : [{ organizationId, startsAt: eventStart({ inDays, atUtc }, seededAt), ...event }];
  });
  if (rows.length > 0) await orm.insert(stationEvents).values(rows).onConflictDoNothing();
}

/**
 * The seeded stations' events, dated from `seededAt` as a first start dates them: for a database started from the
 * prepared demo database, which holds the stations without their events. Skips events that exist.
 */
export async function seedStationEvents(orm: Orm, seededAt = new Date()): Promise<void> {
  const slugs = [...new Set(STATION_EVENTS.map((event) => stationSlug(event.callSign)))];
  const rows = await orm
    .select({ id: stations.organizationId, slug: organizations.slug })
    .from(stations)
    .innerJoin(organizations, eq(organizations.id, stations.organizationId))
    .where(inArray(organizations.slug, slugs));
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  await insertStationEvents(orm, (callSign) => idBySlug.get(stationSlug(callSign)), seededAt);
}
