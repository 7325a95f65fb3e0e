import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCollection,
  buildFavorite,
  buildFeatured,
  buildOptOut,
  buildOrganization,
  buildResource,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';

/** Spec 1 §6: with a station's organization cookie, resources the station opted out of are left out. */

let app: FastifyInstance;
let station: { id: number };
let otherStation: { id: number };
const res: Record<string, { id: number; resourceCode: string }> = {};

async function get(url: string, organizationCookie?: string) {
  const auth = apiHeaders(app);
  if (organizationCookie !== undefined) auth.cookies.organization_id = organizationCookie;
  const response = await injectAs(app, auth, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}
const codes = (objects: { resource_code: string }[]) => objects.map((o) => o.resource_code);

beforeAll(async () => {
  app = await buildTestApp({ env: { FEATURE_RECOMMENDATIONS: 'true' } });
  station = await buildOrganization(app, { kind: 'station' });
  otherStation = await buildOrganization(app, { kind: 'station' });
  res.kept = await buildResource(app, { title: 'Kept', popularity: 20 });
  res.optedOut = await buildResource(app, { title: 'Opted out', popularity: 30 });
  await buildOptOut(app, { resourceId: res.optedOut.id, organizationId: station.id });
  await buildFeatured(app, { resourceId: res.optedOut.id, sortOrder: 1 });
  await buildFeatured(app, { resourceId: res.kept.id, sortOrder: 2 });
  await buildCollection(app, { featured: true, resourceIds: [res.optedOut.id, res.kept.id] });
  await buildCollection(app, { featured: true, resourceIds: [res.optedOut.id] });
  // Popular lately: the opted-out resource leads without the cookie.
  await buildFavorite(app, { resourceId: res.optedOut.id });
});

describe('organization opt-out on the homepage calls', () => {
  it('leaves opted-out resources out of featured, popular and recommended lists for that station only', async () => {
    expect(codes((await get('/api/v2/lm/homepage/resources/')).objects)).toEqual([
      res.optedOut?.resourceCode,
      res.kept?.resourceCode,
    ]);
    expect(codes((await get('/api/v2/lm/homepage/resources/', String(station.id))).objects)).toEqual([
      res.kept?.resourceCode,
    ]);
    expect(
      codes((await get('/api/v2/lm/homepage/resources/', String(otherStation.id))).objects),
    ).toHaveLength(2);
    expect(codes((await get('/api/v2/student-popular-resources/', String(station.id))).objects)).toEqual([
      res.kept?.resourceCode,
    ]);
    const recommended = await get('/recommendation/', String(station.id));
    expect(codes(recommended.results)).toEqual([res.kept?.resourceCode]);
    // A cookie that is not an id changes nothing (search ignores it the same way).
    expect(codes((await get('/api/v2/lm/homepage/resources/', 'not-an-id')).objects)).toHaveLength(2);
  });

  it('counts collections without opted-out resources and drops those left empty, also on the station page', async () => {
    const national = await get('/api/v2/lm/homepage/collections/');
    expect(national.objects.map((c: { resource_count: number }) => c.resource_count).sort()).toEqual([1, 2]);
    const withCookie = await get('/api/v2/lm/homepage/collections/', String(station.id));
    expect(withCookie.objects.map((c: { resource_count: number }) => c.resource_count)).toEqual([1]);
    const stationPage = await get(`/api/v2/lm/homepage/collections/${station.id}/`);
    expect(stationPage.objects.map((c: { resource_count: number }) => c.resource_count)).toEqual([1]);
  });
});
