import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceOptOuts } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { createResource } from '../search/search-test-kit.ts';
import { createHomepageCollection, createOrganization, favorite, feature } from './homepage-test-kit.ts';

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
  station = await createOrganization(app, 'station');
  otherStation = await createOrganization(app, 'station');
  res.kept = await createResource(app, { title: 'Kept', popularity: 20 });
  res.optedOut = await createResource(app, { title: 'Opted out', popularity: 30 });
  await app.orm.insert(resourceOptOuts).values({ resourceId: res.optedOut.id, organizationId: station.id });
  await feature(app, res.optedOut.id, 1);
  await feature(app, res.kept.id, 2);
  await createHomepageCollection(app, { featured: true, resourceIds: [res.optedOut.id, res.kept.id] });
  await createHomepageCollection(app, { featured: true, resourceIds: [res.optedOut.id] });
  // Popular lately: the opted-out resource leads without the cookie.
  await favorite(app, (await createUser(app)).id, res.optedOut.id);
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
