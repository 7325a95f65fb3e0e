import { describe, expect, it } from 'vitest';
import { sameSiteNextPath } from '../next-path.ts';
import { OIDC_MESSAGES, oidcErrorPagePath } from './oidc.ts';

describe('sameSiteNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameSiteNextPath('/tools/favorites/?student=true#top')).toBe('/tools/favorites/?student=true#top');
    expect(sameSiteNextPath('  /search/?q=volcano  ')).toBe('/search/?q=volcano');
    expect(sameSiteNextPath('/a/../b/')).toBe('/b/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'relative/path',
    '',
  ])('refuses %j', (next) => {
    expect(sameSiteNextPath(next)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(sameSiteNextPath(null)).toBeNull();
    expect(sameSiteNextPath(undefined)).toBeNull();
  });
});

describe('oidcErrorPagePath', () => {
  it('names the failure, its message, a safe next and the student flag', () => {
    const url = new URL(oidcErrorPagePath('denied', { next: '/student', kind: 'student' }), 'https://x.test');
    expect(url.pathname).toBe('/error');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: '403',
      customErrorMessage: OIDC_MESSAGES.denied,
      reason: 'oidc_denied',
      next: '/student',
      student: 'true',
    });
  });

  it('drops an off-site next', () => {
    const url = new URL(oidcErrorPagePath('failed', { next: '//evil.example' }), 'https://x.test');
    expect(url.searchParams.has('next')).toBe(false);
    expect(url.searchParams.has('student')).toBe(false);
  });
});
