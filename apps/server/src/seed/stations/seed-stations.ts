import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
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
 */
export async function seedStations(orm: Orm): Promise<{ inserted: number }> {
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
    await tx
      .insert(stationEvents)
      .values(
        STATION_EVENTS.map(({ callSign, inDays, atUtc, ...event }) => ({
          organizationId: orgId(callSign),
          startsAt: eventStart({ inDays, atUtc }, new Date()),
          ...event,
        })),
      )
      .onConflictDoNothing();
    return { inserted: inserted.length };
  });
}
