import type { LocalData, PageStation, StationDetailReply, StationLookupReply } from '@lantern/shared';
import {
  LOCALIZATION_NOT_CONFIRMED_COOKIE,
  NO_ZIP_CODE,
  preferredStationLogo,
  STATION_COOKIE,
} from '@lantern/shared';
import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { cookieOrganization } from '../../lib/organization-cookie.ts';
import { JURISDICTIONS } from '../../seed/stations/state-agencies.ts';
import { presentStation, presentStationDetail, stateName, stationImages } from './stations.presenter.ts';
import {
  allStations,
  type StationRow,
  saveUserStation,
  socialLinksOf,
  stationBy,
  stationsInState,
  upcomingEventsOf,
  userStationId,
} from './stations.repo.ts';
import { distanceKm, zipPlace } from './zip-places.ts';

/**
 * Stations serving a ZIP code: its state's stations, nearest first. When its state has none (the
 * Northern Mariana Islands, say), the stations of the state with the nearest station, unmatched.
 */
export async function stationsByZip(orm: Orm, zip: string): Promise<StationLookupReply> {
  // The caller's default when it has no ZIP code: the lookup's shape, with nothing matched.
  if (zip === NO_ZIP_CODE) return { organizations: [], zipcodeHasMatched: false, isInVirginia: false };
  const place = zipPlace(zip);
  if (!place) {
    throw notFound(`We could not find the ZIP code ${zip}. Check the number, or search by state instead.`);
  }
  const every = await allStations(orm);
  const ranked = every
    .map((row) => ({ row, km: distanceKm(place, row) }))
    .sort((a, b) => a.km - b.km || a.row.callSign.localeCompare(b.row.callSign));
  const inState = ranked.filter(({ row }) => row.state === place.state);
  const zipcodeHasMatched = inState.length > 0;
  const nearestState = ranked[0]?.row.state;
  const chosen = zipcodeHasMatched ? inState : ranked.filter(({ row }) => row.state === nearestState);
  return {
    organizations: chosen.map(({ row, km }) => presentStation(row, km)),
    zipcodeHasMatched,
    isInVirginia: place.state === 'VA',
  };
}

export async function stationsByState(orm: Orm, state: string): Promise<StationLookupReply> {
  if (!JURISDICTIONS[state]) {
    throw notFound(`${state} is not a US state or territory code. Choose a state from the list.`);
  }
  const rows = await stationsInState(orm, state);
  return {
    organizations: rows.map((row) => presentStation(row)),
    zipcodeHasMatched: rows.length > 0,
    isInVirginia: state === 'VA',
  };
}

async function requireStation(
  orm: Orm,
  key: Parameters<typeof stationBy>[1],
  label: string,
): Promise<StationRow> {
  const row = await stationBy(orm, key);
  if (!row) throw notFound(`No station has the ${label}. Choose your station again.`);
  return row;
}

export async function stationDetail(orm: Orm, callSign: string): Promise<StationDetailReply> {
  const row = await requireStation(orm, { callSign: callSign.toUpperCase() }, `call sign ${callSign}`);
  return presentStationDetail(row, await socialLinksOf(orm, row.organizationId));
}

export async function stationByCallSign(orm: Orm, callSign: string): Promise<StationRow> {
  return requireStation(orm, { callSign: callSign.toUpperCase() }, `call sign ${callSign}`);
}

export async function stationByGuid(orm: Orm, guid: string): Promise<StationRow> {
  return requireStation(orm, { guid: guid.toLowerCase() }, `id ${guid}`);
}

export async function requireStationById(orm: Orm, organizationId: number): Promise<StationRow> {
  return requireStation(orm, { organizationId }, `id ${organizationId}`);
}

/**
 * The caller's station: a signed-in user's is on their profile (none means national, so the page
 * can offer to choose one); a visitor's is the station cookie. An unknown cookie value is ignored.
 */
export async function currentStation(orm: Orm, request: FastifyRequest): Promise<StationRow | null> {
  const user = request.session?.user;
  if (user) {
    const id = await userStationId(orm, user.id);
    return id === null ? null : stationBy(orm, { organizationId: id });
  }
  const cookie = request.cookies[STATION_COOKIE];
  if (!cookie || !/^[1-9]\d{0,15}$/.test(cookie)) return null;
  return stationBy(orm, { organizationId: Number(cookie) });
}

/**
 * A visitor who chose a station and then creates an account keeps it: the station cookie becomes
 * the new account's profile station. A station the site only guessed (the operator's default, not
 * yet confirmed) is not written into a profile, nor is a cookie naming no station.
 */
export async function keepVisitorStation(orm: Orm, request: FastifyRequest, userId: string): Promise<void> {
  if (request.cookies[LOCALIZATION_NOT_CONFIRMED_COOKIE]) return;
  const organizationId = cookieOrganization(request);
  if (organizationId === null) return;
  const station = await stationBy(orm, { organizationId });
  if (station) await saveUserStation(orm, userId, station.organizationId, null);
}

export const NATIONAL_LOCAL_DATA: LocalData = {
  organizationId: null,
  organizationGuid: null,
  callSign: null,
  organizationName: null,
  fullCommonName: null,
  displayName: null,
  state: null,
  stateName: null,
  homepageHeaderITSImage: null,
  logo: null,
  website: null,
  donateUrl: null,
  socialLinks: [],
  authorities: [],
  events: [],
};

/** What a localized page shows about a station; national (all null) without one. */
export async function localData(orm: Orm, row: StationRow | null, now = new Date()): Promise<LocalData> {
  if (!row) return NATIONAL_LOCAL_DATA;
  const [socialLinks, events] = await Promise.all([
    socialLinksOf(orm, row.organizationId),
    upcomingEventsOf(orm, row.organizationId, now),
  ]);
  return {
    organizationId: row.organizationId,
    organizationGuid: row.guid,
    callSign: row.callSign,
    organizationName: row.organizationName,
    fullCommonName: row.commonName,
    displayName: row.commonName,
    state: row.state,
    stateName: stateName(row.state),
    homepageHeaderITSImage: row.headerImageUrl,
    logo: preferredStationLogo(stationImages(row)),
    website: row.website,
    donateUrl: row.donateUrl,
    socialLinks,
    authorities: row.authorities,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      title: event.title,
      description: event.description,
      startsAt: event.startsAt.toISOString(),
      location: event.location,
      url: event.url,
    })),
  };
}

/** The page configuration's station for this request (null: national). */
export async function pageStation(orm: Orm, request: FastifyRequest): Promise<PageStation | null> {
  const row = await currentStation(orm, request);
  if (!row) return null;
  return {
    organizationId: row.organizationId,
    organizationGuid: row.guid,
    callSign: row.callSign,
    commonName: row.commonName,
    organizationName: row.organizationName,
    logo: preferredStationLogo(stationImages(row)),
    state: row.state,
    stateName: stateName(row.state),
  };
}
