import { randomUUID } from 'node:crypto';
import { entityDetailsSchema, standardDetailsSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAttribution,
  buildFramework,
  buildOrganization,
  buildProject,
  buildResource,
  buildStandardItem,
  buildUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
const ids: Record<string, string> = {};
let orgId: number;
let quietOrgId: number;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const fractions = await buildResource(app, { title: 'Adding fractions with unlike denominators' });
  const pizza = await buildResource(app, { title: 'Pizza fractions' });
  const hidden = await buildResource(app, { title: 'Fraction draft', status: 'unpublished' });
  const expired = await buildResource(app, { title: 'Old fraction clip', expired: true });
  const national = (await buildFramework(app, { scope: 'national' })).id;
  const cluster = (
    await buildStandardItem(app, {
      frameworkId: national,
      humanCodingScheme: '5.NF.A',
      fullStatement: 'Use equivalent fractions as a strategy to add and subtract fractions.',
      educationLevels: ['05'],
      resourceIds: [pizza.id],
    })
  ).id;
  const standard = (
    await buildStandardItem(app, {
      frameworkId: national,
      humanCodingScheme: '5.NF.A.1',
      fullStatement: 'Add and subtract fractions with unlike denominators, including mixed numbers.',
      parentId: cluster,
      educationLevels: ['05'],
      resourceIds: [fractions.id, pizza.id, hidden.id, expired.id],
    })
  ).id;
  const state = (await buildFramework(app, { scope: 'state' })).id;
  const stateItem = (
    await buildStandardItem(app, {
      frameworkId: state,
      humanCodingScheme: null,
      fullStatement: 'Students explain how ecosystems change over time.',
      educationLevels: ['06', '07', '08'],
    })
  ).id;
  Object.assign(ids, { cluster, standard, stateItem, national });

  const org = await buildOrganization(app, { name: 'Harbor Public Media' });
  orgId = org.id;
  await buildAttribution(app, { resourceId: fractions.id, organizationId: org.id, role: 'funder' });
  await buildAttribution(app, { resourceId: pizza.id, organizationId: org.id, role: 'brand' });
  await buildAttribution(app, { resourceId: hidden.id, organizationId: org.id, role: 'distributor' });
  await buildProject(app, { title: 'Math at the Harbor', kind: 'content_project', organizationId: org.id });
  quietOrgId = (await buildOrganization(app, { name: 'Quiet Foundation' })).id;
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
      const auth = await signInAs(app, await buildUser(app, { role }));
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
