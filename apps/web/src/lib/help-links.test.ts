import { describe, expect, it } from 'vitest';
import { helpArticleHref } from './help-links.ts';

describe('helpArticleHref', () => {
  it("links to the article on Lantern's own help pages", () => {
    expect(helpArticleHref('/help/', 'turning-cookies-on')).toBe('/help/turning-cookies-on/');
  });
  it("falls back to the deployment's help home, or nothing", () => {
    expect(helpArticleHref('https://help.example.org/', 'turning-cookies-on')).toBe(
      'https://help.example.org/',
    );
    expect(helpArticleHref(null, 'turning-cookies-on')).toBeNull();
  });
});
