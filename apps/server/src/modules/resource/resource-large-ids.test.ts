import { entityDetailsSchema, favoritesReplySchema, resourceDetailSchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAsset,
  buildCollection,
  buildOwnedResource,
  buildUser,
  buildVideoFiles,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';

/**
 * Ids are bigint identity columns: past 2^31 they no longer fit an int cast, and node-postgres answers
 * them as strings where PGlite answers numbers. Every id here starts past 2^31, so a repository that casts
 * to int fails (500) and one that forgets to map a bigint answers a string on PostgreSQL.
 */
const PAST_INT4 = 3_000_000_000;

let app: FastifyInstance;
let teacher: SignedIn;
let resource: { id: number; resourceCode: string };
let ownerOrganizationId: number;
let collection: { id: number; slug: string };

beforeAll(async () => {
  app = await buildTestApp();
  for (const table of ['resources', 'organizations', 'projects', 'collections', 'favorites', 'assets']) {
    await app.orm.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), ${PAST_INT4})`);
  }
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  const owned = await buildOwnedResource(app, { title: 'Counting past two billion' });
  resource = owned;
  ownerOrganizationId = owned.ownerOrganizationId;
  const video = await buildAsset(app, { resourceId: resource.id, kind: 'video', title: 'Big numbers' });
  await buildVideoFiles(app, { assetId: video.id });
  collection = await buildCollection(app, { resourceIds: [resource.id], title: 'Large numbers' });
  expect(collection.id).toBeGreaterThan(PAST_INT4);
});

describe('ids past 2^31', () => {
  it('are numbers in the resource detail, its favorite and its collections, on both drivers', async () => {
    expect(resource.id).toBeGreaterThan(PAST_INT4);
    const added = await injectAs(app, teacher, {
      method: 'POST',
      url: '/api/v2/favorite/',
      payload: { lo_id: resource.id },
    });
    expect(added.statusCode).toBe(201);

    const reply = await injectAs(app, teacher, { url: `/api/v2/resource/${resource.resourceCode}/` });
    expect(reply.statusCode).toBe(200);
    const detail = resourceDetailSchema.parse(reply.json());
    expect(detail.id).toBe(resource.id);
    expect(detail.favorite_id).toBeGreaterThan(PAST_INT4);
    expect(detail.collection.collections.map((c) => c.slug)).toEqual([collection.slug]);
    expect(detail.collection.firstCollection?.resources.map((card) => card.resource_code)).toEqual([
      resource.resourceCode,
    ]);

    const favorites = favoritesReplySchema.parse(
      (await injectAs(app, teacher, { url: '/api/v2/favorites/' })).json(),
    );
    expect(favorites.objects).toEqual([
      expect.objectContaining({ id: detail.favorite_id, lo_id: resource.id }),
    ]);
  });

  it('are numbers in an organization page', async () => {
    const reply = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/entity_details/${ownerOrganizationId}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(entityDetailsSchema.parse(reply.json()).entity_id).toBe(ownerOrganizationId);
  });
});
