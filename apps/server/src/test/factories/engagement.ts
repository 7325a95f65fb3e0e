import type { FastifyInstance } from 'fastify';
import { favorites, featuredResources, heroImages, promoAds, resourceViews } from '../../db/schema.ts';
import { buildUser } from './accounts.ts';
import { buildResource } from './resources.ts';
import { inserted } from './unique.ts';

/** A favorite; the user (a teacher) and the resource are made when not given. */
export async function buildFavorite(
  app: FastifyInstance,
  overrides: Partial<typeof favorites.$inferInsert> = {},
) {
  const userId = overrides.userId ?? (await buildUser(app)).id;
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  const rows = await app.orm
    .insert(favorites)
    .values({ ...overrides, userId, resourceId })
    .returning({ id: favorites.id });
  return { ...inserted(rows, 'favorite'), userId, resourceId };
}

/** `times` views of a resource by a user or an anonymous session key (neither: anonymous without a key). */
export async function buildViews(
  app: FastifyInstance,
  overrides: Partial<typeof resourceViews.$inferInsert> & { times?: number } = {},
) {
  const { times = 1, ...columns } = overrides;
  const resourceId = columns.resourceId ?? (await buildResource(app)).id;
  await app.orm
    .insert(resourceViews)
    .values(Array.from({ length: times }, () => ({ ...columns, resourceId })));
  return { resourceId };
}

/** A resource on the homepage's featured list (the national one unless `organizationId` is a station). */
export async function buildFeatured(
  app: FastifyInstance,
  overrides: Partial<typeof featuredResources.$inferInsert> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  await app.orm.insert(featuredResources).values({ sortOrder: 0, ...overrides, resourceId });
  return { resourceId };
}

let spots = 0;

/**
 * An active national homepage ad. A spot holds one ad per organization, so without `spot` each ad
 * gets a spot of its own, after any a test would choose (1000 on).
 */
export async function buildAd(app: FastifyInstance, overrides: Partial<typeof promoAds.$inferInsert> = {}) {
  spots += 1;
  const spot = overrides.spot ?? 999 + spots;
  await app.orm.insert(promoAds).values({
    imagePath: `/media/ads/test-${spot}.webp`,
    imageAlt: `Ad ${spot}`,
    description: `Ad in spot ${spot}`,
    callToActionLink: `/collection/ad-${spot}/`,
    callToActionText: 'Learn more',
    ...overrides,
    spot,
  });
}

/** An active hero picture for the teacher homepage unless `audience` says student. */
export async function buildHero(
  app: FastifyInstance,
  overrides: Partial<typeof heroImages.$inferInsert> = {},
) {
  await app.orm.insert(heroImages).values({ imagePath: '/media/hero/test.webp', ...overrides });
}
