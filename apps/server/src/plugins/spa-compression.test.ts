import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';

/**
 * Built assets go out compressed (issue 21, Lighthouse on the player): the build writes .br/.gz copies
 * (apps/web/build/precompress.ts) and the static handler sends the one the browser accepts.
 */

let app: FastifyInstance;
let dist: string;
const script = `export const words = ${JSON.stringify('lantern '.repeat(500))};\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const file = path.join(dist, 'assets', 'app-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (acceptEncoding?: string) =>
  app.inject({
    url: '/assets/app-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('GET /assets/*', () => {
  it('sends the Brotli copy to a browser that accepts it', async () => {
    const reply = await get('gzip, deflate, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(reply.rawPayload).toString()).toBe(script);
    expect(reply.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself otherwise', async () => {
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
