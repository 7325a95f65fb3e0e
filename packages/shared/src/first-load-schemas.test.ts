import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMessagesReplySchema } from './api.ts';
import { autocompleteReplySchema } from './discovery/autocomplete-reply.ts';
import { homepageResourcesReplySchema, recommendationReplySchema } from './homepage/homepage.ts';
import { pageConfigSchema } from './page-config.ts';
import { searchCardSchema } from './search/index.ts';
import { searchCardMiniSchema } from './search/search-card.ts';

/**
 * The replies the home route parses in its first load are zod/mini (docs/decisions/0027): they must
 * still refuse what the classic schemas refused, and their modules must not bring classic zod back.
 */

const card = {
  lo_id: 7,
  resource_code: 'abc',
  title: 'A',
  media_type: 'Video',
  description: '',
  duration: 60,
  poster: null,
  grades: ['6-8'],
  subjects: [{ id: 1, title: 'Science' }],
  languages: ['en'],
  project: null,
  brand: null,
  support_materials_count: 0,
  url: '/resource/abc/',
};

const pageConfig = {
  productName: 'Lantern',
  apiKey: 'k',
  isLoggedIn: false,
  isStudent: false,
  hasAdminDisplay: false,
  isSuperUser: false,
  isUserImpersonated: false,
  isImpersonatedUserActive: false,
  firstName: null,
  stationCallSign: null,
  features: { recommendations: false },
  errorSampleRate: 0.01,
  version: '1',
  adminLinks: [],
};

describe('first-load reply schemas (zod/mini)', () => {
  it('page config: fills the defaults and refuses a bad sample rate or a missing key', () => {
    const parsed = pageConfigSchema.parse(pageConfig);
    expect(parsed.accountProviders).toEqual([]);
    expect(parsed.siteLinks.help).toBeNull();
    expect(pageConfigSchema.safeParse({ ...pageConfig, errorSampleRate: 1.5 }).success).toBe(false);
    const { apiKey: _, ...withoutKey } = pageConfig;
    expect(pageConfigSchema.safeParse(withoutKey).success).toBe(false);
    expect(pageConfigSchema.safeParse({ ...pageConfig, station: { callSign: 'X' } }).success).toBe(false);
  });

  it('cards: the mini and classic card schemas accept and refuse the same', () => {
    const bad = [
      { ...card, duration: 1.5 },
      { ...card, poster: undefined },
      { ...card, subjects: [{ id: 'x' }] },
    ];
    expect(searchCardMiniSchema.safeParse(card).success).toBe(true);
    expect(searchCardSchema.safeParse(card).success).toBe(true);
    for (const value of bad) {
      expect(searchCardMiniSchema.safeParse(value).success).toBe(false);
      expect(searchCardSchema.safeParse(value).success).toBe(false);
    }
    expect(homepageResourcesReplySchema.safeParse({ objects: [{ ...card, url: 3 }] }).success).toBe(false);
    expect(recommendationReplySchema.safeParse({ results: [{ ...card, basis: 'guess' }] }).success).toBe(
      false,
    );
    expect(
      recommendationReplySchema.parse({ results: [{ ...card, basis: 'popular' }] }).results[0]?.basis,
    ).toBe('popular');
  });

  it('server messages and suggestions: defaults kept, unknown values refused', () => {
    const reply = serverMessagesReplySchema.parse({ results: [{ message: 'Hi', show_in_modal: false }] });
    expect(reply.results[0]?.tags).toBe('info');
    expect(
      serverMessagesReplySchema.safeParse({
        results: [{ message: 'Hi', tags: 'loud', show_in_modal: false }],
      }).success,
    ).toBe(false);
    expect(
      autocompleteReplySchema.safeParse({ objects: [{ title: 'A', object_type: 'video', url: '/' }] })
        .success,
    ).toBe(false);
  });

  it('their modules import zod/mini only (classic zod would be back in every first load)', () => {
    const modules = [
      'api.ts',
      'page-config.ts',
      'accounts/oidc-texts.ts',
      'stations/station-rules.ts',
      'discovery/autocomplete-reply.ts',
      'discovery/collection-errors.ts',
      'homepage/homepage.ts',
      'homepage/images.ts',
      'newsletter/texts.ts',
      'resource/error-details.ts',
      'search/search-card.ts',
    ];
    for (const file of modules) {
      const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
      expect(source, file).not.toMatch(/^import (?!type )[^;]*from 'zod';/m);
    }
  });
});
