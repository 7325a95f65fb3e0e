import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  collectionResources,
  collections,
  organizations,
  resourceGrades,
  resourceLanguages,
  resourceOptOuts,
  resourceSubjects,
  resources,
} from '../../db/schema.ts';
import { uniqueSuffix } from '../../test/factories.ts';

/** Test content for search: a few resources inserted through drizzle, never the demo seed. */

export interface TestResource {
  title: string;
  description?: string;
  mediaType?: string;
  grades?: string[];
  subjects?: number[];
  languages?: string[];
  status?: 'published' | 'unpublished';
  expired?: boolean;
  forStudents?: boolean;
  durationSeconds?: number | null;
  popularity?: number;
}

export async function createResource(app: FastifyInstance, input: TestResource) {
  const code = `T-${uniqueSuffix()}`;
  const published = (input.status ?? 'published') === 'published';
  const [row] = await app.orm
    .insert(resources)
    .values({
      resourceCode: code,
      title: input.title,
      description: input.description ?? '',
      mediaType: input.mediaType ?? 'Video',
      canonicalUrl: `/resource/${code}/`,
      status: input.status ?? 'published',
      publishedAt: published ? new Date() : null,
      expirationDate: input.expired ? new Date(Date.now() - 60_000) : null,
      isAvailableForStudents: input.forStudents ?? true,
      durationSeconds: input.durationSeconds ?? null,
      popularity: input.popularity ?? 0,
      posterPath: `/media/posters/${code}.jpg`,
    })
    .returning({ id: resources.id, resourceCode: resources.resourceCode });
  if (!row) throw new Error('resource not inserted');
  const grades = input.grades ?? ['6-8'];
  if (grades.length) {
    await app.orm
      .insert(resourceGrades)
      .values(grades.map((gradeBand) => ({ resourceId: row.id, gradeBand })));
  }
  const subjects = input.subjects ?? [];
  if (subjects.length) {
    await app.orm
      .insert(resourceSubjects)
      .values(subjects.map((subjectId) => ({ resourceId: row.id, subjectId })));
  }
  const languages = input.languages ?? ['en'];
  if (languages.length) {
    await app.orm
      .insert(resourceLanguages)
      .values(languages.map((languageCode, sortOrder) => ({ resourceId: row.id, languageCode, sortOrder })));
  }
  return row;
}

export async function createCollection(app: FastifyInstance, resourceIds: number[]) {
  const slug = `test-collection-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
  const [row] = await app.orm
    .insert(collections)
    .values({
      slug,
      title: `Collection ${slug}`,
      canonicalUrl: `/collection/${slug}/`,
      publishedAt: new Date(),
    })
    .returning({ id: collections.id, slug: collections.slug });
  if (!row) throw new Error('collection not inserted');
  await app.orm
    .insert(collectionResources)
    .values(resourceIds.map((resourceId, sortOrder) => ({ collectionId: row.id, resourceId, sortOrder })));
  return row;
}

export async function optOut(app: FastifyInstance, resourceId: number) {
  const slug = `org-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
  const [org] = await app.orm
    .insert(organizations)
    .values({ slug, name: `Station ${slug}`, kind: 'station' })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization not inserted');
  await app.orm.insert(resourceOptOuts).values({ resourceId, organizationId: org.id });
  return org;
}

/** A framework with one standard item aligned to the resource. */
export async function alignToStandard(
  app: FastifyInstance,
  resourceId: number,
  standard: { code: string; statement: string },
) {
  const frameworkId = randomUUID();
  const itemId = randomUUID();
  const key = `test-${uniqueSuffix()}`;
  await app.orm.execute(sql`INSERT INTO standard_frameworks (id, key, title, scope, authority_name)
    VALUES (${frameworkId}, ${key}, 'Test framework', 'national', 'Test authority')`);
  await app.orm.execute(sql`INSERT INTO standard_items (id, framework_id, human_coding_scheme, full_statement, item_type)
    VALUES (${itemId}, ${frameworkId}, ${standard.code}, ${standard.statement}, 'Standard')`);
  await app.orm.execute(
    sql`INSERT INTO resource_standards (resource_id, standard_item_id) VALUES (${resourceId}, ${itemId})`,
  );
}
