import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReload, RELOAD_AGAIN_AFTER_MS } from './stale-build.ts';

describe('isChunkLoadError', () => {
  it("knows each browser's words for a module that could not be fetched, and Vite's for a stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://example.org/assets/about-page-abc.js',
      'error loading dynamically imported module: https://example.org/assets/about-page-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/about-page-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves other failures to the error page: a bug is not mended by a reload', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'title')");
    expect(isChunkLoadError(bug)).toBe(false);
    expect(isChunkLoadError(new Error('Request failed with status 500'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('mayReload', () => {
  const now = 1_800_000_000_000;

  it('reloads a tab that has not reloaded for a missing file, or did so long ago (the next release)', () => {
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload(now - RELOAD_AGAIN_AFTER_MS, now)).toBe(true);
  });

  it('does not reload again soon after: the new build is there, so the page says what happened instead', () => {
    expect(mayReload(now, now)).toBe(false);
    expect(mayReload(now - RELOAD_AGAIN_AFTER_MS + 1, now)).toBe(false);
  });

  it('takes a mark from the future (a clock set back) as no mark: the reload writes a new one', () => {
    expect(mayReload(now + 60_000, now)).toBe(true);
  });
});
