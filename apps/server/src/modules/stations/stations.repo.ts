import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import {
  stationAuthorities,
  stationEvents,
  stationSocialLinks,
  stations,
  userStations,
} from '../../db/stations-schema.ts';

export type StationRow = typeof stations.$inferSelect & { authorities: string[] };

async function withAuthorities(orm: Orm, rows: (typeof stations.$inferSelect)[]): Promise<StationRow[]> {
  if (rows.length === 0) return [];
  const authorities = await orm
    .select()
    .from(stationAuthorities)
    .where(
      inArray(
        stationAuthorities.organizationId,
        rows.map((row) => row.organizationId),
      ),
    )
    .orderBy(asc(stationAuthorities.position));
  return rows.map((row) => ({
    ...row,
    authorities: authorities.filter((a) => a.organizationId === row.organizationId).map((a) => a.name),
  }));
}

/** Every station (a few hundred rows at most): the ZIP lookup ranks them by distance. */
export async function allStations(orm: Orm): Promise<StationRow[]> {
  return withAuthorities(orm, await orm.select().from(stations).orderBy(asc(stations.callSign)));
}

export async function stationsInState(orm: Orm, state: string): Promise<StationRow[]> {
  const rows = await orm.select().from(stations).where(eq(stations.state, state)).orderBy(asc(stations.city));
  return withAuthorities(orm, rows);
}

export async function stationBy(
  orm: Orm,
  key: { organizationId: number } | { guid: string } | { callSign: string },
): Promise<StationRow | null> {
  const condition =
    'organizationId' in key
      ? eq(stations.organizationId, key.organizationId)
      : 'guid' in key
        ? eq(stations.guid, key.guid)
        : eq(stations.callSign, key.callSign);
  const rows = await orm.select().from(stations).where(condition).limit(1);
  return (await withAuthorities(orm, rows))[0] ?? null;
}

export async function socialLinksOf(orm: Orm, organizationId: number) {
  return orm
    .select({
      network: stationSocialLinks.network,
      url: stationSocialLinks.url,
      derived: stationSocialLinks.derived,
    })
    .from(stationSocialLinks)
    .where(eq(stationSocialLinks.organizationId, organizationId))
    .orderBy(asc(stationSocialLinks.network));
}

/** Upcoming events and professional development, soonest first. */
export async function upcomingEventsOf(orm: Orm, organizationId: number, now: Date, limit = 6) {
  return orm
    .select()
    .from(stationEvents)
    .where(and(eq(stationEvents.organizationId, organizationId), gte(stationEvents.startsAt, now)))
    .orderBy(asc(stationEvents.startsAt))
    .limit(limit);
}

export async function userStationId(orm: Orm, userId: string): Promise<number | null> {
  const [row] = await orm
    .select({ organizationId: userStations.organizationId })
    .from(userStations)
    .where(eq(userStations.userId, userId));
  return row?.organizationId ?? null;
}

export async function saveUserStation(
  orm: Orm,
  userId: string,
  organizationId: number,
  zipCode: string | null,
) {
  await orm
    .insert(userStations)
    .values({ userId, organizationId, zipCode })
    .onConflictDoUpdate({
      target: userStations.userId,
      set: { organizationId, zipCode, updatedAt: new Date() },
    });
}
