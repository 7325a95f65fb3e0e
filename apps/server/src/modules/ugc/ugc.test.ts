import { ugcReplySchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ugcUploads } from '../../db/schema.ts';
import { buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type SignedIn, signInAs } from '../../test/test-app.ts';
import { sniffImageType } from './image-sniff.ts';
import { findOwnedUpload, ownedUploadImages } from './index.ts';
import { type FilePart, filesUnder, type ImageKind, makeImage, multipartBody } from './ugc-test-kit.ts';

let app: FastifyInstance;
let teacher: SignedIn;
let otherTeacher: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  otherTeacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
});

async function upload(files: FilePart[], { as = teacher as SignedIn | null, on = app } = {}) {
  const body = await multipartBody(files);
  return injectAs(on, as ?? apiHeaders(on), {
    method: 'POST',
    url: '/api/v2/ugc/',
    payload: body.payload,
    headers: body.headers,
  });
}

async function rowCount(on = app) {
  return (await on.orm.select().from(ugcUploads)).length;
}

/** Runs a refused upload and checks that it left no row and no file behind. */
async function expectRefused(files: FilePart[], status: number, on = app) {
  const rowsBefore = await rowCount(on);
  const filesBefore = filesUnder(on.config.dataDir);
  const reply = await upload(files, { on });
  expect(reply.statusCode, reply.body).toBe(status);
  expect(await rowCount(on)).toBe(rowsBefore);
  expect(filesUnder(on.config.dataDir)).toEqual(filesBefore);
  return reply.json() as { code: string; message: string; messages: string[] };
}

