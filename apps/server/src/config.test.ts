import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works out of the box with the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.productName).toBe('Lantern');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.classSizeLimit).toBe(200);
    expect(config.signupLimitPerHour).toBe(50);
    expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '500' }).signupLimitPerHour).toBe(500);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/lantern' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://example.org' }],
    ['BODY_LIMIT_BYTES', { BODY_LIMIT_BYTES: '10' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    // Session lifetimes become cookie Max-Age and database intervals: whole seconds only.
    ['SESSION_ABSOLUTE_DAYS', { SESSION_ABSOLUTE_DAYS: '1.23456' }],
    ['SESSION_ABSOLUTE_DAYS', { SESSION_ABSOLUTE_DAYS: '401' }],
    ['SESSION_ABSOLUTE_DAYS', { SESSION_ABSOLUTE_DAYS: 'Infinity' }],
    ['SESSION_IDLE_HOURS_TEACHER', { SESSION_IDLE_HOURS_TEACHER: '0.0001' }],
    ['SESSION_IDLE_HOURS_STUDENT', { SESSION_IDLE_HOURS_STUDENT: '1.00001' }],
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: '3000000000' }],
    ['PASSWORD_RESET_TTL_MINUTES', { PASSWORD_RESET_TTL_MINUTES: '1.5' }],
    ['CAPTCHA_COST', { CAPTCHA_COST: '1e12' }],
    ['CLASS_SIZE_LIMIT', { CLASS_SIZE_LIMIT: '0' }],
    ['CLASS_SIZE_LIMIT', { CLASS_SIZE_LIMIT: '2.5' }],
    ['SIGNUP_LIMIT_PER_HOUR', { SIGNUP_LIMIT_PER_HOUR: '0' }],
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

  it('turns session lifetimes into whole seconds, fractions included', () => {
    const config = loadConfig({
      SESSION_ABSOLUTE_DAYS: '1.5',
      SESSION_IDLE_HOURS_TEACHER: '0.25',
      SESSION_IDLE_HOURS_STUDENT: '0.1',
    });
    expect(config.session).toEqual({
      absoluteSeconds: 129600,
      idleSecondsTeacher: 900,
      idleSecondsStudent: 360,
    });
    for (const seconds of Object.values(config.session)) expect(Number.isSafeInteger(seconds)).toBe(true);
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
  it("default to Lantern's own help, privacy and terms pages; the others are unset, so hidden", () => {
    expect(loadConfig({}).siteLinks).toEqual({
      blog: null,
      educatorRecognition: null,
      contact: null,
      help: '/help/',
      privacy: '/help/privacy-policy/',
      terms: '/help/terms-of-use/',
    });
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
      // Set to empty hides even an entry that has a default.
      help: null,
      terms: '/help/terms-of-use/',
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
