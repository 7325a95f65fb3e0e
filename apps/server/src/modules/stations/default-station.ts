import { LOCALIZATION_NOT_CONFIRMED_COOKIE, STATION_CONFIRMED_COOKIE, STATION_COOKIE } from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setDefaultStationCookies } from './station-cookies.ts';
import { stationBy } from './stations.repo.ts';

const warnedApps = new WeakSet<FastifyInstance>();

/**
 * Localizes a first-time visitor's page to the operator's station (DEFAULT_STATION_CALL_SIGN), the
 * offline stand-in for locating visitors by IP address: the station cookie is set as if chosen,
 * with localization_not_confirmed so the page asks whether it is right. Only visitors who have no
 * station yet and never confirmed one; signed-in users keep theirs on the profile.
 * See docs/decisions/0007-default-station-and-virginia-flag.md.
 */
export async function localizeFirstVisit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const callSign = app.config.defaultStationCallSign;
  if (!callSign || request.session?.user) return;
  const { cookies } = request;
  if (
    cookies[STATION_COOKIE] ||
    cookies[STATION_CONFIRMED_COOKIE] ||
    cookies[LOCALIZATION_NOT_CONFIRMED_COOKIE]
  )
    return;
  const station = await stationBy(app.orm, { callSign });
  if (!station) {
    if (!warnedApps.has(app)) {
      warnedApps.add(app);
      app.log.warn(`DEFAULT_STATION_CALL_SIGN=${callSign} names no station: visitors see the national site.`);
    }
    return;
  }
  setDefaultStationCookies(reply, {
    publicUrl: app.config.publicUrl,
    stationId: station.organizationId,
    inVirginia: station.state === 'VA',
  });
  // This very page is rendered localized, as the next ones will be with the cookie.
  request.cookies[STATION_COOKIE] = String(station.organizationId);
}
