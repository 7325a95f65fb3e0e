import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('newsletter provider settings', () => {
  it('defaults to the outbox', () => {
    expect(loadConfig({}).newsletterProvider).toEqual({ kind: 'outbox' });
  });

  it('reads the Iterable settings', () => {
    const config = loadConfig({
      NEWSLETTER_PROVIDER: 'iterable',
      ITERABLE_API_KEY: 'abcdef123456',
      ITERABLE_LIST_ID: '77',
    });
    expect(config.newsletterProvider).toEqual({
      kind: 'iterable',
      apiKey: 'abcdef123456',
      listId: 77,
      apiUrl: 'https://api.iterable.com',
    });
  });

  it('stops the start naming each bad variable', () => {
    expect(() => loadConfig({ NEWSLETTER_PROVIDER: 'mailchimp' })).toThrow(/NEWSLETTER_PROVIDER: must be/);
    const bad = () =>
      loadConfig({
        NEWSLETTER_PROVIDER: 'iterable',
        ITERABLE_LIST_ID: 'x',
        ITERABLE_API_URL: 'http://esp.example',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/ITERABLE_API_KEY[\s\S]*ITERABLE_LIST_ID[\s\S]*ITERABLE_API_URL/);
  });
});
