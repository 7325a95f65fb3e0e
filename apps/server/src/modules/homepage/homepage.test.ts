import {
  heroImagesReplySchema,
  homepageCollectionsReplySchema,
  homepageResourcesReplySchema,
  promoAdsReplySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAd,
  buildCollection,
  buildFeatured,
  buildHero,
  buildOrganization,
  buildResource,
  buildUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, getJson, injectAs, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
const r: Record<string, { id: number; resourceCode: string }> = {};
let station: { id: number };
let quietStation: { id: number };
let producer: { id: number };
const slugs: Record<string, string> = {};

const codes = (body: { objects: { resource_code: string }[] }) => body.objects.map((o) => o.resource_code);
const collectionSlugs = (body: { objects: { slug: string }[] }) => body.objects.map((o) => o.slug);

beforeAll(async () => {
  app = await buildTestApp();
  station = await buildOrganization(app, { kind: 'station' });
  quietStation = await buildOrganization(app, { kind: 'station' });
  producer = await buildOrganization(app, { kind: 'producer' });
  r.video = await buildResource(app, { title: 'Volcano video', subjects: [10102] });
  r.lesson = await buildResource(app, { title: 'Volcano lesson', mediaType: 'Lesson Plan' });
  r.teachersOnly = await buildResource(app, { title: 'Teacher interview', forStudents: false });
  r.hidden = await buildResource(app, { title: 'Draft', status: 'unpublished' });
  r.expired = await buildResource(app, { title: 'Old clip', expired: true });
  r.local = await buildResource(app, { title: 'Local story' });
  for (let i = 0; i < 6; i++) r[`extra${i}`] = await buildResource(app, { title: `Extra ${i}` });

  // National featured order: lesson, video, teachersOnly, hidden, expired; the station features its own.
  await buildFeatured(app, { resourceId: r.video.id, sortOrder: 2 });
  await buildFeatured(app, { resourceId: r.lesson.id, sortOrder: 1 });
  await buildFeatured(app, { resourceId: r.teachersOnly.id, sortOrder: 3 });
  await buildFeatured(app, { resourceId: r.hidden.id, sortOrder: 4 });
  await buildFeatured(app, { resourceId: r.expired.id, sortOrder: 5 });
  await buildFeatured(app, { resourceId: r.local.id, sortOrder: 1, organizationId: station.id });

  const series = await buildCollection(app, {
    title: 'Zebra Series',
    type: 'series',
    awardWinning: true,
    resourceIds: [r.video.id, r.extra0.id],
    subjects: [10102],
  });
  const parent = await buildCollection(app, {
    title: 'Alpha Award Parent',
    featured: true,
    awardWinning: true,
    posterPath: '/media/posters/parent.webp',
    resourceIds: [r.lesson.id, r.extra1.id, r.extra2.id, r.extra3.id, r.extra4.id, r.extra5.id],
    subcollectionIds: [series.id],
    publishedAt: new Date(Date.now() - 3_600_000),
  });
  const teachersOnly = await buildCollection(app, {
    featured: true,
    resourceIds: [r.teachersOnly.id, r.lesson.id],
    subjects: [8337],
  });
  const empty = await buildCollection(app, {
    featured: true,
    resourceIds: [r.hidden.id, r.expired.id],
  });
  const unpublished = await buildCollection(app, {
    featured: true,
    status: 'unpublished',
    resourceIds: [r.video.id],
  });
  const local = await buildCollection(app, {
    type: 'station',
    organizationId: station.id,
    resourceIds: [r.local.id],
    publishedAt: new Date(Date.now() - 86_400_000),
  });
  Object.assign(slugs, {
    series: series.slug,
    parent: parent.slug,
    teachersOnly: teachersOnly.slug,
    empty: empty.slug,
    unpublished: unpublished.slug,
    local: local.slug,
  });

  await buildAd(app, { spot: 3 });
  await buildAd(app, { spot: 1 });
  await buildAd(app, { spot: 2, isActive: false });
  await buildAd(app, { spot: 4, startsAt: new Date(Date.now() + 86_400_000) });
  await buildAd(app, { spot: 5, endsAt: new Date(Date.now() - 1000) });
  await buildAd(app, {
    spot: 6,
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 86_400_000),
  });
  await buildAd(app, { spot: 2, organizationId: station.id, description: 'Station ad' });

  await buildHero(app, { imagePath: '/media/heroes/t2.webp', sortOrder: 2 });
  await buildHero(app, { imagePath: '/media/heroes/t1.webp', sortOrder: 1 });
  await buildHero(app, { imagePath: '/media/heroes/off.webp', isActive: false });
  await buildHero(app, { imagePath: '/media/heroes/s1.webp', audience: 'student' });
  await buildHero(app, { imagePath: '/media/heroes/local.webp', organizationId: station.id });
});

