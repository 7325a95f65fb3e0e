import { mediaCheckReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAsset, buildResource, buildUser, buildVideoFiles } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let proxied: FastifyInstance;
let direct: FastifyInstance;
let guid: string;

const OPEN_FILE = '/media/video/asset.mp4';
const LICENSED_FILE = 'https://cdn.example.org/asset.m3u8';

async function check(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  auth?: RequestAuth,
) {
  const response = await injectAs(app, auth ?? apiHeaders(app), { method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}
const checkUrl = (assetGuid: string, file: string) =>
  `/api/v2/media_check/${assetGuid}/?url=${encodeURIComponent(file)}`;

beforeAll(async () => {
  // Two apps on the file's one database: behind a trusted proxy (country headers count) and not.
  proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  direct = await buildTestApp();
  const resource = await buildResource(proxied, { title: 'Licensed film' });
  const video = await buildAsset(proxied, { resourceId: resource.id, kind: 'video', title: 'Film' });
  await buildVideoFiles(proxied, { assetId: video.id });
  guid = video.guid;
});

describe('GET /api/v2/media_check/{guid}/', () => {
  it('lets files without the georestriction flag play anywhere', async () => {
    const { status, body } = await check(proxied, checkUrl(guid, OPEN_FILE), { 'cf-ipcountry': 'FR' });
    expect(status).toBe(200);
    expect(mediaCheckReplySchema.parse(body)).toEqual({ url: OPEN_FILE, error: null });
  });

  it('answers the georestricted error outside the licensed area, behind a trusted proxy', async () => {
    const abroad = await check(proxied, checkUrl(guid, LICENSED_FILE), { 'cf-ipcountry': 'FR' });
    expect(abroad.body).toEqual({
      url: null,
      error: { code: 'georestricted', message: 'This media is only available in the United States.' },
    });
    const home = await check(proxied, checkUrl(guid, LICENSED_FILE), { 'cloudfront-viewer-country': 'us' });
    expect(home.body).toEqual({ url: LICENSED_FILE, error: null });
    const unknown = await check(proxied, checkUrl(guid, LICENSED_FILE));
    expect(unknown.body.url).toBe(LICENSED_FILE);
  });

  it('ignores country headers a client could forge when not behind a proxy', async () => {
    const { body } = await check(direct, checkUrl(guid, LICENSED_FILE), { 'cf-ipcountry': 'FR' });
    expect(body).toEqual({ url: LICENSED_FILE, error: null });
  });

  it('answers 404 for files of other assets, unknown assets and unpublished resources; 400 for bad ids', async () => {
    expect((await check(proxied, checkUrl(guid, '/media/other.mp4'))).status).toBe(404);
    expect((await check(proxied, checkUrl('00000000-0000-0000-0000-000000000000', OPEN_FILE))).status).toBe(
      404,
    );
    const draft = await buildResource(proxied, { title: 'Draft film', status: 'unpublished' });
    const draftVideo = await buildAsset(proxied, { resourceId: draft.id, kind: 'video', title: 'Draft' });
    await buildVideoFiles(proxied, { assetId: draftVideo.id });
    expect((await check(proxied, checkUrl(draftVideo.guid, OPEN_FILE))).status).toBe(404);
    const admin = await signInAs(proxied, await buildUser(proxied, { role: 'admin' }));
    expect((await check(proxied, checkUrl(draftVideo.guid, OPEN_FILE), {}, admin)).status).toBe(200);
    const bad = await check(proxied, `/api/v2/media_check/${'-'.repeat(36)}/?url=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('An asset id is the guid');
    expect((await check(proxied, `/api/v2/media_check/${guid}/`)).status).toBe(400);
  });
});
