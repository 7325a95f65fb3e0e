import {
  collectionSearchInfoSchema,
  ORGANIZATION_COOKIE,
  searchCollectionsReplySchema,
} from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema.ts';
import {
  buildCollection,
  buildOptOut,
  buildProject,
  buildResource,
  buildSearchFilter,
  buildSubcollection,
  buildUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
const slugs: Record<string, string> = {};
const ids: Record<string, number> = {};
let orgId: number;
let videoOptOutOrgId: number;

// A made-up word so that only this file's collections match.
const W = 'plumbrossite';

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  const video = await buildResource(app, { title: 'Tide pool video', grades: ['3-5'], subjects: [10105] });
  const lessonPlan = await buildResource(app, {
    title: 'Tide pool lesson',
    mediaType: 'Lesson Plan',
    grades: ['6-8'],
    subjects: [10102],
  });
  const teacherOnly = await buildResource(app, { title: 'Teacher talk', forStudents: false });
  const hidden = await buildResource(app, { title: 'Draft', status: 'unpublished' });
  const project = await buildProject(app, { title: 'Ocean Lab', kind: 'content_project' });
  const inProject = await buildResource(app, {
    title: 'Ocean lab clip',
    subjects: [10105],
    contentProjectId: project.id,
  });

  const titled = await buildCollection(app, {
    title: `${W} tide pools`,
    description: 'Life between the tides.',
    resourceIds: [video.id, lessonPlan.id],
    grades: ['3-5', '6-8'],
    subjects: [8337],
    publishedAt: new Date('2024-01-01'),
  });
  const described = await buildCollection(app, {
    title: 'Coastal science',
    description: `Rock pools and ${W} habitats.`,
    resourceIds: [lessonPlan.id],
    publishedAt: new Date('2025-01-01'),
  });
  const teacherCollection = await buildCollection(app, {
    title: `${W} for teachers`,
    resourceIds: [teacherOnly.id],
    featured: true,
  });
  await buildCollection(app, { title: `${W} draft`, resourceIds: [video.id], status: 'unpublished' });
  await buildCollection(app, { title: `${W} empty`, resourceIds: [hidden.id] });
  const series = await buildCollection(app, { title: `${W} series`, type: 'series' });
  const episode = await buildCollection(app, { title: 'Episode one', resourceIds: [video.id] });
  await buildSubcollection(app, { collectionId: series.id, subcollectionId: episode.id });
  const premium = await buildCollection(app, {
    title: 'Premium ocean library',
    type: 'premium',
    resourceIds: [video.id, lessonPlan.id, inProject.id, hidden.id],
  });
  await buildSearchFilter(app, {
    collectionId: premium.id,
    kind: 'ch',
    subjectId: 10101,
    title: 'Life Science',
  });
  await buildSearchFilter(app, {
    collectionId: premium.id,
    kind: 'cp',
    projectId: project.id,
    title: 'Ocean Lab',
  });
  await buildSearchFilter(app, {
    collectionId: premium.id,
    kind: 'custom',
    value: 'hands-on',
    title: 'Hands-on',
    resourceIds: [lessonPlan.id, hidden.id],
  });
  videoOptOutOrgId = (await buildOptOut(app, { resourceId: video.id })).organizationId;
  const stationOnly = await buildResource(app, { title: 'Station special' });
  orgId = (await buildOptOut(app, { resourceId: stationOnly.id })).organizationId;
  const stationCollection = await buildCollection(app, {
    title: `${W} station picks`,
    resourceIds: [stationOnly.id],
  });
  const unpublishedPremium = await buildCollection(app, {
    title: 'Hidden premium',
    type: 'premium',
    status: 'unpublished',
    resourceIds: [video.id],
  });
  Object.assign(slugs, {
    titled: titled.slug,
    described: described.slug,
    teacherCollection: teacherCollection.slug,
    series: series.slug,
    episode: episode.slug,
    premium: premium.slug,
    stationCollection: stationCollection.slug,
    unpublishedPremium: unpublishedPremium.slug,
  });
  Object.assign(ids, { titled: titled.id });
});

