import { randomUUID } from 'node:crypto';
import { entityDetailsSchema, standardDetailsSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { createResource } from '../search/search-test-kit.ts';
import {
  createFramework,
  createOrganization,
  createProject,
  createStandardItem,
  credit,
} from './discovery-test-kit.ts';

let app: FastifyInstance;
const ids: Record<string, string> = {};
let orgId: number;
let quietOrgId: number;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const fractions = await createResource(app, { title: 'Adding fractions with unlike denominators' });
  const pizza = await createResource(app, { title: 'Pizza fractions' });
  const hidden = await createResource(app, { title: 'Fraction draft', status: 'unpublished' });
  const expired = await createResource(app, { title: 'Old fraction clip', expired: true });
  const national = await createFramework(app, 'national');
  const cluster = await createStandardItem(app, {
    frameworkId: national,
    code: '5.NF.A',
    statement: 'Use equivalent fractions as a strategy to add and subtract fractions.',
    levels: ['05'],
    resourceIds: [pizza.id],
  });
  const standard = await createStandardItem(app, {
    frameworkId: national,
    code: '5.NF.A.1',
    statement: 'Add and subtract fractions with unlike denominators, including mixed numbers.',
    parentId: cluster,
    levels: ['05'],
    resourceIds: [fractions.id, pizza.id, hidden.id, expired.id],
  });
  const state = await createFramework(app, 'state');
  const stateItem = await createStandardItem(app, {
    frameworkId: state,
    code: null,
    statement: 'Students explain how ecosystems change over time.',
    levels: ['06', '07', '08'],
  });
  Object.assign(ids, { cluster, standard, stateItem, national });

  const org = await createOrganization(app, 'Harbor Public Media');
  orgId = org.id;
  await credit(app, fractions.id, org.id, 'funder');
  await credit(app, pizza.id, org.id, 'brand');
  await credit(app, hidden.id, org.id, 'distributor');
  await createProject(app, 'Math at the Harbor', org.id);
  quietOrgId = (await createOrganization(app, 'Quiet Foundation')).id;
});

describe('GET /api/v2/standard_details/{id}', () => {
  it('describes a CASE item with its framework, parent and aligned resource count', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/standard_details/${ids.standard}` });
    expect(reply.statusCode, reply.body).toBe(200);
    const details = standardDetailsSchema.parse(reply.json());
    expect(details).toMatchObject({
      identifier: ids.standard,
      humanCodingScheme: '5.NF.A.1',
      fullStatement: 'Add and subtract fractions with unlike denominators, including mixed numbers.',
      CFItemType: 'Standard',
      educationLevel: ['05'],
      framework: { identifier: ids.national, scope: 'national', state_code: null, is_sample: true },
      parent: { identifier: ids.cluster, humanCodingScheme: '5.NF.A' },
      children: [],
      // The unpublished and the expired resource are not counted.
      aligned_resources_count: 2,
      search_url: '/search/?q=5.NF.A.1',
    });
  });

  it('counts the resources of the standards below a cluster, each once', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/standard_details/${ids.cluster}` });
    const details = standardDetailsSchema.parse(reply.json());
    expect(details.children.map((child) => child.humanCodingScheme)).toEqual(['5.NF.A.1']);
    expect(details.parent).toBeNull();
    expect(details.aligned_resources_count).toBe(2);
  });

  it('accepts an upper-case UUID', async () => {
    const reply = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/standard_details/${(ids.standard as string).toUpperCase()}`,
    });
    expect(reply.statusCode).toBe(200);
  });

  it('asks visitors to sign in for state standards and shows them to signed-in users', async () => {
    const visitor = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/standard_details/${ids.stateItem}`,
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('Sign in to see state standards.');
    for (const role of ['teacher', 'student'] as const) {
      const auth = await signInAs(app, await createUser(app, { role }));
      const reply = await injectAs(app, auth, { url: `/api/v2/standard_details/${ids.stateItem}` });
      expect(reply.statusCode, role).toBe(200);
      const details = standardDetailsSchema.parse(reply.json());
      expect(details.framework).toMatchObject({ scope: 'state', state_code: 'CA' });
      expect(details.humanCodingScheme).toBeNull();
      expect(details.search_url).toBe(
        `/search/?q=${encodeURIComponent('Students explain how ecosystems change over time.')}`,
      );
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await injectAs(app, apiHeaders(app), { url: `/api/v2/standard_details/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    for (const bad of ['5.NF.A.1', '123', 'not-a-uuid', `${randomUUID()}x`, '%00']) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/standard_details/${bad}` });
      expect(reply.statusCode, bad).toBe(400);
    }
    const malformed = await injectAs(app, apiHeaders(app), { url: '/api/v2/standard_details/5.NF.A.1' });
    expect(malformed.body).toContain('A standard id is a CASE identifier');
  });
});

describe('GET /api/v2/entity_details/{id}', () => {
  it('describes an organization with its merged roles, projects and visible resource count', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/entity_details/${orgId}` });
    expect(reply.statusCode, reply.body).toBe(200);
    const details = entityDetailsSchema.parse(reply.json());
    expect(details).toMatchObject({
      entity_id: orgId,
      name: 'Harbor Public Media',
      kind: 'producer',
      logo_color: '#123456',
      url: 'https://example.org/',
      // The distributor credit is on an unpublished resource only.
      roles: ['brand', 'funder'],
      resources_count: 2,
    });
    expect(details.projects).toHaveLength(1);
    expect(details.projects[0]).toMatchObject({ title: 'Math at the Harbor' });
    expect(details.projects[0]?.facet).toBe(`cp:${details.projects[0]?.slug}`);
  });

  it('answers an organization without credits with empty roles', async () => {
    const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/entity_details/${quietOrgId}` });
    expect(entityDetailsSchema.parse(reply.json())).toMatchObject({
      roles: [],
      resources_count: 0,
      projects: [],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await injectAs(app, apiHeaders(app), { url: '/api/v2/entity_details/999999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No entity has the id 999999999999.');
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '9999999999999', '01']) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/entity_details/${bad}` });
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.body, bad).toContain('An entity id is a whole number');
    }
  });
});

describe('OpenAPI', () => {
  it('documents every discovery call with a tag and a summary', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[]; summary?: string } }>;
    };
    for (const path of [
      '/api/v2/search_autocomplete/',
      '/api/v2/search_collections/',
      '/api/v2/collection/search_info/{slug}',
      '/api/v2/standard_details/{id}',
      '/api/v2/entity_details/{id}',
    ]) {
      const operation = doc.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation?.tags?.length, path).toBeGreaterThan(0);
      expect(operation?.summary, path).toBeTruthy();
    }
  });
});
