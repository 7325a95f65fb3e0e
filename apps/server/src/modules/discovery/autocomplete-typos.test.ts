import { autocompleteReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResource } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  await buildResource(app, { title: 'A wetland ecosystem', popularity: 10 });
  await buildResource(app, { title: 'Mangrove ecosystems', popularity: 5 });
  await buildResource(app, { title: 'Photosynthesis in leaves' });
});

async function titles(q: string): Promise<string[]> {
  const reply = await injectAs(app, apiHeaders(app), {
    url: `/api/v2/search_autocomplete/?q=${encodeURIComponent(q)}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return autocompleteReplySchema.parse(reply.json()).objects.map((o) => o.title);
}

describe('autocomplete that forgives typos', () => {
  it('corrects a word too far from any title for trigrams to find', async () => {
    // Two letters wrong in a nine-letter word: too few trigrams in common, within two edits of 'ecosystem'.
    expect(await titles('ecosistim')).toContain('A wetland ecosystem');
    expect(await titles('wetland ecosistim')).toContain('A wetland ecosystem');
  });

  it('still finds nothing for text like no word of the catalog', async () => {
    expect(await titles('qqzzxxvvkk')).toEqual([]);
  });
});