describe('POST /api/v2/ugc/', () => {
  const kinds: [ImageKind, string][] = [
    ['png', 'drawing.png'],
    ['jpeg', 'photo.jpeg'],
    ['webp', 'picture.webp'],
    ['gif', 'animation.gif'],
  ];
  for (const [kind, name] of kinds) {
    it(`stores a ${kind} as WebP and JPEG owned by the uploader, served with their types`, async () => {
      const reply = await upload([{ name, bytes: await makeImage(kind, 30, 20) }]);
      expect(reply.statusCode, reply.body).toBe(201);
      const body = ugcReplySchema.parse(reply.json());
      expect(body).toMatchObject({ width: 30, height: 20, url: body.webp_url });
      const [row] = await app.orm.select().from(ugcUploads).where(eq(ugcUploads.guid, body.ugc_guid));
      expect(row?.ownerId).toBe(teacher.user.id);

      for (const [url, type, sniffed] of [
        [body.webp_url, 'image/webp', 'webp'],
        [body.jpg_url, 'image/jpeg', 'jpeg'],
      ] as const) {
        const image = await app.inject({ method: 'GET', url });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe(type);
        expect(image.headers['x-content-type-options']).toBe('nosniff');
        expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(sniffImageType(image.rawPayload)).toBe(sniffed);
        expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 30, height: 20 });
        const again = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': image.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
    });
  }

  it('takes a PNG named .JPG: the extension is compared case-insensitively and the content decides', async () => {
    const reply = await upload([{ name: 'Holiday.JPG', bytes: await makeImage('png'), type: 'image/jpeg' }]);
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('refuses a script named .png (415), naming the allowed types', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>\n');
    const error = await expectRefused([{ name: 'cat.png', bytes: script, type: 'image/png' }], 415);
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toContain('JPEG, PNG, WebP or GIF');
    expect(error.messages[0]).toMatch(/^File - 'cat.png' is not a picture/);
  });

  it('refuses SVG, by name or by content (415)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    const byName = await expectRefused([{ name: 'logo.SVG', bytes: svg, type: 'image/svg+xml' }], 415);
    expect(byName.message).toContain('SVG');
    expect(byName.message).toContain('JPEG, PNG, WebP or GIF');
    await expectRefused([{ name: 'logo.png', bytes: svg }], 415);
  });

  it('refuses other types by name, even when the content is an image (415)', async () => {
    const error = await expectRefused([{ name: 'scan.tiff', bytes: await makeImage('png') }], 415);
    expect(error.message).toContain('.jpg, .jpeg, .png, .webp or .gif');
  });

  it('refuses an empty file (400) and a damaged image (422)', async () => {
    const empty = await expectRefused([{ name: 'empty.png', bytes: Buffer.alloc(0) }], 400);
    expect(empty.message).toContain('empty');
    const png = await makeImage('png', 64, 64);
    const damaged = await expectRefused([{ name: 'cut.png', bytes: png.subarray(0, 40) }], 422);
    expect(damaged.message).toContain('could not be read');
  });

  it('answers 400 for no file, two files, or the file in another field', async () => {
    const png = await makeImage('png');
    expect((await expectRefused([], 400)).message).toContain('No image');
    const two = await expectRefused(
      [
        { name: 'a.png', bytes: png },
        { name: 'b.png', bytes: png },
      ],
      400,
    );
    expect(two.message).toContain('one image');
    const wrongField = await expectRefused([{ name: 'a.png', bytes: png, field: 'image' }], 400);
    expect(wrongField.message).toContain("'file'");
  });

  it('answers 400 to a multipart body that cannot be read', async () => {
    const png = await makeImage('png');
    const whole = await multipartBody([{ name: 'a.png', bytes: png }]);
    const cut = whole.payload.subarray(0, whole.payload.length - 60);
    for (const [payload, contentType] of [
      [cut, whole.headers['content-type']],
      [whole.payload, 'multipart/form-data'],
      [Buffer.from('not multipart at all'), 'multipart/form-data; boundary=abc'],
    ] as const) {
      const reply = await injectAs(app, teacher, {
        method: 'POST',
        url: '/api/v2/ugc/',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(reply.statusCode, `${contentType}: ${reply.body}`).toBe(400);
      expect(reply.json().code).toBe('bad_request');
    }
  });

  it('answers 415 to a body that is not multipart', async () => {
    const reply = await injectAs(app, teacher, {
      method: 'POST',
      url: '/api/v2/ugc/',
      payload: { file: 'x' },
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json().message).toContain('multipart/form-data');
  });

  it('strips the metadata (EXIF with a GPS position) and turns the image upright', async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 26/1 46/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 58/1 56/1',
        },
      })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes('PhoneMaker')).toBe(true);
    expect(
      input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const reply = await upload([{ name: 'class-trip.jpg', bytes: photo }]);
    expect(reply.statusCode, reply.body).toBe(201);
    const body = ugcReplySchema.parse(reply.json());
    // Orientation 6 is a quarter turn: stored upright, 20 × 40.
    expect(body).toMatchObject({ width: 20, height: 40 });
    for (const url of [body.webp_url, body.jpg_url]) {
      const stored = (await app.inject({ method: 'GET', url })).rawPayload;
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes('PhoneMaker')).toBe(false);
    }
  });

  it('scales a large image down to 2048 pixels on its longer side', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#204060' } })
      .png()
      .toBuffer();
    const reply = await upload([{ name: 'panorama.png', bytes: wide }]);
    expect(reply.statusCode, reply.body).toBe(201);
    const body = ugcReplySchema.parse(reply.json());
    expect(body).toMatchObject({ width: 2048, height: 683 });
    const [row] = await app.orm.select().from(ugcUploads).where(eq(ugcUploads.guid, body.ugc_guid));
    expect(row).toMatchObject({ sourceWidth: 3000, sourceHeight: 1000, uploadBytes: wide.length });
  });

  it('takes an image larger than BODY_LIMIT_BYTES (1 MiB), which does not apply to uploads', async () => {
    const side = 720;
    const pixels = Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 7919) % 251));
    const noisy = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(app.config.bodyLimitBytes);
    const reply = await upload([{ name: 'noise.png', bytes: noisy }]);
    expect(reply.statusCode, reply.body).toBe(201);
  });

  it('needs the CSRF pair like every write', async () => {
    const body = await multipartBody([{ name: 'a.png', bytes: await makeImage('png') }]);
    const reply = await injectAs(app, teacher, {
      method: 'POST',
      url: '/api/v2/ugc/',
      payload: body.payload,
      headers: { ...body.headers, 'x-csrftoken': 'not-the-cookie' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('csrf_failed');
  });
});

describe('findOwnedUpload and ownedUploadImages (for the lessons module)', () => {
  it("find the uploader's own uploads and nobody else's", async () => {
    const reply = await upload([{ name: 'mine.webp', bytes: await makeImage('webp') }]);
    const mine = ugcReplySchema.parse(reply.json());
    const guid = mine.ugc_guid;
    const theirs = ugcReplySchema.parse(
      (await upload([{ name: 'theirs.png', bytes: await makeImage('png') }], { as: otherTeacher })).json(),
    );

    expect(await findOwnedUpload(app.orm, teacher.user.id, guid)).toEqual(mine);
    expect(await findOwnedUpload(app.orm, teacher.user.id, guid.toUpperCase())).toEqual(mine);
    expect(await findOwnedUpload(app.orm, otherTeacher.user.id, guid)).toBeNull();
    expect(await findOwnedUpload(app.orm, teacher.user.id, theirs.ugc_guid)).toBeNull();
    expect(await findOwnedUpload(app.orm, teacher.user.id, crypto.randomUUID())).toBeNull();
    expect(await findOwnedUpload(app.orm, teacher.user.id, 'not-a-guid')).toBeNull();

    const found = await ownedUploadImages(app.orm, teacher.user.id, [
      guid,
      theirs.ugc_guid,
      crypto.randomUUID(),
      "'; DROP TABLE ugc_uploads; --",
    ]);
    expect([...found.entries()]).toEqual([[guid, mine]]);
    expect(await ownedUploadImages(app.orm, teacher.user.id, [])).toEqual(new Map());
  });
});

describe('GET /ugc/…', () => {
  it('answers 404 for an unknown guid, another format or a name that is not an upload', async () => {
    const reply = await upload([{ name: 'x.gif', bytes: await makeImage('gif') }]);
    const { ugc_guid: guid } = ugcReplySchema.parse(reply.json());
    for (const url of [
      `/ugc/${crypto.randomUUID()}.webp`,
      `/ugc/${guid}.png`,
      `/ugc/${guid}`,
      `/ugc/${guid.slice(0, 2)}/${guid}.webp`,
      '/ugc/../media/x.webp',
    ]) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
    }
  });
});
