import {
  COOKIE_NAMES,
  changeStationParamsSchema,
  changeStationQuerySchema,
  localDataParamsSchema,
  localDataSchema,
  STATION_COOKIE,
  sameSiteNextPath,
  stateLookupParamsSchema,
  stationDetailReplySchema,
  stationLookupReplySchema,
  stationsQuerySchema,
  VIRGINIA_MODAL_COOKIE,
  zipLookupParamsSchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { constantTimeEqual } from '../../lib/tokens.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { setStationCookies } from './station-cookies.ts';
import { stationLogoSvg } from './stations.presenter.ts';
import { saveUserStation } from './stations.repo.ts';
import {
  currentStation,
  localData,
  requireStationById,
  stationByCallSign,
  stationByGuid,
  stationDetail,
  stationsByState,
  stationsByZip,
} from './stations.service.ts';
import { zipPlace } from './zip-places.ts';

const UNSAFE_NEXT = 'The next address must be a page of this site, such as /search/?q=volcano.';
const CHANGE_STATION_TOKEN_REFUSED =
  "Choose your station with this site's station menu: this link does not carry your page's check (csrf_token must equal the csrftoken cookie). Reload the page and choose again.";

/** `next` as a same-site path; an absolute address on our own origin is accepted as its path. */
function nextPath(next: string | undefined, publicUrl: string): string | null {
  if (!next) return '/';
  const origin = new URL(publicUrl).origin;
  const relative = next.startsWith(`${origin}/`) ? next.slice(origin.length) : next;
  return sameSiteNextPath(relative);
}

/** Local stations (spec 2 §7 station lookups; spec 1 §7 local data, stations, change_station). */
export async function stationsRoutes(app: FastifyInstance) {
  const tags = ['stations'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/orgs_by_zipcode/:zip/',
    access: 'public',
    cache: 'private',
    schema: {
      tags,
      summary: "Stations serving a ZIP code (5 digits or ZIP+4): its state's stations, nearest first",
      description:
        "When no station is in the ZIP code's state, zipcodeHasMatched is false and the stations of the nearest state are returned. The ZIP code 0 (the caller's default when it has none, spec 1 §7) answers an empty lookup: no organizations, zipcodeHasMatched false.",
      params: zipLookupParamsSchema,
      response: { 200: stationLookupReplySchema },
    },
    handler: async (request) => stationsByZip(app.orm, request.params.zip),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/orgs_by_state/:state/',
    access: 'public',
    cache: 'private',
    schema: {
      tags,
      summary: 'Stations of a state or territory by its two-letter code',
      params: stateLookupParamsSchema,
      response: { 200: stationLookupReplySchema },
    },
    handler: async (request) => stationsByState(app.orm, request.params.state),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/stations/',
    access: 'public',
    cache: 'private',
    errors: [404],
    schema: {
      tags,
      summary: 'The stations service: one station by call sign, as data[0].attributes (images, city, state)',
      querystring: stationsQuerySchema,
      response: { 200: stationDetailReplySchema },
    },
    handler: async (request) => stationDetail(app.orm, request.query.call_sign),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/stations/:callSign/logo.svg',
    access: 'public',
    cache: { publicSeconds: 86400 },
    // An <img> source: browsers send no API key with it.
    config: { apiKey: false },
    schema: {
      tags,
      summary: "A station's generated wordmark logo (SVG)",
      params: z.object({ callSign: stationsQuerySchema.shape.call_sign }),
    },
    handler: async (request, reply) => {
      const row = await stationByCallSign(app.orm, request.params.callSign);
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(stationLogoSvg(row));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/local_data/',
    access: 'public',
    // The caller's own station (profile or cookie): never kept.
    cache: 'no-store',
    schema: {
      tags,
      summary:
        "Local data for the caller's station (profile, else the visitor cookie); all null when national",
      response: { 200: localDataSchema },
    },
    handler: async (request) => localData(app.orm, await currentStation(app.orm, request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/local_data/:organizationId/',
    access: 'public',
    cache: 'private',
    schema: {
      tags,
      summary: 'Local data for one station by organization id',
      params: localDataParamsSchema,
      response: { 200: localDataSchema },
    },
    handler: async (request) =>
      localData(app.orm, await requireStationById(app.orm, request.params.organizationId)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/change_station/:id/',
    access: 'public',
    // Saves the caller's station and sets cookies: never kept.
    cache: 'no-store',
    // A page navigation (no API key): stores the station, then redirects to next.
    config: { apiKey: false },
    schema: {
      tags,
      summary:
        'Choose a local station (page navigation): saves it, confirms it, redirects to a same-site next',
      description: `Signed-in users keep the station on their profile; visitors in the ${STATION_COOKIE} cookie. Sets the station-confirmed cookie for 365 days (on COOKIE_DOMAIN when set, else host-only) and removes localization_not_confirmed; a Virginia zip_code sets the ${VIRGINIA_MODAL_COOKIE} session cookie (the page then opens the Virginia modal once). csrf_token must equal the csrftoken cookie (the page adds it), so other sites cannot change anyone's station; cross-site navigations (Sec-Fetch-Site: cross-site) are refused too.`,
      params: changeStationParamsSchema,
      querystring: changeStationQuerySchema,
    },
    handler: async (request, reply) => {
      // A GET that changes state: refuse it when the browser says another site started it, and
      // unless it carries the csrftoken cookie's value, which only our own pages can read.
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw forbidden('Choose your station from this site: the request came from another site.');
      }
      const cookieToken = request.cookies[COOKIE_NAMES.csrf];
      const urlToken = request.query.csrf_token;
      if (!cookieToken || !urlToken || !constantTimeEqual(cookieToken, urlToken)) {
        throw forbidden(CHANGE_STATION_TOKEN_REFUSED);
      }
      const next = nextPath(request.query.next, app.config.publicUrl);
      if (!next) throw badRequest(UNSAFE_NEXT, { errors: { next: [UNSAFE_NEXT] } });
      const station = await stationByGuid(app.orm, request.params.id);
      const user = request.caller;
      const zipCode = request.query.zip_code || null;
      if (user) await saveUserStation(app.orm, user.id, station.organizationId, zipCode);
      setStationCookies(reply, {
        publicUrl: app.config.publicUrl,
        cookieDomain: app.config.cookieDomain,
        visitorStationId: user ? null : station.organizationId,
        inVirginia: zipCode !== null && zipPlace(zipCode)?.state === 'VA',
      });
      const target = new URL(next, 'http://same.site');
      if (request.query.selected_tab) target.searchParams.set('selected_tab', request.query.selected_tab);
      return reply.redirect(`${target.pathname}${target.search}${target.hash}`, 302);
    },
  });
}
