import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works out of the box with the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.productName).toBe('Lantern');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/lantern' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.org' }],
    ['BODY_LIMIT_BYTES', { BODY_LIMIT_BYTES: '10' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ])('a bad %s gives a ConfigError naming it', (name, env) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as Error).message).toContain(name);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_URL: 'nope' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('accepts a postgres URL and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://user@db:5432/lantern',
      PUBLIC_URL: 'https://lantern.example.org/',
    });
    expect(config.databaseUrl).toBe('postgresql://user@db:5432/lantern');
    expect(config.publicUrl).toBe('https://lantern.example.org');
  });
});

describe('site links (BLOG_URL … TERMS_OF_USE_URL)', () => {
  it('are all unset by default, so the shell hides those entries', () => {
    expect(Object.values(loadConfig({}).siteLinks)).toEqual([null, null, null, null, null, null]);
  });

  it('take http(s) addresses and paths on this site', () => {
    const { siteLinks } = loadConfig({
      BLOG_URL: 'https://blog.example.org/',
      CONTACT_URL: ' /about/ ',
      PRIVACY_POLICY_URL: 'http://station.example.org/privacy',
      HELP_URL: '',
    });
    expect(siteLinks).toMatchObject({
      blog: 'https://blog.example.org/',
      contact: '/about/',
      privacy: 'http://station.example.org/privacy',
      help: null,
      terms: null,
    });
  });

  it.each([
    ['BLOG_URL', 'javascript:alert(1)'],
    ['CONTACT_URL', '//evil.example/'],
    ['HELP_URL', '/\\evil.example/'],
    ['TERMS_OF_USE_URL', 'terms.html'],
    ['EDUCATOR_RECOGNITION_URL', 'mailto:someone@example.org'],
  ])('refuse %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`${name}: must be an http\\(s\\) address`),
    );
  });
});
