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
