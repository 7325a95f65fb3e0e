import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ugcUploads } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { type FilePart, filesUnder, makeImage, multipartBody } from './ugc-test-kit.ts';

/**
 * Uploads that fail part-way leave nothing behind; an upload over the limit stores nothing and is cut off,
 * not received to its end.
 */

let app: FastifyInstance;
let teacher: SignedIn;

beforeAll(async () => {
  // Its own database: the tests below add triggers to ugc_uploads.
  app = await buildTestApp({ freshDatabase: true, env: { UGC_MAX_BYTES: '2048' } });
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  await app.orm.execute(
    sql.raw(`CREATE FUNCTION ugc_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
  );
});

afterEach(async () => {
  await app.orm.execute(sql.raw('DROP TRIGGER IF EXISTS ugc_test_refuse ON ugc_uploads'));
});

async function send(files: FilePart[]) {
  const body = await multipartBody(files);
  return injectAs(app, teacher, {
    method: 'POST',
    url: '/api/v2/ugc/',
    payload: body.payload,
    headers: body.headers,
  });
}

async function uploadPng() {
  return send([{ name: 'a.png', bytes: await makeImage('png') }]);
}

async function expectNothingStored() {
  expect(await app.orm.select().from(ugcUploads)).toEqual([]);
  expect(filesUnder(app.config.dataDir)).toEqual([]);
}

describe('an upload that fails part-way', () => {
  it('leaves no file when its row cannot be written', async () => {
    await app.orm.execute(
      sql.raw(`CREATE TRIGGER ugc_test_refuse BEFORE INSERT ON ugc_uploads
        FOR EACH ROW EXECUTE FUNCTION ugc_test_refuse()`),
    );
    const reply = await uploadPng();
    expect(reply.statusCode).toBe(500);
    await expectNothingStored();
  });

  it('leaves neither row nor file when the commit fails after the files were put in place', async () => {
    await app.orm.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER ugc_test_refuse AFTER INSERT ON ugc_uploads
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ugc_test_refuse()`),
    );
    const reply = await uploadPng();
    expect(reply.statusCode).toBe(500);
    await expectNothingStored();
  });

  it('stores normally again once nothing is in the way', async () => {
    expect((await uploadPng()).statusCode).toBe(201);
    expect(filesUnder(app.config.dataDir)).toHaveLength(2);
  });
});

describe('the size limit (UGC_MAX_BYTES, 2048 bytes here)', () => {
  async function noisyPng(bytes: number) {
    // Random pixels do not compress: a PNG of about this many bytes.
    const side = Math.ceil(Math.sqrt(bytes / 3));
    const pixels = Buffer.from(
      Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256)),
    );
    return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
  }

  it('takes an image under the limit and refuses one over it with 413, storing nothing', async () => {
    const fits = await makeImage('png', 8, 8);
    expect(fits.length).toBeLessThan(2048);
    expect((await send([{ name: 'small.png', bytes: fits }])).statusCode).toBe(201);

    const big = await noisyPng(6000);
    expect(big.length).toBeGreaterThan(2048);
    const rowsBefore = await app.orm.select().from(ugcUploads);
    const filesBefore = filesUnder(app.config.dataDir);
    const reply = await send([{ name: 'big.png', bytes: big }]);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ code: 'payload_too_large' });
    expect(reply.json().message).toContain('larger than 2 KB');
    expect(reply.headers.connection).toBe('close');
    expect(await app.orm.select().from(ugcUploads)).toEqual(rowsBefore);
    expect(filesUnder(app.config.dataDir)).toEqual(filesBefore);
  });

  it('refuses a body declared far over the limit before reading it', async () => {
    const reply = await injectAs(app, teacher, {
      method: 'POST',
      url: '/api/v2/ugc/',
      payload: Buffer.alloc(200_000),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().messages).toEqual([expect.stringMatching(/^File - The image is larger than 2 KB/)]);
  });
});

describe('an upload over the limit, on a real connection', () => {
  it('is answered 413 and its connection closed while the client is still sending', async () => {
    const rowsBefore = await app.orm.select().from(ugcUploads);
    const filesBefore = filesUnder(app.config.dataDir);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'lantern-test-boundary';
    const cookie = Object.entries(teacher.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    // Chunked: no Content-Length, so only reading the stream can find the size out.
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v2/ugc/',
      headers: {
        ...teacher.headers,
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    request.on('error', () => {});
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    request.write(Buffer.alloc(8192, 1));
    // The request is never ended: a server that waited for the rest of the file would never answer.
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    const body = await new Promise<string>((resolve) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve(text));
    });
    expect(JSON.parse(body)).toMatchObject({ code: 'payload_too_large' });
    // The server hangs up: the rest of the upload is not read.
    await new Promise((resolve) => request.socket?.once('close', resolve) ?? resolve(null));
    expect(request.socket?.destroyed ?? true).toBe(true);
    request.destroy();
    expect(await app.orm.select().from(ugcUploads)).toEqual(rowsBefore);
    expect(filesUnder(app.config.dataDir)).toEqual(filesBefore);
  });
});
