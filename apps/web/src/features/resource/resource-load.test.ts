import type { ResourceErrorReply } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { readResourceAddress, resourceApiPath, resourceErrorDestination } from './resource-load.ts';

const errorReply = (overrides: Partial<ResourceErrorReply> = {}): ResourceErrorReply => ({
  code: 'not_found',
  message: 'Not found',
  detail: 'Gone.',
  status: 404,
  error: { resource_code: 'abc', status: 'NOT_FOUND', media_type: null },
  related_resources: [],
  expiration_date: null,
  admin_link: null,
  ...overrides,
});

describe('readResourceAddress', () => {
  it('reads the code, preview, student, focus and standards tab', () => {
    expect(readResourceAddress('sci-001-vid/', '', false)).toEqual({
      code: 'sci-001-vid',
      preview: false,
      student: false,
      focus: false,
      standardsTab: false,
    });
    expect(
      readResourceAddress('preview/sci-001-vid', '?student=true&focus=true&selected_tab=standards', false),
    ).toEqual({ code: 'sci-001-vid', preview: true, student: true, focus: true, standardsTab: true });
  });

  it('puts signed-in students in the student view and tolerates bad escapes', () => {
    expect(readResourceAddress('abc', '', true).student).toBe(true);
    expect(readResourceAddress('%E0%A4%A', '', false).code).toBe('%E0%A4%A');
    expect(readResourceAddress('', '', false).code).toBe('');
  });
});

describe('resourceApiPath', () => {
  it('uses the detail call, or the preview call with is_preview=true', () => {
    expect(resourceApiPath({ code: 'a.b', preview: false, student: false })).toBe('/api/v2/resource/a.b/');
    expect(resourceApiPath({ code: 'a', preview: false, student: true })).toBe(
      '/api/v2/resource/a/?student=true',
    );
    expect(resourceApiPath({ code: 'a b', preview: true, student: true })).toBe(
      '/api/v2/resource_preview/a%20b/?is_preview=true&student=true',
    );
  });
});

describe('resourceErrorDestination', () => {
  it('sends an expired resource to the expired page with its date and similar resources', () => {
    const reply = errorReply({
      error: { resource_code: 'abc', status: 'EXPIRED', media_type: 'Video' },
      expiration_date: '2026-01-31T00:00:00.000Z',
      related_resources: [
        {
          lo_id: 1,
          resource_code: 'x',
          title: 'Similar',
          media_type: 'Video',
          description: '',
          duration: null,
          poster: null,
          grades: [],
          subjects: [],
          languages: [],
          project: null,
          brand: null,
          support_materials_count: 0,
          url: '/resource/x/',
        },
      ],
    });
    expect(resourceErrorDestination(404, reply, '/resource/abc/')).toEqual({
      href: '/error?status=404',
      state: {
        errorStatus: 'expired',
        expirationDate: '2026-01-31T00:00:00.000Z',
        resourceType: 'resource',
        relatedResources: [{ title: 'Similar', url: '/resource/x/' }],
        adminLink: undefined,
      },
    });
  });

  it('shows unpublished, forbidden (with the detail), sign-in and generic pages', () => {
    const unpublished = errorReply({
      error: { resource_code: 'abc', status: 'UNPUBLISHED', media_type: 'Video' },
      admin_link: '/admin/resource/1/change/',
    });
    expect(resourceErrorDestination(404, unpublished, '/resource/abc/').state).toMatchObject({
      errorStatus: 'unpublished',
      adminLink: '/admin/resource/1/change/',
    });
    const forbidden = errorReply({ status: 403, detail: 'Not in the student view.' });
    expect(resourceErrorDestination(403, forbidden, '/resource/abc/').href).toBe(
      '/error?status=403&customErrorMessage=Not+in+the+student+view.',
    );
    expect(resourceErrorDestination(401, null, '/resource/preview/abc/').href).toBe(
      '/error?status=401&next=%2Fresource%2Fpreview%2Fabc%2F',
    );
    expect(resourceErrorDestination(404, errorReply(), '/resource/abc/')).toEqual({
      href: '/error?status=404',
    });
    expect(resourceErrorDestination(400, null, '/resource/%21/')).toEqual({ href: '/error?status=404' });
    expect(resourceErrorDestination(502, null, '/resource/abc/')).toEqual({ href: '/error?status=500' });
  });
});
