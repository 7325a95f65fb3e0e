import { type SearchReply, searchReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResource } from '../../test/factories/index.ts';
import { buildTestApp, getJson } from '../../test/test-app.ts';
import { MAX_RELAXED_WORDS, relaxableWords } from './relaxed-search.ts';

/**
 * Queries no resource holds all the words of (issue 23, decision 0055): a child's 'videos about waves for my class'
 * finds the resources about waves, those holding more of the words first, and the reply says which word it shows.
 */
let app: FastifyInstance;

async function search(q: string, extra = ''): Promise<SearchReply> {
  const { status, body } = await getJson(app, `/api/v2/search/?q=${encodeURIComponent(q)}${extra}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return searchReplySchema.parse(body);
}
const titles = (reply: SearchReply) => reply.objects.map((card) => card.title);

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  // Popular first, so that ranking, not popularity, must put the video about waves first.
  await buildResource(app, {
    title: 'Ocean waves',
    description: 'How wind makes waves.',
    popularity: 90,
    mediaType: 'Document',
  });
  await buildResource(app, {
    title: 'Standing waves on a string',
    description: 'A video of a vibrating string.',
    popularity: 10,
    mediaType: 'Video',
  });
  for (const n of [1, 2, 3, 4]) {
    await buildResource(app, { title: `Science club video ${n}`, description: 'A video for your class.' });
  }
  await buildResource(app, { title: 'Class pets', description: 'Caring for a class hamster.' });
});

describe('a query whose words no resource holds all of', () => {
  it('shows the results of its most specific word, those holding more of the words first', async () => {
    const reply = await search('videos about waves for my class', '&facet_by=media_type');
    expect(reply.meta.relaxed).toEqual({ q: 'waves' });
    expect(titles(reply)).toEqual(['Standing waves on a string', 'Ocean waves']);
    // Counts and facets are those of what is shown: the word's own search.
    const alone = await search('waves', '&facet_by=media_type');
    expect(reply.meta.total).toBe(2);
    expect(reply.meta.facets).toEqual(alone.meta.facets);
    expect(alone.meta.relaxed).toBeUndefined();
    expect(reply.meta.suggestions).toBeUndefined();
  });

  it('relaxes the corrected words of a misspelled query', async () => {
    const reply = await search('vidoes about wavse for my class');
    expect(reply.meta.relaxed).toEqual({ q: 'waves' });
    expect(reply.meta.total).toBe(2);
  });

  it('keeps the filters', async () => {
    const reply = await search('videos about waves for my class', '&selected_facet=media_type:Video');
    expect(reply.meta.relaxed).toEqual({ q: 'waves' });
    expect(titles(reply)).toEqual(['Standing waves on a string']);
  });

  it('drops words the catalog does not hold', async () => {
    const reply = await search('waves near qwxyzzy');
    expect(reply.meta.relaxed).toEqual({ q: 'waves' });
    expect(reply.meta.total).toBe(2);
  });

  it('relaxes nothing when the words match, for phrases, negations and OR, or when no word is known', async () => {
    expect((await search('ocean waves')).meta.relaxed).toBeUndefined();
    for (const q of ['"videos about waves for my class"', 'waves -ocean -string', 'qwxyzzy blorft']) {
      const reply = await search(q);
      expect(reply.meta.total, q).toBe(0);
      expect(reply.meta.relaxed, q).toBeUndefined();
      expect(reply.meta.suggestions, q).toBeDefined();
    }
  });
});

describe('relaxableWords', () => {
  it('takes the distinct words, in order, boundedly', () => {
    expect(relaxableWords('Waves, waves and WAVES: a wave!')).toEqual(['Waves', 'and', 'wave']);
    expect(relaxableWords('DS.K.LS plants 5.NF.B.3 (MS-LS2-1) k')).toEqual(['plants']);
    expect(relaxableWords(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '))).toHaveLength(
      MAX_RELAXED_WORDS,
    );
    expect(relaxableWords('😀 — …')).toEqual([]);
  });
});
