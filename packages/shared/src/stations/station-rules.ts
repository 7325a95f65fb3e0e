import type { z } from 'zod';
import * as zm from 'zod/mini';

/**
 * Station cookies, messages and the page configuration's station: what the shell needs on every
 * page, apart from the lookup contracts in index.ts, which only the station modal and the server use.
 */

/** Visitor's chosen station: the numeric organization id, the same cookie search and the homepage read. */
export const STATION_COOKIE = 'organization_id';
/** Set when a visitor (or user) has confirmed a station; lives 365 days on the parent domain. */
export const STATION_CONFIRMED_COOKIE = 'station_confirmed';
export const STATION_CONFIRMED_MAX_AGE_DAYS = 365;
/** While present, the web shows the station confirmation popup (spec 1 §2.9). */
export const LOCALIZATION_NOT_CONFIRMED_COOKIE = 'localization_not_confirmed';
/**
 * Session flag (a cookie without an expiry, so it ends with the browser session): the page opens
 * the Virginia modal on load, then deletes it. Set when the server learns the visitor is in
 * Virginia: a Virginia ZIP code given to change_station, or the operator's default station being
 * in Virginia (docs/decisions/0007-default-station-and-virginia-flag.md).
 */
export const VIRGINIA_MODAL_COOKIE = 'show_virginia_modal';
/** Minimum ZIP length before the ZIP search is enabled (spec 2 §5). */
export const ZIP_MIN_LENGTH = 5;

export const STATION_NO_MATCH_FOR_STATE = 'There are no stations available for your selected state.';
export const STATION_NO_MATCH_FOR_ZIP =
  'There are no stations available for your selected zip code. You may choose one of the following.';

/** Shown to visitors beside station choices (spec 2 §2 Local station modal). */
export const STATE_STANDARDS_SIGN_IN_NOTE = 'Please note: You must be signed in to see state standards.';

/** The outside Virginia state media site shown as 'eMediaVA (external link)' for Virginia. */
export const EMEDIAVA_URL = 'https://www.emediava.org/';

/** The current station as the page configuration carries it. */
/** In zod/mini, as the page configuration that embeds it (docs/decisions/0027). */
export const pageStationSchema = zm.object({
  organizationId: zm.int(),
  organizationGuid: zm.string(),
  callSign: zm.string(),
  commonName: zm.string(),
  organizationName: zm.string(),
  logo: zm.nullable(zm.string()),
  state: zm.string(),
  stateName: zm.string(),
});
export type PageStation = z.infer<typeof pageStationSchema>;
