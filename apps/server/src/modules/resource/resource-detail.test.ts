import { ORGANIZATION_COOKIE, type ResourceDetail, resourceDetailSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAlignment,
  buildAsset,
  buildAttribution,
  buildCollection,
  buildContentFlag,
  buildCurriculumTags,
  buildFavorite,
  buildLessonPlan,
  buildOptOut,
  buildOrganization,
  buildRelated,
  buildResource,
  buildSupportMaterial,
  buildUser,
  buildVideoFiles,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
let code: string;
let resourceId: number;
const related: string[] = [];
const relatedIds: number[] = [];
let firstCollectionSlug: string;
let tagIds: { rootId: number; leafId: number };

async function detail(url: string, auth: RequestAuth = apiHeaders(app)) {
  const response = await injectAs(app, auth, { method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  app = await buildTestApp();
  const lesson = await buildResource(app, {
    title: 'Reading the tide tables',
    mediaType: 'Lesson Plan',
    grades: ['6-8', '3-5'],
    subjects: [10111, 10204],
    languages: ['en', 'es'],
    moreAbout: '<p>Made with <b>teachers</b>.</p><script>alert(1)</script>',
  });
  code = lesson.resourceCode;
  resourceId = lesson.id;
  const brand = await buildOrganization(app, { name: 'Harbor Studio' });
  const funderA = await buildOrganization(app, { name: 'Tide Fund', kind: 'funder' });
  const funderB = await buildOrganization(app, { name: 'Coast Trust', kind: 'funder' });
  await buildAttribution(app, { resourceId, organizationId: brand.id, role: 'brand', sortOrder: 0 });
  await buildAttribution(app, { resourceId, organizationId: funderB.id, role: 'funder', sortOrder: 2 });
  await buildAttribution(app, { resourceId, organizationId: funderA.id, role: 'funder', sortOrder: 1 });

  const video = await buildAsset(app, {
    resourceId: resourceId,
    kind: 'video',
    title: 'High tide',
    sortOrder: 1,
  });
  await buildVideoFiles(app, { assetId: video.id });
  await buildContentFlag(app, {
    assetId: video.id,
    flag: 'sensitive',
    description: 'Shows a storm surge damaging homes.',
  });
  await buildContentFlag(app, { assetId: video.id, flag: 'commentary', description: '' });
  await buildAsset(app, {
    resourceId: resourceId,
    kind: 'htmlfragment',
    title: 'Tide notes',
    sortOrder: 2,
    html: '<p onclick="steal()">Notes <a href="javascript:alert(1)">here</a></p>',
  });
  await buildAsset(app, { resourceId: resourceId, kind: 'audio', title: 'Harbor sounds', sortOrder: 3 });
  await buildSupportMaterial(app, {
    resourceId: resourceId,
    audience: 'for_teacher',
    category: 'Teaching Tips',
    title: 'Tips',
  });
  await buildSupportMaterial(app, {
    resourceId: resourceId,
    audience: 'for_teacher',
    category: 'Answer Keys',
    title: 'Key',
    sortOrder: 1,
  });
  await buildSupportMaterial(app, {
    resourceId: resourceId,
    audience: 'for_student',
    category: 'Handouts',
    title: 'Tide worksheet',
  });
  await buildLessonPlan(app, {
    resourceId: resourceId,
    overview: '<p>Students read tide tables.</p><img src="x" onerror="steal()">',
    procedure: '<ol><li>Look at the moon.</li></ol>',
    contents: [
      { title: 'Tide video', type: 'video' },
      { title: 'Discussion prompt', type: 'text', flag: 'commentary' },
    ],
  });
  const a = await buildResource(app, { title: 'Moon phases', forStudents: false });
  const b = await buildResource(app, { title: 'Ocean currents' });
  const hidden = await buildResource(app, { title: 'Draft on waves', status: 'unpublished' });
  const old = await buildResource(app, { title: 'Old tide clip', expired: true });
  await buildRelated(app, { resourceId: resourceId, relatedIds: [a.id, b.id, hidden.id, old.id] });
  related.push(a.resourceCode, b.resourceCode);
  relatedIds.push(a.id, b.id);
  const first = await buildCollection(app, {
    resourceIds: [b.id, resourceId, a.id, hidden.id],
    title: 'Ocean unit',
    featured: true,
  });
  firstCollectionSlug = first.slug;
  const extra = await Promise.all(
    Array.from({ length: 5 }, (_, i) => buildResource(app, { title: `Extra ${i}` })),
  );
  await buildCollection(app, { resourceIds: [resourceId, ...extra.map((r) => r.id)], title: 'Another unit' });
  await buildCollection(app, { resourceIds: [resourceId], title: 'Hidden unit', status: 'unpublished' });
  tagIds = await buildCurriculumTags(app, { resourceId: resourceId, names: ['Earth Systems', 'Tides'] });
  await buildAlignment(app, {
    resourceId: resourceId,
    levels: ['06', '07'],
    scope: 'national',
    authority: 'Council',
    code: 'ESS-1',
    statement: 'x',
  });
});

describe('GET /api/v2/resource/{code}/', () => {
  it('answers the whole detail in the shared shape', async () => {
    const { status, body } = await detail(`/api/v2/resource/${code}/`);
    expect(status).toBe(200);
    const parsed: ResourceDetail = resourceDetailSchema.parse(body);
    expect(parsed).toMatchObject({
      id: resourceId,
      resource_code: code,
      title: 'Reading the tide tables',
      media_type: 'Lesson Plan',
      status: 'published',
      is_preview: false,
      grades: ['3-5', '6-8'],
      has_standards: true,
      credits_link: `/credits/${code}`,
      student_view_url: `/resource/${code}/?student=true`,
      focus_view_url: `/resource/${code}/?focus=true`,
      admin_link: null,
      favorite_id: null,
      content_warnings: ['sensitive', 'commentary'],
    });
    expect(parsed.root_subjects.map((s) => s.title)).toEqual(['Science', 'Social Studies']);
    expect(parsed.languages.map((l) => l.code)).toEqual(['en', 'es']);
    expect(parsed.attributions.map((a) => `${a.role}:${a.name}`)).toEqual([
      'brand:Harbor Studio',
      'funder:Tide Fund',
      'funder:Coast Trust',
    ]);
  });

  it('sends assets with their media models, in order, and sanitizes HTML', async () => {
    const { body } = await detail(`/api/v2/resource/${code}/`);
    const [video, fragment, audio] = body.assets as ResourceDetail['assets'];
    expect(video?.media_type).toBe('video');
    expect(video?.medias.files.map((f) => [f.role, f.primary, f.georestriction])).toEqual([
      ['mp4_high', true, false],
      ['hls', false, true],
    ]);
    expect(video?.medias.captions.map((c) => c.language)).toEqual(['en', 'es']);
    expect(video?.medias.chapters).toEqual([
      { title: 'Opening', start_seconds: 0 },
      { title: 'Second part', start_seconds: 40 },
    ]);
    expect(video?.medias.download).toEqual({
      url: '/media/video/asset.mp4',
      file_type: 'mp4',
      file_size: 1234567,
      is_downloadable: true,
      is_download_ready: true,
    });
    expect(video?.accessibility_indicators.map((i) => i.code)).toEqual(['captions', 'transcript']);
    expect(video?.content_flags).toHaveLength(2);
    expect(video?.error).toBeNull();
    expect(fragment?.medias.html).toBe('<p>Notes <a>here</a></p>');
    // An audio asset without any file cannot play: the page shows the error video instead.
    expect(audio?.error?.code).toBe('media_missing');
    expect(body.more_about_this_resource).toBe('<p>Made with <b>teachers</b>.</p>');
    expect(body.lesson_data).toEqual({
      overview: '<p>Students read tide tables.</p><img src="x" />',
      procedure: '<ol><li>Look at the moon.</li></ol>',
    });
  });

  it('groups support materials by category and labels text lesson contents HTMLFragment', async () => {
    const { body } = await detail(`/api/v2/resource/${code}/`);
    expect(
      body.support_materials.for_teacher.map((g: { category: string; items: unknown[] }) => g.category),
    ).toEqual(['Teaching Tips', 'Answer Keys']);
    expect(body.support_materials.for_student[0].items[0]).toMatchObject({
      title: 'Tide worksheet',
      print_url: '/media/docs/material-print.pdf',
      medias: [{ url: '/media/docs/material.pdf' }],
    });
    expect(body.lesson_contents.map((c: { type: string }) => c.type)).toEqual(['Video', 'HTMLFragment']);
    expect(body.lesson_contents[1].content_flags).toEqual([
      { flag: 'commentary', description: 'Shows a disputed view of the events.' },
    ]);
  });

  it('lists visible related resources, published collections and the first collection’s first five', async () => {
    const { body } = await detail(`/api/v2/resource/${code}/`);
    expect(body.related_resources.map((r: { resource_code: string }) => r.resource_code)).toEqual(related);
    expect(body.collection.collections.map((c: { title: string }) => c.title)).toEqual([
      'Ocean unit',
      'Another unit',
    ]);
    expect(body.collection.firstCollection.slug).toBe(firstCollectionSlug);
    expect(body.collection.firstCollection.resources).toHaveLength(3);
    expect(body.curriculum_tags).toEqual([
      expect.objectContaining({ id: tagIds.leafId, name: 'Tides', ancestor_ids: [tagIds.rootId] }),
    ]);
    expect(body.curriculum_tags[0].branch).toEqual({ id: tagIds.rootId, name: 'Earth Systems' });
  });

  it('leaves out related and collection resources the station in the organization cookie opted out of', async () => {
    const optedOut = related[1] as string;
    const station = await buildOptOut(app, { resourceId: relatedIds[1] as number });
    const auth = apiHeaders(app);
    const { body } = await detail(`/api/v2/resource/${code}/`, {
      ...auth,
      cookies: { ...auth.cookies, [ORGANIZATION_COOKIE]: String(station.organizationId) },
    });
    const codes = (cards: { resource_code: string }[]) => cards.map((card) => card.resource_code);
    expect(codes(body.related_resources)).toEqual([related[0]]);
    expect(codes(body.collection.firstCollection.resources)).not.toContain(optedOut);
    // Without the cookie, nothing is left out.
    expect(codes((await detail(`/api/v2/resource/${code}/`)).body.related_resources)).toEqual(related);
  });

  it('hides teacher materials and resources not for students in the student view', async () => {
    const { body } = await detail(`/api/v2/resource/${code}/?student=true`);
    expect(body.support_materials.for_teacher).toEqual([]);
    expect(body.support_materials.for_student).toHaveLength(1);
    expect(body.related_resources.map((r: { resource_code: string }) => r.resource_code)).toEqual([
      related[1],
    ]);
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    const asStudent = await detail(`/api/v2/resource/${code}/`, student);
    expect(asStudent.body.support_materials.for_teacher).toEqual([]);
  });

  it('gives a teacher the id of her favorite and an admin the CMS link', async () => {
    const teacher = await buildUser(app);
    await buildFavorite(app, { userId: teacher.id, resourceId });
    const mine = await detail(`/api/v2/resource/${code}/`, await signInAs(app, teacher));
    expect(mine.body.favorite_id).toEqual(expect.any(Number));
    const other = await detail(`/api/v2/resource/${code}/`, await signInAs(app, await buildUser(app)));
    expect(other.body.favorite_id).toBeNull();
    const admin = await detail(
      `/api/v2/resource/${code}/`,
      await signInAs(app, await buildUser(app, { role: 'admin' })),
    );
    expect(admin.body.admin_link).toBe(`/admin/catalog/resource/${resourceId}/change/`);
  });
});
