import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  collectionResources,
  collectionSubcollections,
  collectionSubjects,
  collections,
  favorites,
  featuredResources,
  heroImages,
  organizations,
  promoAds,
  resourceViews,
} from '../../db/schema.ts';
import { uniqueSuffix } from '../../test/factories.ts';
import { apiHeaders, injectAs } from '../../test/test-app.ts';

/** Homepage test content made through drizzle, never the demo seed. */

const slugOf = (prefix: string) =>
  `${prefix}-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

export async function createOrganization(app: FastifyInstance, kind: 'station' | 'producer' = 'station') {
  const slug = slugOf(kind);
  const [row] = await app.orm
    .insert(organizations)
    .values({ slug, name: `Org ${slug}`, kind })
    .returning({ id: organizations.id });
  if (!row) throw new Error('organization not inserted');
  return row;
}

export interface TestCollection {
  title?: string;
  resourceIds?: number[];
  subcollectionIds?: number[];
  subjectIds?: number[];
  type?: 'collection' | 'series' | 'premium' | 'station';
  status?: 'published' | 'unpublished';
  featured?: boolean;
  awardWinning?: boolean;
  organizationId?: number | null;
  posterPath?: string | null;
  publishedAt?: Date;
}

export async function createHomepageCollection(app: FastifyInstance, input: TestCollection) {
  const slug = slugOf('hp-collection');
  const published = (input.status ?? 'published') === 'published';
  const [row] = await app.orm
    .insert(collections)
    .values({
      slug,
      title: input.title ?? `Collection ${slug}`,
      canonicalUrl: `/collection/${slug}/`,
      type: input.type ?? 'collection',
      status: input.status ?? 'published',
      publishedAt: published ? (input.publishedAt ?? new Date()) : null,
      isFeatured: input.featured ?? false,
      isAwardWinning: input.awardWinning ?? false,
      organizationId: input.organizationId ?? null,
      posterPath: input.posterPath ?? null,
    })
    .returning({ id: collections.id, slug: collections.slug });
  if (!row) throw new Error('collection not inserted');
  const resourceIds = input.resourceIds ?? [];
  if (resourceIds.length) {
    await app.orm
      .insert(collectionResources)
      .values(resourceIds.map((resourceId, sortOrder) => ({ collectionId: row.id, resourceId, sortOrder })));
  }
  const subIds = input.subcollectionIds ?? [];
  if (subIds.length) {
    await app.orm.insert(collectionSubcollections).values(
      subIds.map((subcollectionId, sortOrder) => ({
        collectionId: row.id,
        subcollectionId,
        sortOrder,
      })),
    );
  }
  const subjectIds = input.subjectIds ?? [];
  if (subjectIds.length) {
    await app.orm
      .insert(collectionSubjects)
      .values(subjectIds.map((subjectId) => ({ collectionId: row.id, subjectId })));
  }
  return row;
}

export async function feature(
  app: FastifyInstance,
  resourceId: number,
  sortOrder: number,
  organizationId: number | null = null,
) {
  await app.orm.insert(featuredResources).values({ resourceId, sortOrder, organizationId });
}

export interface TestAd {
  spot: number;
  organizationId?: number | null;
  isActive?: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
  description?: string;
}

export async function createAd(app: FastifyInstance, input: TestAd) {
  await app.orm.insert(promoAds).values({
    spot: input.spot,
    organizationId: input.organizationId ?? null,
    imagePath: `/media/ads/test-${input.spot}.webp`,
    imageAlt: `Ad ${input.spot}`,
    description: input.description ?? `Ad in spot ${input.spot}`,
    callToActionLink: `/collection/ad-${input.spot}/`,
    callToActionText: 'Learn more',
    isActive: input.isActive ?? true,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
  });
}

export async function createHero(
  app: FastifyInstance,
  input: {
    imagePath: string;
    audience?: 'teacher' | 'student';
    organizationId?: number | null;
    sortOrder?: number;
    isActive?: boolean;
  },
) {
  await app.orm.insert(heroImages).values({
    imagePath: input.imagePath,
    altText: '',
    audience: input.audience ?? 'teacher',
    organizationId: input.organizationId ?? null,
    sortOrder: input.sortOrder ?? 0,
    isActive: input.isActive ?? true,
  });
}

export async function favorite(app: FastifyInstance, userId: string, resourceId: number) {
  await app.orm.insert(favorites).values({ userId, resourceId });
}

export async function view(
  app: FastifyInstance,
  resourceId: number,
  by: { userId?: string; sessionKey?: string },
  times = 1,
) {
  await app.orm.insert(resourceViews).values(
    Array.from({ length: times }, () => ({
      resourceId,
      userId: by.userId ?? null,
      sessionKey: by.sessionKey ?? null,
    })),
  );
}

/** Removes every engagement row, so each recommender test starts from its own data. */
export async function clearEngagement(app: FastifyInstance) {
  await app.orm.execute(sql`DELETE FROM favorites`);
  await app.orm.execute(sql`DELETE FROM resource_views`);
}

/** GET as a visitor with the web client's key; the parsed body and status. */
export async function getJson(app: FastifyInstance, url: string) {
  const response = await injectAs(app, apiHeaders(app), { method: 'GET', url });
  return { status: response.statusCode, body: response.json(), response };
}
