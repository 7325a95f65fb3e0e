import type { FastifyInstance } from 'fastify';
import { buildAsset, buildResource, buildVideoFiles } from '../../test/factories/index.ts';
import { injectAs, type RequestAuth } from '../../test/test-app.ts';

/** Requests of the lesson-builder and preview calls, as someone sends them (null: a bare request). */
export function lessonCalls(app: FastifyInstance) {
  const send = (
    auth: RequestAuth | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) =>
    injectAs(app, auth, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers,
    });
  return {
    list: (auth: RequestAuth | null, query = '') => send(auth, 'GET', `/api/v2/lesson-builder/${query}`),
    create: (auth: RequestAuth | null, body: unknown) => send(auth, 'POST', '/api/v2/lesson-builder/', body),
    get: (auth: RequestAuth | null, code: string) => send(auth, 'GET', `/api/v2/lesson-builder/${code}/`),
    put: (auth: RequestAuth | null, code: string, body: unknown, headers?: Record<string, string>) =>
      send(auth, 'PUT', `/api/v2/lesson-builder/${code}/`, body, headers),
    delete: (auth: RequestAuth | null, code: string) =>
      send(auth, 'DELETE', `/api/v2/lesson-builder/${code}/`),
    copy: (auth: RequestAuth | null, code: string) =>
      send(auth, 'POST', `/api/v2/lesson-builder/${code}/copy/`),
    preview: (auth: RequestAuth | null, code: string) =>
      send(auth, 'GET', `/tools/api/v2/assignment/${code}/?preview=true`),
    startPreview: (auth: RequestAuth | null, body: unknown) =>
      send(auth, 'POST', '/tools/api/preview/result/', body),
    completePreview: (auth: RequestAuth | null, body: unknown) =>
      send(auth, 'PUT', '/tools/api/preview/result0/', body),
    answer: (auth: RequestAuth | null, questionPk: number | string, body: unknown) =>
      send(auth, 'POST', `/api/v2/questions/${questionPk}/results/preview/answers/`, body),
  };
}

/** A resource usable in lessons (scope lesson) with one video asset: what a Media slide names. */
export async function lessonResource(
  app: FastifyInstance,
  overrides: Parameters<typeof buildResource>[1] = {},
) {
  const resource = await buildResource(app, {
    scope: 'lesson',
    mediaType: 'Interactive Lesson',
    ...overrides,
  });
  const asset = await buildAsset(app, { resourceId: resource.id, title: 'Lesson asset' });
  return {
    id: resource.id,
    guid: resource.guid,
    code: resource.resourceCode,
    assetId: asset.id,
    assetGuid: asset.guid,
  };
}

/** lessonResource whose video has renditions, caption tracks (en, es), chapters and a transcript (buildVideoFiles). */
export async function lessonVideo(app: FastifyInstance, overrides: Parameters<typeof buildResource>[1] = {}) {
  const resource = await lessonResource(app, overrides);
  await buildVideoFiles(app, { assetId: resource.assetId });
  return resource;
}

/** A Media slide body naming a resource of lessonResource. */
export const mediaSlide = (resource: { id: number; guid: string; assetGuid: string }, title = 'Watch') => ({
  type: 'Media',
  title,
  description: 'Watch this first.',
  brand: 'Lantern',
  credits_link: 'https://example.org/credits',
  resource: resource.id,
  resource_guid: resource.guid,
  asset: resource.assetGuid,
});