describe('GET /api/v2/lm/homepage/resources/', () => {
  it('lists the national featured resources in their order, never unpublished, expired or station ones', async () => {
    const { status, body } = await getJson(app, '/api/v2/lm/homepage/resources/');
    expect(status).toBe(200);
    const reply = homepageResourcesReplySchema.parse(body);
    expect(codes(reply)).toEqual([r.lesson, r.video, r.teachersOnly].map((x) => x?.resourceCode));
    expect(reply.objects[1]).toMatchObject({
      title: 'Volcano video',
      media_type: 'Video',
      url: `/resource/${r.video?.resourceCode}/`,
      subjects: [{ id: 10102, title: 'Physical Science' }],
      grades: ['6-8'],
      languages: ['English'],
    });
  });

  it('shows students only student content without Lesson Plans (student=true or a student session)', async () => {
    const { body } = await getJson(app, '/api/v2/lm/homepage/resources/?student=true');
    expect(codes(body)).toEqual([r.video?.resourceCode]);
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const response = await injectAs(app, student, { method: 'GET', url: '/api/v2/lm/homepage/resources/' });
    expect(codes(response.json())).toEqual([r.video?.resourceCode]);
  });

  it('leaves Lesson Plans out of the add-on view', async () => {
    const { body } = await getJson(app, '/api/v2/lm/homepage/resources/?add_on=true');
    expect(codes(body)).toEqual([r.video, r.teachersOnly].map((x) => x?.resourceCode));
  });

  it('refuses a bad flag with a 400 that names it', async () => {
    const { status, body } = await getJson(app, '/api/v2/lm/homepage/resources/?student=yes');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('student');
  });
});

describe('GET /api/v2/lm/homepage/collections/', () => {
  it('lists published featured collections with something to show, newest first, with counts and a preview of 5', async () => {
    const { status, body } = await getJson(app, '/api/v2/lm/homepage/collections/');
    expect(status).toBe(200);
    const reply = homepageCollectionsReplySchema.parse(body);
    expect(collectionSlugs(reply)).toEqual([slugs.teachersOnly, slugs.parent]);
    const parent = reply.objects[1];
    // Six of its own plus the subcollection's two, one of which (video) is new: 6 + 2 = 8 distinct.
    expect(parent?.resource_count).toBe(8);
    expect(parent?.resources.map((x) => x.resource_code)).toEqual(
      [r.lesson, r.extra1, r.extra2, r.extra3, r.extra4].map((x) => x?.resourceCode),
    );
    expect(parent).toMatchObject({
      poster: '/media/posters/parent.webp',
      media_type: 'Collection',
      url: `/collection/${slugs.parent}/`,
    });
    // Without artwork of its own, a collection shows its first resource's poster.
    expect(reply.objects[0]?.poster).toBe(`/media/posters/${r.teachersOnly?.resourceCode}.jpg`);
  });

  it('counts only student content for students and drops collections left empty', async () => {
    const { body } = await getJson(app, '/api/v2/lm/homepage/collections/?student=true');
    expect(collectionSlugs(body)).toEqual([slugs.parent]);
    expect(body.objects[0].resource_count).toBe(7);
  });

  it('offers no collections in the add-on view', async () => {
    const { body } = await getJson(app, '/api/v2/lm/homepage/collections/?add_on=true');
    expect(body).toEqual({ objects: [] });
  });

  it("puts a station's own collections first", async () => {
    const { status, body } = await getJson(app, `/api/v2/lm/homepage/collections/${station.id}/`);
    expect(status).toBe(200);
    expect(collectionSlugs(body)).toEqual([slugs.local, slugs.teachersOnly, slugs.parent]);
  });

  it('answers 404 for an organization that is not a station, and 400 for an id that is not a number', async () => {
    for (const id of [producer.id, 987654321]) {
      const { status, body } = await getJson(app, `/api/v2/lm/homepage/collections/${id}/`);
      expect(status).toBe(404);
      expect(body.message).toBe(`There is no station with id ${id}.`);
    }
    for (const id of ['abc', '0', '-1', '1e3', '99999999999999999999']) {
      const { status, body } = await getJson(app, `/api/v2/lm/homepage/collections/${id}/`);
      expect(status, id).toBe(400);
      expect(JSON.stringify(body)).toContain('organizationId must be a station id');
    }
  });
});

