import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ugcUploads } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { filesUnder, makeImage, multipartBody } from './ugc-test-kit.ts';

/** Uploads that fail part-way leave nothing behind; an oversize upload is cut off, not received to its end. */

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

async function uploadPng() {
  const body = await multipartBody([{ name: 'a.png', bytes: await makeImage('png') }]);
  return injectAs(app, teacher, {
    method: 'POST',
    url: '/api/v2/ugc/',
    payload: body.payload,
    headers: body.headers,
  });
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
