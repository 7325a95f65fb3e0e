import { describe, expect, it } from 'vitest';
import { sameSiteNextPath } from './next-path.ts';

/** Known open-redirect bypass forms: each must be refused, or kept as a path on this site. */
const BYPASSES = [
  '/.//evil.example/',
  '/./\\evil.example/',
  '/..//evil.example/',
  '/a/..//evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '//evil.example/',
  '///evil.example/',
  '/%2F/evil.example/',
  '/%2F%2Fevil.example/',
  '%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%252F%252Fevil.example/',
  '/%25252F/evil.example/',
  '/%2e%2f%2fevil.example/',
  '/.%2F%2Fevil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\n/evil.example/',
  '/%09/evil.example/',
  '/%0a/evil.example/',
  '/%0D%0A/evil.example/',
  '/%E3%80%82/evil.example/',
  ' //evil.example/',
  '\t//evil.example/',
  'https://evil.example/',
  'https:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '%6A%61vascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'relative/path',
  '',
];

/** Where a browser on https://lantern.example would end up after following the path. */
function landsOn(path: string): string {
  return new URL(path, 'https://lantern.example/here/').origin;
}

describe('sameSiteNextPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameSiteNextPath('/tools/favorites/?student=true#top')).toBe('/tools/favorites/?student=true#top');
    expect(sameSiteNextPath('  /search/?q=volcano  ')).toBe('/search/?q=volcano');
    expect(sameSiteNextPath('/a/../b/')).toBe('/b/');
    expect(sameSiteNextPath('/search/?q=a%20b')).toBe('/search/?q=a%20b');
    // Encoded slashes, backslashes and newlines in a query are search text, not a way off the site.
    expect(sameSiteNextPath('/search/?q=a%2F%2Fb%5C%0A')).toBe('/search/?q=a%2F%2Fb%5C%0A');
  });

  it.each(BYPASSES)('never leads off the site from %j', (next) => {
    const path = sameSiteNextPath(next);
    if (path === null) return;
    // A kept path stays on this site, also after another round of normalising or decoding.
    expect(path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')).toBe(true);
    expect(landsOn(path)).toBe('https://lantern.example');
    expect(sameSiteNextPath(path)).toBe(path);
    expect(landsOn(decodeURIComponent(path))).toBe('https://lantern.example');
  });

  it.each([
    '/.//evil.example/',
    '/\\evil.example',
    '\\/evil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/\t/evil.example/',
    '/%09/evil.example/',
    '/%252F%252Fevil.example/',
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(sameSiteNextPath(next)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(sameSiteNextPath(null)).toBeNull();
    expect(sameSiteNextPath(undefined)).toBeNull();
  });
});