describe('GET /api/v2/lm/homepage/series/ and subject_collections', () => {
  it('lists award-winning series and collections by title', async () => {
    const { status, body } = await getJson(app, '/api/v2/lm/homepage/series/');
    expect(status).toBe(200);
    expect(collectionSlugs(homepageCollectionsReplySchema.parse(body))).toEqual([slugs.parent, slugs.series]);
  });

  it("finds a subject's collections by id or slug, including its disciplines'", async () => {
    const science = await getJson(app, '/api/v2/lm/homepage/subject_collections/science/');
    expect(science.status).toBe(200);
    expect(collectionSlugs(science.body)).toEqual([slugs.teachersOnly, slugs.series]);
    const byId = await getJson(app, '/api/v2/lm/homepage/subject_collections/8337/');
    expect(byId.body).toEqual(science.body);
    const physical = await getJson(app, '/api/v2/lm/homepage/subject_collections/physical-science/');
    expect(collectionSlugs(physical.body)).toEqual([slugs.series]);
    const maths = await getJson(app, '/api/v2/lm/homepage/subject_collections/1184/');
    expect(maths.body).toEqual({ objects: [] });
  });

  it('answers 404 for an unknown subject and 400 for one that is not an id or slug', async () => {
    const unknown = await getJson(app, '/api/v2/lm/homepage/subject_collections/astrology/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain("There is no subject 'astrology'");
    for (const subject of ['Not%20A%20Slug', '9'.repeat(40), '-science']) {
      const bad = await getJson(app, `/api/v2/lm/homepage/subject_collections/${subject}/`);
      expect(bad.status, subject).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('subject must be a subject id');
    }
  });
});

describe('GET /api/v2/get_adds/', () => {
  it('lists active national ads inside their date window, sorted by spot', async () => {
    const { status, body } = await getJson(app, '/api/v2/get_adds/');
    expect(status).toBe(200);
    const reply = promoAdsReplySchema.parse(body);
    expect(reply.ads.map((ad) => ad.spot)).toEqual([1, 3, 6]);
    expect(reply.ads[0]).toEqual({
      spot: 1,
      image_its: '/media/ads/test-1.webp',
      image_alt: 'Ad 1',
      description: 'Ad in spot 1',
      callToActionLink: '/collection/ad-1/',
      callToActionText: 'Learn more',
    });
  });

  it("gives a station's own ads, or the national ones when it has none running", async () => {
    const own = await getJson(app, `/api/v2/get_adds/${station.id}/`);
    expect(own.body.ads.map((ad: { description: string }) => ad.description)).toEqual(['Station ad']);
    const quiet = await getJson(app, `/api/v2/get_adds/${quietStation.id}/`);
    expect(quiet.body.ads.map((ad: { spot: number }) => ad.spot)).toEqual([1, 3, 6]);
    const cookie = await injectAs(
      app,
      { ...apiHeaders(app), cookies: { organization_id: String(station.id) } },
      { method: 'GET', url: '/api/v2/get_adds/' },
    );
    expect(cookie.json().ads.map((ad: { description: string }) => ad.description)).toEqual(['Station ad']);
    const unknownCookie = await injectAs(
      app,
      { ...apiHeaders(app), cookies: { organization_id: '987654321' } },
      { method: 'GET', url: '/api/v2/get_adds/' },
    );
    expect(unknownCookie.json().ads.map((ad: { spot: number }) => ad.spot)).toEqual([1, 3, 6]);
  });

  it('answers 404 for an unknown station and 400 for a malformed id', async () => {
    expect((await getJson(app, '/api/v2/get_adds/987654321/')).status).toBe(404);
    expect((await getJson(app, `/api/v2/get_adds/${producer.id}/`)).status).toBe(404);
    expect((await getJson(app, '/api/v2/get_adds/..%2F..%2Fetc/')).status).toBe(400);
  });
});

describe('GET /api/v2/hero-images/', () => {
  it('lists the active teacher hero images in order, or the student ones', async () => {
    const teacher = await getJson(app, '/api/v2/hero-images/');
    expect(teacher.status).toBe(200);
    expect(heroImagesReplySchema.parse(teacher.body).results).toEqual([
      { image_url: '/media/heroes/t1.webp', alt_text: '' },
      { image_url: '/media/heroes/t2.webp', alt_text: '' },
    ]);
    const student = await getJson(app, '/api/v2/hero-images/?student=true');
    expect(student.body.results.map((x: { image_url: string }) => x.image_url)).toEqual([
      '/media/heroes/s1.webp',
    ]);
  });

  it("uses a station's own hero images when it has them", async () => {
    const local = await getJson(app, `/api/v2/hero-images/?organization_id=${station.id}`);
    expect(local.body.results.map((x: { image_url: string }) => x.image_url)).toEqual([
      '/media/heroes/local.webp',
    ]);
    const quiet = await getJson(app, `/api/v2/hero-images/?organization_id=${quietStation.id}`);
    expect(quiet.body.results).toHaveLength(2);
    expect((await getJson(app, '/api/v2/hero-images/?organization_id=987654321')).status).toBe(404);
  });
});
