import {
  heroImagesReplySchema,
  homepageCollectionsReplySchema,
  homepageResourcesReplySchema,
  promoAdsReplySchema,
  searchReplySchema,
} from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAd,
  buildCollection,
  buildFeatured,
  buildHero,
  buildOrganization,
  buildResource,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, getJson as getReply, injectAs } from '../../test/test-app.ts';

async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  const { status, body } = await getReply(app, url);
  expect(status, url).toBe(200);
  return body;
}

/**
 * Search and the homepage lists with every id past 2^31 (see resource/resource-large-ids.test.ts): an int
 * cast answers a 500, and a bigint left unmapped is a string on node-postgres.
 */
const PAST_INT4 = 3_000_000_000;
const W = 'gigazorbium';

let app: FastifyInstance;
let station: { id: number };
let resource: { id: number; resourceCode: string };
let collection: { id: number; slug: string };

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  for (const table of ['resources', 'organizations', 'projects', 'collections', 'promo_ads', 'hero_images']) {
    await app.orm.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${PAST_INT4})`);
  }
  station = await buildOrganization(app, { kind: 'station' });
  resource = await buildResource(app, { title: `Counting ${W} past two billion`, grades: ['6-8'] });
  collection = await buildCollection(app, {
    resourceIds: [resource.id],
    title: 'Large numbers',
    isFeatured: true,
  });
  await buildFeatured(app, { resourceId: resource.id });
  await buildAd(app);
  await buildAd(app, { organizationId: station.id });
  await buildHero(app);
  expect(Math.min(station.id, resource.id, collection.id)).toBeGreaterThan(PAST_INT4);
});

describe('ids past 2^31', () => {
  it('search finds, counts and filters them', async () => {
    for (const query of [`q=${W}`, `q=${W}&facet_by=grades`, `selected_facet=cs:${collection.slug}`, '']) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search/?${query}` });
      expect(reply.statusCode, query).toBe(200);
      const body = searchReplySchema.parse(reply.json());
      expect(body.objects.map((card) => card.resource_code)).toEqual([resource.resourceCode]);
      expect(body.meta.total).toBe(1);
    }
    const facets = searchReplySchema.parse(
      (await injectAs(app, apiHeaders(app), { url: `/api/v2/search/?q=${W}&facet_by=grades` })).json(),
    ).meta.facets;
    expect(facets.grades).toEqual([expect.objectContaining({ value: '6-8', count: 1 })]);
    const excluded = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search/?q=${W}&excluded_facet=grades:6-8`,
    });
    expect(searchReplySchema.parse(excluded.json()).meta.total).toBe(0);
  });

  it('the homepage lists show them', async () => {
    const featured = homepageResourcesReplySchema.parse(await getJson(app, '/api/v2/lm/homepage/resources/'));
    expect(featured.objects.map((card) => card.resource_code)).toEqual([resource.resourceCode]);
    const popular = homepageResourcesReplySchema.parse(
      await getJson(app, '/api/v2/student-popular-resources/'),
    );
    expect(popular.objects.map((card) => card.resource_code)).toEqual([resource.resourceCode]);
    for (const url of [
      '/api/v2/lm/homepage/collections/',
      `/api/v2/lm/homepage/collections/${station.id}/`,
    ]) {
      const collections = homepageCollectionsReplySchema.parse(await getJson(app, url));
      expect(
        collections.objects.map((c) => [c.slug, c.resource_count]),
        url,
      ).toEqual([[collection.slug, 1]]);
    }
    const ads = promoAdsReplySchema.parse(await getJson(app, `/api/v2/get_adds/${station.id}/`));
    expect(ads.ads).toHaveLength(1);
    expect(promoAdsReplySchema.parse(await getJson(app, '/api/v2/get_adds/')).ads).toHaveLength(1);
    expect(heroImagesReplySchema.parse(await getJson(app, '/api/v2/hero-images/')).results).toHaveLength(1);
  });
});
