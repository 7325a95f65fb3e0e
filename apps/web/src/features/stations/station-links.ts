import { CHANGE_STATION_TOKEN_PARAM, COOKIE_NAMES, ZIP_MIN_LENGTH } from '@lantern/shared';
import { readCookie } from '../../lib/cookies.ts';

/** Longest ZIP input: ZIP+4 with its hyphen. */
export const ZIP_INPUT_MAX_LENGTH = 10;

/** What the ZIP box keeps of typed or pasted text (spec 2 §5): digits and hyphens only. */
export function keepZipCharacters(text: string): string {
  return text.replace(/[^\d-]/g, '').slice(0, ZIP_INPUT_MAX_LENGTH);
}

/** 'Search by ZIP Code' is enabled from five characters on (spec 2 §5). */
export function canSearchByZip(zip: string): boolean {
  return zip.length >= ZIP_MIN_LENGTH;
}

export interface ChangeStationTarget {
  /** The station's organizationGuid. */
  guid: string;
  /** Where to come back to: a same-site address (the server refuses any other). */
  next: string;
  /** The ZIP code the station was found with, kept on the profile of a signed-in user. */
  zipCode?: string | null;
  selectedTab?: 'standards';
  /** The csrftoken cookie's value: the server changes the station only when they match. */
  csrfToken?: string;
}

/**
 * The change-station page navigation (spec 1 §7): the server stores the station, confirms it and
 * redirects to `next` (adding selected_tab=standards when asked). It carries the page's csrftoken
 * cookie, which other sites cannot read, so a link from elsewhere cannot change the station.
 */
export function changeStationHref({
  guid,
  next,
  zipCode,
  selectedTab,
  csrfToken = readCookie(COOKIE_NAMES.csrf),
}: ChangeStationTarget): string {
  const query = new URLSearchParams();
  if (zipCode) query.set('zip_code', zipCode);
  query.set('next', next);
  if (selectedTab) query.set('selected_tab', selectedTab);
  if (csrfToken) query.set(CHANGE_STATION_TOKEN_PARAM, csrfToken);
  return `/api/v2/change_station/${encodeURIComponent(guid)}/?${query}`;
}

/** The address of the page being shown, as change_station's `next`. */
export function currentPageAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
