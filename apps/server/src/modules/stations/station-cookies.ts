import {
  LOCALIZATION_NOT_CONFIRMED_COOKIE,
  STATION_CONFIRMED_COOKIE,
  STATION_CONFIRMED_MAX_AGE_DAYS,
  STATION_COOKIE,
  VIRGINIA_MODAL_COOKIE,
} from '@lantern/shared';
import type { FastifyReply } from 'fastify';

const YEAR_SECONDS = STATION_CONFIRMED_MAX_AGE_DAYS * 24 * 60 * 60;

/** Readable by the page (it deletes the popup and Virginia cookies itself), sent on same-site requests. */
function baseOptions(publicUrl: string) {
  return { path: '/', sameSite: 'lax' as const, secure: publicUrl.startsWith('https://') };
}

function lastingOptions(publicUrl: string) {
  return {
    ...baseOptions(publicUrl),
    maxAge: YEAR_SECONDS,
    expires: new Date(Date.now() + YEAR_SECONDS * 1000),
  };
}

/** No expiry: the browser drops it when the session ends. Host-only, so the page can delete it. */
function setVirginiaFlag(reply: FastifyReply, publicUrl: string) {
  reply.setCookie(VIRGINIA_MODAL_COOKIE, 'true', baseOptions(publicUrl));
}

interface StationCookieOptions {
  publicUrl: string;
  /**
   * The spec's 'parent domain' of the station-confirmed cookie: COOKIE_DOMAIN, validated at start-up
   * (lib/cookie-domain.ts); unset, the cookie is host-only rather than guessed from the host name.
   */
  cookieDomain: string | undefined;
  /** Visitors keep their station in a cookie; signed-in users on their profile. */
  visitorStationId: number | null;
  /** The ZIP code given with the choice is in Virginia: the next page opens the Virginia modal. */
  inVirginia?: boolean;
}

/** A station chosen by the person (change_station): confirmed, and the popup's cookie removed. */
export function setStationCookies(
  reply: FastifyReply,
  { publicUrl, cookieDomain: domain, visitorStationId, inVirginia = false }: StationCookieOptions,
) {
  const lasting = lastingOptions(publicUrl);
  if (visitorStationId !== null) reply.setCookie(STATION_COOKIE, String(visitorStationId), lasting);
  reply.setCookie(STATION_CONFIRMED_COOKIE, 'true', { ...lasting, domain });
  // The popup cookie may have been set host-only or on COOKIE_DOMAIN: clear both.
  reply.clearCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE, { path: '/' });
  if (domain) reply.clearCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE, { path: '/', domain });
  if (inVirginia) setVirginiaFlag(reply, publicUrl);
}

/**
 * A station the site chose for a first-time visitor (the operator's default): kept like a chosen
 * one, but not confirmed, so the page asks 'Is this your local station?' until they answer. The
 * popup cookie is host-only, like the station cookie it belongs with, so the page can delete it.
 */
export function setDefaultStationCookies(
  reply: FastifyReply,
  { publicUrl, stationId, inVirginia }: { publicUrl: string; stationId: number; inVirginia: boolean },
) {
  const lasting = lastingOptions(publicUrl);
  reply.setCookie(STATION_COOKIE, String(stationId), lasting);
  reply.setCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE, 'true', lasting);
  if (inVirginia) setVirginiaFlag(reply, publicUrl);
}
