import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  organizationMembers,
  organizations,
  stationAuthorities,
  stations,
  userStations,
} from '../../db/schema.ts';
import { buildUser } from './accounts.ts';
import { inserted, uniqueSlug, uniqueSuffix } from './unique.ts';

export type OrganizationOverrides = Partial<typeof organizations.$inferInsert>;

/** An organization (a producer unless `kind` says otherwise) with a unique slug. */
export async function buildOrganization(app: FastifyInstance, overrides: OrganizationOverrides = {}) {
  const slug = overrides.slug ?? uniqueSlug(overrides.kind ?? 'org');
  const rows = await app.orm
    .insert(organizations)
    .values({
      name: `Org ${slug}`,
      kind: 'producer',
      logoColor: '#123456',
      url: 'https://example.org/',
      ...overrides,
      slug,
    })
    .returning({ id: organizations.id, slug: organizations.slug });
  return inserted(rows, 'organization');
}

export interface StationOverrides extends Partial<Omit<typeof stations.$inferInsert, 'organizationId'>> {
  /** State-standards authorities, primary first. */
  authorities?: string[];
  organization?: OrganizationOverrides;
}

/** A station: its organization (kind station), its station row and its standards authorities. */
export async function buildStation(app: FastifyInstance, overrides: StationOverrides = {}) {
  const { authorities = [], organization, ...columns } = overrides;
  const org = await buildOrganization(app, { name: 'Test Public Media', kind: 'station', ...organization });
  const callSign = `T${uniqueSuffix()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-6)
    .toUpperCase()}`;
  const rows = await app.orm
    .insert(stations)
    .values({
      organizationId: org.id,
      guid: randomUUID(),
      callSign,
      organizationName: 'Test Public Media',
      commonName: 'Test PM',
      city: 'Springfield',
      state: 'ZZ',
      latitude: 40,
      longitude: -90,
      website: 'https://example.org',
      logoColor: '#123456',
      ...columns,
    })
    .returning({ callSign: stations.callSign, guid: stations.guid });
  const station = inserted(rows, 'station');
  if (authorities.length) {
    await app.orm
      .insert(stationAuthorities)
      .values(authorities.map((name, position) => ({ organizationId: org.id, position, name })));
  }
  return { id: org.id, slug: org.slug, ...station };
}

/** A member of an organization (may preview its drafts); the user and organization are made when not given. */
export async function buildMembership(
  app: FastifyInstance,
  overrides: Partial<typeof organizationMembers.$inferInsert> = {},
) {
  const organizationId = overrides.organizationId ?? (await buildOrganization(app)).id;
  const userId = overrides.userId ?? (await buildUser(app)).id;
  await app.orm.insert(organizationMembers).values({ ...overrides, organizationId, userId });
  return { organizationId, userId };
}

/** A user's chosen local station; the user and station are made when not given. */
export async function buildUserStation(
  app: FastifyInstance,
  overrides: Partial<typeof userStations.$inferInsert> = {},
) {
  const userId = overrides.userId ?? (await buildUser(app)).id;
  const organizationId = overrides.organizationId ?? (await buildStation(app)).id;
  await app.orm.insert(userStations).values({ ...overrides, userId, organizationId });
  return { userId, organizationId };
}