async function searchCollections(query: string, auth = apiHeaders(app)) {
  const reply = await injectAs(app, auth, { url: `/api/v2/search_collections/?${query}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return searchCollectionsReplySchema.parse(reply.json());
}

const slugsOf = (reply: { objects: { slug: string }[] }) => reply.objects.map((o) => o.slug);

describe('GET /api/v2/search_collections/', () => {
  it('finds published collections with visible resources, title matches before description matches', async () => {
    const reply = await searchCollections(`q=${W}`);
    expect(reply.meta.total).toBe(5);
    const found = slugsOf(reply);
    expect(found.indexOf(slugs.titled as string)).toBeLessThan(found.indexOf(slugs.described as string));
    expect(found).toEqual(
      expect.arrayContaining([
        slugs.titled,
        slugs.described,
        slugs.teacherCollection,
        slugs.series,
        slugs.stationCollection,
      ]),
    );
    const card = reply.objects.find((o) => o.slug === slugs.titled);
    expect(card).toMatchObject({
      title: `${W} tide pools`,
      type: 'collection',
      media_type: 'Collection',
      grades: ['3-5', '6-8'],
      subjects: [{ id: 8337, title: 'Science' }],
      resources_count: 2,
      url: `/collection/${slugs.titled}/`,
    });
    expect(reply.objects.find((o) => o.slug === slugs.series)?.resources_count).toBe(1);
  });

  it('pages with start and count and links the next page', async () => {
    const first = await searchCollections(`q=${W}&count=3&rank_by=title`);
    expect(first.objects).toHaveLength(3);
    expect(first.meta.next_uri).toContain('start=3');
    expect(first.meta.next_uri).toContain('/api/v2/search_collections/?');
    const next = await injectAs(app, apiHeaders(app), { url: first.meta.next_uri as string });
    const second = searchCollectionsReplySchema.parse(next.json());
    expect(second.objects).toHaveLength(2);
    expect(second.meta.next_uri).toBeNull();
    expect([...slugsOf(first), ...slugsOf(second)].sort()).toEqual(
      slugsOf(await searchCollections(`q=${W}`)).sort(),
    );
    expect((await searchCollections(`q=${W}&start=9000`)).objects).toEqual([]);
  });

  it('sorts by newest and title', async () => {
    const newest = slugsOf(await searchCollections(`q=${W}&rank_by=newest`));
    expect(newest.indexOf(slugs.described as string)).toBeLessThan(newest.indexOf(slugs.titled as string));
    const byTitle = (await searchCollections(`q=${W}&rank_by=title`)).objects.map((o) =>
      o.title.toLowerCase(),
    );
    expect(byTitle).toEqual([...byTitle].sort());
  });

  it('keeps collections holding a resource that matches the facets', async () => {
    const reply = await searchCollections(`q=${W}&selected_facet=grades:3-5`);
    expect(slugsOf(reply).sort()).toEqual([slugs.series, slugs.titled].sort());
    const lessons = await searchCollections(
      `q=${W}&selected_facet=${encodeURIComponent('media_type:Lesson Plan')}`,
    );
    expect(slugsOf(lessons).sort()).toEqual([slugs.described, slugs.titled].sort());
  });

  it('shows students only collections with student content', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    for (const reply of [
      await searchCollections(`q=${W}&student=true`),
      await searchCollections(`q=${W}`, student),
    ]) {
      expect(slugsOf(reply).sort()).toEqual([slugs.series, slugs.stationCollection, slugs.titled].sort());
      expect(reply.objects.find((o) => o.slug === slugs.titled)?.resources_count).toBe(1);
    }
  });

  it("leaves out collections holding only resources the organization cookie's station opted out of", async () => {
    expect(slugsOf(await searchCollections(`q=${W}`))).toContain(slugs.stationCollection);
    const reply = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search_collections/?q=${W}`,
      cookies: { [ORGANIZATION_COOKIE]: String(orgId) },
    });
    const found = slugsOf(searchCollectionsReplySchema.parse(reply.json()));
    expect(found).not.toContain(slugs.stationCollection);
    expect(found).toContain(slugs.titled);
  });

  it('returns nothing for the add-on view, which excludes collections', async () => {
    const reply = await searchCollections(
      `q=${W}&excluded_facet=${encodeURIComponent('media_type:Lesson Plan,Collection')}`,
    );
    expect(reply).toEqual({ objects: [], meta: { total: 0, next_uri: null } });
  });

  it('searches the subcollections of collection_slug', async () => {
    expect(slugsOf(await searchCollections(`collection_slug=${slugs.series}`))).toEqual([slugs.episode]);
    expect((await searchCollections('collection_slug=no-such-collection')).meta.total).toBe(0);
  });

  it('stops showing a collection once it is unpublished', async () => {
    await app.orm
      .update(collections)
      .set({ status: 'unpublished' })
      .where(eq(collections.id, ids.titled as number));
    expect(slugsOf(await searchCollections(`q=${W}`))).not.toContain(slugs.titled);
    await app.orm
      .update(collections)
      .set({ status: 'published' })
      .where(eq(collections.id, ids.titled as number));
    expect(slugsOf(await searchCollections(`q=${W}`))).toContain(slugs.titled);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases = [
      [`q=${'a'.repeat(201)}`, 'at most 200'],
      ['start=-1', 'start'],
      ['start=99999999', 'start'],
      ['count=0', 'count'],
      ['count=100000', 'count'],
      ['rank_by=popularity', 'rank_by'],
      ['collection_slug=Not%20A%20Slug', 'collection slug'],
      ['selected_facet=colour:red', "unknown facet 'colour'"],
      ['facet_by=colour', "unknown facet 'colour'"],
    ] as const;
    for (const [query, message] of cases) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search_collections/?${query}` });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.body, query).toContain(message);
    }
  });
});

describe('GET /api/v2/collection/search_info/{slug}', () => {
  async function searchInfo(slug: string, query = '') {
    const reply = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/collection/search_info/${slug}${query}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return collectionSearchInfoSchema.parse(reply.json());
  }

  it("lists a premium collection's subject, project and custom filters with counts of visible resources", async () => {
    const info = await searchInfo(slugs.premium as string);
    expect(info).toMatchObject({ slug: slugs.premium, title: 'Premium ocean library', type: 'premium' });
    // Life Science covers its discipline Ecosystems (the video and the project clip).
    expect(info.ch_filter).toEqual([{ id: 10101, title: 'Life Science', facet: 'subject:10101', count: 2 }]);
    expect(info.cp_filter).toHaveLength(1);
    expect(info.cp_filter[0]).toMatchObject({ title: 'Ocean Lab', count: 1 });
    expect(info.cp_filter[0]?.facet).toBe(`cp:${info.cp_filter[0]?.id}`);
    // The unpublished resource is not counted.
    expect(info.custom_filters).toEqual([{ id: 'hands-on', title: 'Hands-on', facet: null, count: 1 }]);
  });

  it('counts only student content in student mode', async () => {
    const info = await searchInfo(slugs.premium as string, '?student=true');
    expect(info.custom_filters[0]?.count).toBe(0);
    expect(info.ch_filter[0]?.count).toBe(2);
  });

  it("counts without the resources the organization cookie's station opted out of", async () => {
    const reply = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/collection/search_info/${slugs.premium}`,
      cookies: { [ORGANIZATION_COOKIE]: String(videoOptOutOrgId) },
    });
    const info = collectionSearchInfoSchema.parse(reply.json());
    expect(info.ch_filter[0]?.count).toBe(1);
    expect(info.custom_filters[0]?.count).toBe(1);
  });

  it('answers empty filter lists for a plain collection', async () => {
    const info = await searchInfo(slugs.titled as string);
    expect(info).toMatchObject({ ch_filter: [], cp_filter: [], custom_filters: [] });
  });

  it('answers 404 with a clear message for an unknown or unpublished collection', async () => {
    for (const slug of ['no-such-collection', slugs.unpublishedPremium]) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/collection/search_info/${slug}` });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'not_found' });
      expect(reply.body).toContain(`No published collection has the address '${slug}'`);
    }
  });

  it('answers 400 for a malformed slug', async () => {
    for (const slug of ['UPPER', 'two--hyphens', '%E2%9C%93', 'a'.repeat(151)]) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/collection/search_info/${slug}` });
      expect(reply.statusCode, slug).toBe(400);
      expect(reply.body, slug).toMatch(/collection slug/);
    }
  });
});
