import { RESOURCE_ERROR_DETAILS, resourceErrorReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAttribution,
  buildMembership,
  buildOrganization,
  buildOwnedResource,
  buildRedirect,
  buildResource,
  buildUser,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, type RequestAuth, signInAs } from '../../test/test-app.ts';

let app: FastifyInstance;

async function get(url: string, auth: RequestAuth = apiHeaders(app)) {
  const response = await injectAs(app, auth, { method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  app = await buildTestApp();
});

describe('resource detail errors', () => {
  it('answers 404 NOT_FOUND for an unknown code, with no suggestions', async () => {
    const { status, body } = await get('/api/v2/resource/no-such-resource-42/');
    expect(status).toBe(404);
    expect(resourceErrorReplySchema.parse(body)).toMatchObject({
      code: 'not_found',
      status: 404,
      detail: RESOURCE_ERROR_DETAILS.NOT_FOUND,
      error: { resource_code: 'no-such-resource-42', status: 'NOT_FOUND', media_type: null },
      related_resources: [],
      expiration_date: null,
      admin_link: null,
    });
  });

  it('answers 400 with a readable message for a malformed code', async () => {
    for (const bad of ['-leading-dash', 'has%20space', `${'x'.repeat(101)}`, 'semi%3Bcolon']) {
      const { status, body } = await get(`/api/v2/resource/${bad}/`);
      expect(status, bad).toBe(400);
      expect(body.code).toBe('validation_error');
      expect(body.message).toContain('A resource code is 1 to 100 letters');
    }
  });

  it('answers 404 EXPIRED with the date when the expiration date is now or earlier', async () => {
    const expired = await buildResource(app, { title: 'Licensed clip', subjects: [10111] });
    // An hour ago by the clock: an expiry check off by a day would still show the resource.
    const expiry = new Date(Math.floor((Date.now() - 60 * 60 * 1000) / 1000) * 1000);
    await app.orm.execute(sql`UPDATE resources SET expiration_date = ${expiry} WHERE id = ${expired.id}`);
    const similar = await buildResource(app, { title: 'Same subject clip', subjects: [10111] });
    const { status, body } = await get(`/api/v2/resource/${expired.resourceCode}/`);
    expect(status).toBe(404);
    expect(resourceErrorReplySchema.parse(body)).toMatchObject({
      error: { status: 'EXPIRED', media_type: 'Video' },
      expiration_date: expiry.toISOString(),
    });
    const day = (n: number) => String(n).padStart(2, '0');
    const shown = `${day(expiry.getUTCMonth() + 1)}/${day(expiry.getUTCDate())}/${expiry.getUTCFullYear()}`;
    expect(body.detail).toContain(`expired on ${shown} due to a limited license`);
    expect(body.related_resources.map((r: { resource_code: string }) => r.resource_code)).toContain(
      similar.resourceCode,
    );
  });

  it('treats an expiration date of exactly now as expired', async () => {
    const resource = await buildResource(app, { title: 'Expires now' });
    await app.orm.execute(sql`UPDATE resources SET expiration_date = now() WHERE id = ${resource.id}`);
    const { status, body } = await get(`/api/v2/resource/${resource.resourceCode}/`);
    expect([status, body.error.status]).toEqual([404, 'EXPIRED']);
    const later = await buildResource(app, { title: 'Expires tomorrow' });
    await app.orm.execute(
      sql`UPDATE resources SET expiration_date = now() + interval '1 day' WHERE id = ${later.id}`,
    );
    expect((await get(`/api/v2/resource/${later.resourceCode}/`)).status).toBe(200);
  });

  it('answers 404 UNPUBLISHED outside preview, to admins too, with the admin link for admins', async () => {
    const draft = await buildResource(app, { title: 'Draft', status: 'unpublished' });
    const visitor = await get(`/api/v2/resource/${draft.resourceCode}/`);
    expect(visitor.status).toBe(404);
    expect(visitor.body.error.status).toBe('UNPUBLISHED');
    expect(visitor.body.detail).toBe(RESOURCE_ERROR_DETAILS.UNPUBLISHED);
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    const asAdmin = await get(`/api/v2/resource/${draft.resourceCode}/`, admin);
    expect(asAdmin.status).toBe(404);
    expect(asAdmin.body.admin_link).toBe(`/admin/catalog/resource/${draft.id}/change/`);
  });

  it('answers 403 NOT_FOR_STUDENTS in the student view and to students', async () => {
    const teacherOnly = await buildResource(app, { title: 'Teacher PD', forStudents: false });
    const url = `/api/v2/resource/${teacherOnly.resourceCode}/`;
    expect((await get(url)).status).toBe(200);
    const studentView = await get(`${url}?student=true`);
    expect(studentView.status).toBe(403);
    expect(resourceErrorReplySchema.parse(studentView.body).error.status).toBe('NOT_FOR_STUDENTS');
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    expect((await get(url, student)).status).toBe(403);
  });

  it('answers redirect_url for a renamed code, keeping the student view', async () => {
    const renamed = await buildResource(app, { title: 'New name' });
    await buildRedirect(app, { oldCode: 'old-code-for-renamed', resourceId: renamed.id });
    const { status, body } = await get('/api/v2/resource/old-code-for-renamed/');
    expect(status).toBe(200);
    expect(body).toEqual({ redirect_url: `/resource/${renamed.resourceCode}/` });
    const student = await get('/api/v2/resource/old-code-for-renamed/?student=true');
    expect(student.body).toEqual({ redirect_url: `/resource/${renamed.resourceCode}/?student=true` });
  });

  it('rejects unknown query values', async () => {
    const resource = await buildResource(app, { title: 'Any' });
    const { status, body } = await get(`/api/v2/resource/${resource.resourceCode}/?student=yes`);
    expect(status).toBe(400);
    expect(body.messages.join(' ')).toContain('Student');
  });
});

describe('GET /api/v2/resource_preview/{code}/?is_preview=true', () => {
  it('shows an unpublished or expired resource to admins and owner-organization members only', async () => {
    const draft = await buildOwnedResource(app, { title: 'Owned draft', status: 'unpublished' });
    const member = await buildUser(app);
    await buildMembership(app, { organizationId: draft.ownerOrganizationId, userId: member.id });
    const url = `/api/v2/resource_preview/${draft.resourceCode}/?is_preview=true`;

    const asMember = await get(url, await signInAs(app, member));
    expect(asMember.status).toBe(200);
    expect(asMember.body).toMatchObject({ status: 'unpublished', is_preview: true, admin_link: null });
    const asAdmin = await get(url, await signInAs(app, await buildUser(app, { role: 'admin' })));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.admin_link).toBe(`/admin/catalog/resource/${draft.id}/change/`);

    const outsider = await get(url, await signInAs(app, await buildUser(app)));
    expect(outsider.status).toBe(403);
    expect(resourceErrorReplySchema.parse(outsider.body)).toMatchObject({
      error: { status: 'UNPUBLISHED' },
      detail: RESOURCE_ERROR_DETAILS.PREVIEW_FORBIDDEN,
    });
    const memberStudent = await buildUser(app, { role: 'student' });
    await buildMembership(app, { organizationId: draft.ownerOrganizationId, userId: memberStudent.id });
    expect((await get(url, await signInAs(app, memberStudent))).status).toBe(403);
    expect((await get(url)).status).toBe(401);

    await app.orm.execute(sql`UPDATE resources SET status = 'published', published_at = now(),
      expiration_date = now() - interval '1 day' WHERE id = ${draft.id}`);
    const expiredPreview = await get(url, await signInAs(app, member));
    expect(expiredPreview.status).toBe(200);
    expect(expiredPreview.body.expiration_date).not.toBeNull();
  });

  it('takes the brand as owner when the resource has no content project', async () => {
    const draft = await buildResource(app, { title: 'Branded draft', status: 'unpublished' });
    const brand = await buildOrganization(app, { name: 'Brand Studio' });
    const funder = await buildOrganization(app, { name: 'Funder', kind: 'funder' });
    await buildAttribution(app, { resourceId: draft.id, organizationId: brand.id, role: 'brand' });
    await buildAttribution(app, { resourceId: draft.id, organizationId: funder.id, role: 'funder' });
    const brandMember = await buildUser(app);
    await buildMembership(app, { organizationId: brand.id, userId: brandMember.id });
    const funderMember = await buildUser(app);
    await buildMembership(app, { organizationId: funder.id, userId: funderMember.id });
    const url = `/api/v2/resource_preview/${draft.resourceCode}/?is_preview=true`;
    expect((await get(url, await signInAs(app, brandMember))).status).toBe(200);
    expect((await get(url, await signInAs(app, funderMember))).status).toBe(403);
  });

  it('needs is_preview=true and a well-formed code', async () => {
    const admin = await signInAs(app, await buildUser(app, { role: 'admin' }));
    const resource = await buildResource(app, { title: 'Published' });
    const missing = await get(`/api/v2/resource_preview/${resource.resourceCode}/`, admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('is_preview must be true');
    expect((await get('/api/v2/resource_preview/bad%20code/?is_preview=true', admin)).status).toBe(400);
    expect((await get('/api/v2/resource_preview/unknown-code/?is_preview=true', admin)).status).toBe(404);
  });
});
