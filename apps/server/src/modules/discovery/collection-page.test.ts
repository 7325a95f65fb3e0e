import {
  COLLECTION_ERROR_DETAILS,
  collectionDetailSchema,
  collectionErrorReplySchema,
  collectionResourcesReplySchema,
  ORGANIZATION_COOKIE,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCollection,
  buildMembership,
  buildOptOut,
  buildOrganization,
  buildResource,
  buildSubcollection,
  buildUser,
  type ResourceOverrides,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;
let visitor: RequestAuth;
let teacher: RequestAuth;
let admin: RequestAuth;
let member: RequestAuth;
const codes: Record<string, string> = {};
let slug: string;
let draftSlug: string;
let publishedSubSlug: string;
let draftSubSlug: string;
let stationId: number;

beforeAll(async () => {
  app = await buildTestApp();
  const make = async (name: string, input: ResourceOverrides) => {
    const row = await buildResource(app, input);
    codes[name] = row.resourceCode;
    return row.id;
  };
  const elementary = await make('elementary', { title: 'Seed sprouting', grades: ['3-5'] });
  const middle = await make('middle', { title: 'Plate tectonics', grades: ['6-8'] });
  const draft = await make('draft', { title: 'Draft clip', grades: ['6-8'], status: 'unpublished' });
  const expired = await make('expired', { title: 'Old clip', grades: ['6-8'], expired: true });
  const teacherOnly = await make('teacherOnly', {
    title: 'Teacher talk',
    grades: ['6-8'],
    forStudents: false,
  });
  const both = await make('both', { title: 'Water cycle', grades: ['3-5', '6-8'] });
  stationId = (await buildOptOut(app, { resourceId: both })).organizationId;

  const organization = await buildOrganization(app, { name: 'Collection Producer' });
  const collection = await buildCollection(app, {
    title: 'Earth and life',
    description: 'Clips about the living planet.',
    resourceIds: [elementary, middle, draft, expired, teacherOnly, both],
    grades: ['3-5', '6-8'],
    subjects: [8337],
    organizationId: organization.id,
  });
  slug = collection.slug;
  const draftCollection = await buildCollection(app, {
    title: 'Not yet',
    resourceIds: [middle],
    status: 'unpublished',
    organizationId: organization.id,
  });
  draftSlug = draftCollection.slug;
  const publishedSub = await buildCollection(app, { title: 'Rocks', resourceIds: [middle] });
  const draftSub = await buildCollection(app, {
    title: 'Rocks draft',
    resourceIds: [middle],
    status: 'unpublished',
  });
  publishedSubSlug = publishedSub.slug;
  draftSubSlug = draftSub.slug;
  await buildSubcollection(app, { collectionId: collection.id, subcollectionId: publishedSub.id });
  await buildSubcollection(app, { collectionId: collection.id, subcollectionId: draftSub.id });

  visitor = apiHeaders(app);
  teacher = await signInAs(app, await buildUser(app, { role: 'teacher' }));
  admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
  const memberUser = await buildUser(app, { role: 'teacher' });
  await buildMembership(app, { organizationId: organization.id, userId: memberUser.id });
  member = await signInAs(app, memberUser);
});

const get = (auth: RequestAuth, url: string, cookies: Record<string, string> = {}) =>
  injectAs(app, auth, { method: 'GET', url, cookies });
const codesOf = (objects: { resource_code: string }[]) => objects.map((card) => card.resource_code);

describe('GET /api/v2/collection/{slug}/', () => {
  it('shows the header, its visible resources in order, grade choices and published subcollections', async () => {
    const reply = await get(visitor, `/api/v2/collection/${slug}/`);
    expect(reply.statusCode).toBe(200);
    const detail = collectionDetailSchema.parse(reply.json());
    expect(detail).toMatchObject({
      slug,
      title: 'Earth and life',
      description: 'Clips about the living planet.',
      media_type: 'Collection',
      status: 'published',
      is_preview: false,
      grades: ['3-5', '6-8'],
      subjects: [{ id: 8337, title: 'Science' }],
      organization: { name: 'Collection Producer' },
      url: `/collection/${slug}/`,
    });
    expect(codesOf(detail.resources.objects)).toEqual([
      codes.elementary,
      codes.middle,
      codes.teacherOnly,
      codes.both,
    ]);
    expect(detail.resources.meta).toEqual({ total: 4, next_uri: null, grade: 'N/A' });
    expect(detail.grade_options).toEqual([
      { slug: 'N/A', label: 'All grades', count: 4 },
      { slug: 'upper-elementary', label: 'Upper Elementary', count: 2 },
      { slug: 'middle-school', label: 'Middle School', count: 3 },
    ]);
    expect(detail.subcollections.map((card) => card.slug)).toEqual([publishedSubSlug]);
    expect(detail.subcollections[0]).toMatchObject({ title: 'Rocks', resources_count: 1 });
  });

  it('follows the student view and the station cookie, and filters the first page by grade', async () => {
    const student = collectionDetailSchema.parse(
      (await get(visitor, `/api/v2/collection/${slug}/?student=true`)).json(),
    );
    expect(codesOf(student.resources.objects)).toEqual([codes.elementary, codes.middle, codes.both]);
    const station = collectionDetailSchema.parse(
      (
        await get(visitor, `/api/v2/collection/${slug}/`, { [ORGANIZATION_COOKIE]: String(stationId) })
      ).json(),
    );
    expect(codesOf(station.resources.objects)).not.toContain(codes.both);
    const middle = collectionDetailSchema.parse(
      (await get(visitor, `/api/v2/collection/${slug}/?grade=middle-school&count=2`)).json(),
    );
    expect(codesOf(middle.resources.objects)).toEqual([codes.middle, codes.teacherOnly]);
    expect(middle.resources.meta.next_uri).toBe(
      `/api/v2/collection/resources/?slug=${slug}&grade=middle-school&start=2&count=2`,
    );
  });

  it('answers 404 with UNPUBLISHED for an unpublished collection, to admins too, and NOT_FOUND for an unknown one', async () => {
    for (const auth of [visitor, teacher, admin]) {
      const reply = await get(auth, `/api/v2/collection/${draftSlug}/`);
      expect(reply.statusCode).toBe(404);
      const body = collectionErrorReplySchema.parse(reply.json());
      expect(body.error).toEqual({ collection_slug: draftSlug, status: 'UNPUBLISHED' });
      expect(body.detail).toBe(COLLECTION_ERROR_DETAILS.UNPUBLISHED);
    }
    const unknown = await get(visitor, '/api/v2/collection/no-such-collection-here/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, error: { status: 'NOT_FOUND' } });
  });

  it('answers bad slugs, grades and counts with 400 and a message', async () => {
    const cases: [string, RegExp][] = [
      ['/api/v2/collection/Bad_Slug/', /collection slug/i],
      [`/api/v2/collection/${slug}/?grade=grade-13`, /grade must be N\/A/],
      [`/api/v2/collection/${slug}/?count=0`, /count must be/],
      [`/api/v2/collection/${slug}/?count=500`, /count must be/],
    ];
    for (const [url, message] of cases) {
      const reply = await get(visitor, url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().message, url).toMatch(message);
    }
  });
});

describe('GET /api/v2/collection/resources/', () => {
  it('pages through the resources with next_uri until the end', async () => {
    const seen: string[] = [];
    let url: string | null = `/api/v2/collection/resources/?slug=${slug}&count=3`;
    let pages = 0;
    while (url) {
      const reply = await get(visitor, url);
      expect(reply.statusCode).toBe(200);
      const page = collectionResourcesReplySchema.parse(reply.json());
      expect(page.meta.total).toBe(4);
      seen.push(...codesOf(page.objects));
      url = page.meta.next_uri;
      pages += 1;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual([codes.elementary, codes.middle, codes.teacherOnly, codes.both]);
  });

  it('keeps one grade by slug; N/A keeps all', async () => {
    const elementary = collectionResourcesReplySchema.parse(
      (await get(visitor, `/api/v2/collection/resources/?slug=${slug}&grade=upper-elementary`)).json(),
    );
    expect(codesOf(elementary.objects)).toEqual([codes.elementary, codes.both]);
    expect(elementary.meta).toMatchObject({ total: 2, grade: 'upper-elementary' });
    const all = collectionResourcesReplySchema.parse(
      (await get(visitor, `/api/v2/collection/resources/?slug=${slug}&grade=N%2FA`)).json(),
    );
    expect(all.meta.total).toBe(4);
    const none = collectionResourcesReplySchema.parse(
      (await get(visitor, `/api/v2/collection/resources/?slug=${slug}&grade=prek`)).json(),
    );
    expect(none).toEqual({ objects: [], meta: { total: 0, next_uri: null, grade: 'prek' } });
  });

  it('needs a slug and refuses unpublished collections outside preview', async () => {
    const missing = await get(visitor, '/api/v2/collection/resources/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/slug/i);
    const draft = await get(visitor, `/api/v2/collection/resources/?slug=${draftSlug}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error.status).toBe('UNPUBLISHED');
  });

  it('in preview shows unpublished and expired resources to admins only', async () => {
    const url = `/api/v2/collection/resources/?slug=${slug}&is_preview=true`;
    expect((await get(visitor, url)).statusCode).toBe(401);
    const refused = await get(teacher, url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ collection_slug: slug, status: 'UNPUBLISHED' });
    const page = collectionResourcesReplySchema.parse((await get(admin, url)).json());
    expect(codesOf(page.objects)).toEqual([
      codes.elementary,
      codes.middle,
      codes.draft,
      codes.expired,
      codes.teacherOnly,
      codes.both,
    ]);
  });
});

describe('GET /api/v2/collection_preview/{slug}/?is_preview=true', () => {
  it('shows an unpublished collection to admins and members of its organization', async () => {
    for (const auth of [admin, member]) {
      const reply = await get(auth, `/api/v2/collection_preview/${draftSlug}/?is_preview=true`);
      expect(reply.statusCode).toBe(200);
      const detail = collectionDetailSchema.parse(reply.json());
      expect(detail).toMatchObject({ slug: draftSlug, status: 'unpublished', is_preview: true });
    }
    const published = collectionDetailSchema.parse(
      (await get(admin, `/api/v2/collection_preview/${slug}/?is_preview=true&count=2`)).json(),
    );
    expect(published.subcollections.map((card) => card.slug)).toEqual([publishedSubSlug, draftSubSlug]);
    expect(published.resources.meta.total).toBe(6);
    expect(published.resources.meta.next_uri).toContain('is_preview=true');
  });

  it('turns away visitors (401) and everyone else (403), and needs is_preview=true', async () => {
    expect((await get(visitor, `/api/v2/collection_preview/${draftSlug}/?is_preview=true`)).statusCode).toBe(
      401,
    );
    const refused = await get(teacher, `/api/v2/collection_preview/${draftSlug}/?is_preview=true`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(COLLECTION_ERROR_DETAILS.PREVIEW_FORBIDDEN);
    const noFlag = await get(admin, `/api/v2/collection_preview/${draftSlug}/`);
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toMatch(/is_preview/);
  });
});
