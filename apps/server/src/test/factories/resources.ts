import type { FastifyInstance } from 'fastify';
import {
  projects,
  relatedResources,
  resourceAttributions,
  resourceCodeRedirects,
  resourceFeatures,
  resourceGrades,
  resourceLanguages,
  resourceOptOuts,
  resourceSubjects,
  resources,
} from '../../db/schema.ts';
import { buildOrganization } from './organizations.ts';
import { inserted, uniqueSlug, uniqueSuffix } from './unique.ts';

export interface ResourceOverrides extends Partial<typeof resources.$inferInsert> {
  /** Grade bands (default 6-8; [] for none). */
  grades?: string[];
  subjects?: number[];
  /** Language codes in order (default en). */
  languages?: string[];
  /** Expired a minute ago. */
  expired?: boolean;
  /** Shorthand for isAvailableForStudents. */
  forStudents?: boolean;
}

/** A published Video for grades 6-8 in English, unless the overrides say otherwise. */
export async function buildResource(app: FastifyInstance, overrides: ResourceOverrides = {}) {
  const { grades = ['6-8'], subjects = [], languages = ['en'], expired, forStudents, ...columns } = overrides;
  const code = columns.resourceCode ?? `T-${uniqueSuffix()}`;
  const published = (columns.status ?? 'published') === 'published';
  const rows = await app.orm
    .insert(resources)
    .values({
      title: `Resource ${code}`,
      mediaType: 'Video',
      canonicalUrl: `/resource/${code}/`,
      publishedAt: published ? new Date() : null,
      expirationDate: expired ? new Date(Date.now() - 60_000) : null,
      isAvailableForStudents: forStudents ?? true,
      posterPath: `/media/posters/${code}.jpg`,
      ...columns,
      resourceCode: code,
    })
    .returning({ id: resources.id, resourceCode: resources.resourceCode, guid: resources.guid });
  const row = inserted(rows, 'resource');
  if (grades.length) {
    await app.orm
      .insert(resourceGrades)
      .values(grades.map((gradeBand) => ({ resourceId: row.id, gradeBand })));
  }
  if (subjects.length) {
    await app.orm
      .insert(resourceSubjects)
      .values(subjects.map((subjectId) => ({ resourceId: row.id, subjectId })));
  }
  if (languages.length) {
    await app.orm
      .insert(resourceLanguages)
      .values(languages.map((languageCode, sortOrder) => ({ resourceId: row.id, languageCode, sortOrder })));
  }
  return row;
}

/** A project (a plain project unless `kind` says otherwise). */
export async function buildProject(
  app: FastifyInstance,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const slug = overrides.slug ?? uniqueSlug('p');
  const rows = await app.orm
    .insert(projects)
    .values({ title: `Project ${slug}`, ...overrides, slug })
    .returning({ id: projects.id, slug: projects.slug });
  return inserted(rows, 'project');
}

/**
 * A resource whose content project belongs to an organization made for it: that organization owns
 * it (docs/decisions/0006) and its members may preview it.
 */
export async function buildOwnedResource(app: FastifyInstance, overrides: ResourceOverrides = {}) {
  const owner = await buildOrganization(app, { name: 'Owner Studio' });
  const project = await buildProject(app, {
    title: 'Owner Content',
    kind: 'content_project',
    type: 'Partner',
    organizationId: owner.id,
  });
  const resource = await buildResource(app, { contentProjectId: project.id, ...overrides });
  return { ...resource, ownerOrganizationId: owner.id };
}

/** An organization credited on a resource (brand, funder, producer, distributor); both made when not given. */
export async function buildAttribution(
  app: FastifyInstance,
  overrides: Partial<typeof resourceAttributions.$inferInsert> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  const organizationId = overrides.organizationId ?? (await buildOrganization(app)).id;
  await app.orm
    .insert(resourceAttributions)
    .values({ role: 'brand', ...overrides, resourceId, organizationId });
  return { resourceId, organizationId };
}

/** A station that opted out of a resource; a new station organization unless one is given. */
export async function buildOptOut(
  app: FastifyInstance,
  overrides: Partial<typeof resourceOptOuts.$inferInsert> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  const organizationId =
    overrides.organizationId ??
    (await buildOrganization(app, { kind: 'station', logoColor: null, url: null })).id;
  await app.orm.insert(resourceOptOuts).values({ ...overrides, resourceId, organizationId });
  return { resourceId, organizationId };
}

/** An old resource code that now leads to the resource. */
export async function buildRedirect(
  app: FastifyInstance,
  overrides: Partial<typeof resourceCodeRedirects.$inferInsert> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  const oldCode = overrides.oldCode ?? `old-${uniqueSuffix()}`;
  await app.orm.insert(resourceCodeRedirects).values({ ...overrides, oldCode, resourceId });
  return { oldCode, resourceId };
}

/** Related resources of a resource, in the order given. */
export async function buildRelated(
  app: FastifyInstance,
  input: { resourceId: number; relatedIds: number[] },
) {
  if (!input.relatedIds.length) return;
  await app.orm.insert(relatedResources).values(
    input.relatedIds.map((relatedResourceId, sortOrder) => ({
      resourceId: input.resourceId,
      relatedResourceId,
      sortOrder,
    })),
  );
}

/** A grade band of a resource (6-8 unless given); a resource with no grades is made when not given. */
export async function buildResourceGrade(
  app: FastifyInstance,
  overrides: Partial<typeof resourceGrades.$inferInsert> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app, { grades: [] })).id;
  const gradeBand = overrides.gradeBand ?? '6-8';
  await app.orm.insert(resourceGrades).values({ ...overrides, resourceId, gradeBand });
  return { resourceId, gradeBand };
}

/** A feature a resource declares (captions unless given); the resource is made when not given. */
export async function buildResourceFeature(
  app: FastifyInstance,
  overrides: Partial<typeof resourceFeatures.$inferInsert> = {},
) {
  const resourceId = overrides.resourceId ?? (await buildResource(app)).id;
  const featureCode = overrides.featureCode ?? 'captions';
  await app.orm.insert(resourceFeatures).values({ ...overrides, resourceId, featureCode });
  return { resourceId, featureCode };
}
