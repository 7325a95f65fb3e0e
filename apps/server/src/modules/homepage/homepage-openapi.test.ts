import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('OpenAPI', () => {
  it('documents every homepage call under the homepage tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const path of [
      '/api/v2/lm/homepage/resources/',
      '/api/v2/lm/homepage/collections/',
      '/api/v2/lm/homepage/collections/{organizationId}/',
      '/api/v2/lm/homepage/subject_collections/{subject}/',
      '/api/v2/lm/homepage/series/',
      '/api/v2/get_adds/',
      '/api/v2/get_adds/{organizationId}/',
      '/api/v2/hero-images/',
      '/api/v2/student-popular-resources/',
      '/recommendation/',
    ]) {
      expect(paths[path]?.get?.tags, path).toEqual(['homepage']);
    }
  });
});
