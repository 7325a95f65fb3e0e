import { SEARCH_FACET_NAMES, type SearchReply, searchReplySchema } from '@lantern/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema.ts';
import { buildResource } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  await buildResource(app, { title: 'Adding fractions with pizza', grades: ['3-5'], subjects: [8337] });
  await buildResource(app, {
    title: 'Equivalent fractions',
    description: 'Fractions that name the same amount.',
    grades: ['3-5', '6-8'],
    mediaType: 'Interactive',
  });
  await buildResource(app, { title: 'Chesapeake oyster reefs', description: 'Oyster farming in the bay.' });
  await buildResource(app, { title: 'A wetland ecosystem', description: 'Food webs of a marsh ecosystem.' });
  await buildResource(app, {
    title: 'La fotosíntesis',
    description: 'Cómo las plantas producen su alimento.',
  });
  await buildResource(app, { title: 'Photosynthesis in leaves', mediaType: 'Document' });
});

async function search(query: string) {
  return injectAs(app, apiHeaders(app), {
    url: `/api/v2/search/?facet_by=${SEARCH_FACET_NAMES.join(',')}&${query}`,
  });
}

async function ok(q: string): Promise<SearchReply> {
  const reply = await search(`q=${encodeURIComponent(q)}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema.parse(reply.json());
}

const titles = (reply: SearchReply) => reply.objects.map((o) => o.title);

describe('typo-tolerant search', () => {
  it.each([
    ['fractons', 'fractions'],
    ['oystr', 'oyster'],
    ['ecosytem', 'ecosystem'],
    ['Ecosytem', 'ecosystem'],
    ['eqiuvalent fractons', 'equivalent fractions'],
  ])("'%s' finds what '%s' finds, with the same counts and facets", async (typo, right) => {
    const [misspelled, correct] = [await ok(typo), await ok(right)];
    expect(correct.meta.total).toBeGreaterThan(0);
    expect(titles(misspelled)).toEqual(titles(correct));
    expect(misspelled.meta.total).toBe(correct.meta.total);
    expect(misspelled.meta.facets).toEqual(correct.meta.facets);
    expect(misspelled.meta.did_you_mean).toEqual({
      q: right,
      total: correct.meta.total,
      results_shown: true,
    });
    expect(correct.meta.did_you_mean).toBeUndefined();
  });

  it('ignores accents and forgives a typo in Spanish words', async () => {
    expect(titles(await ok('fotosintesis'))).toEqual(['La fotosíntesis']);
    const typo = await ok('fotosintessis');
    expect(titles(typo)).toEqual(['La fotosíntesis']);
    expect(typo.meta.did_you_mean?.q).toBe('fotosintesis');
  });

  it('completes a last word still being typed', async () => {
    const reply = await ok('photosynthe');
    expect(titles(reply)).toEqual(['Photosynthesis in leaves']);
    expect(reply.meta.did_you_mean?.q).toBe('photosynthesis');
  });

  it('keeps the few exact matches and offers the correction when it finds clearly more', async () => {
    // A catalog may hold the misspelling itself: its resource stays the result.
    const own = await buildResource(app, { title: 'Fractons of a second' });
    const reply = await ok('fractons');
    expect(titles(reply)).toEqual(['Fractons of a second']);
    expect(reply.meta.total).toBe(1);
    expect(reply.meta.did_you_mean).toEqual({ q: 'fractions', total: 2, results_shown: false });
    await app.orm.delete(resources).where(eq(resources.id, own.id));
  });

  it('corrects nothing when the words match, or in phrases and negations; around an OR it does', async () => {
    expect((await ok('fractions pizza')).meta.did_you_mean).toBeUndefined();
    for (const q of ['"fractons pizza"', 'pizza -fractons']) {
      const reply = await ok(q);
      expect(reply.meta.did_you_mean, q).toBeUndefined();
    }
    // A child's 'or' is a word, not a request for exact ones ('more feewr or the same').
    expect((await ok('fractons or pizzza')).meta.did_you_mean?.q).toBe('fractions or pizza');
    // Short words are not corrected: 'oyst' is one edit from nothing, and three-letter words are left alone.
    expect((await ok('pizzq')).meta.did_you_mean?.q).toBe('pizza');
    expect((await ok('piz')).meta.total).toBe(0);
  });

  it('learns words as the catalog changes and forgets unpublished ones', async () => {
    expect((await ok('quokkas')).meta.total).toBe(0);
    const added = await buildResource(app, { title: 'Quokkas of Rottnest Island' });
    const found = await ok('quokas');
    expect(titles(found)).toEqual(['Quokkas of Rottnest Island']);
    await app.orm.update(resources).set({ status: 'unpublished' }).where(eq(resources.id, added.id));
    const gone = await ok('quokas');
    expect(gone.meta.total).toBe(0);
    expect(gone.meta.did_you_mean).toBeUndefined();
  });
});

describe('bad search input', () => {
  const hostile = [
    'fractons '.repeat(22).trim(),
    'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(3).trim(),
    '.*+?^$ {} ()|[]\\ fractons',
    "'; DROP TABLE resources; -- oystr",
    '%_\\% ecosytem',
    'ecosуstem', // Cyrillic у inside a Latin word
    'фракции fractons 分数 كسور',
    '😀 fractons 🍕',
    '\u202e\u200b\u00ad fractons',
    'ǅ ﬁ Ⅻ ½ ² ＦＲＡＣＴＯＮＳ',
    'fractons:* & ! <-> |',
    '-',
    '""',
    ' or or or ',
    'x'.repeat(200),
  ];
  it.each(hostile.map((q) => [q]))('answers %j with a 200', async (q) => {
    const reply = await search(`q=${encodeURIComponent(q)}`);
    expect(reply.statusCode, reply.body).toBe(200);
    searchReplySchema.parse(reply.json());
  });

  it('refuses a NUL character with a clear 400', async () => {
    const reply = await search(`q=${encodeURIComponent('\u0000 fractons')}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/NUL character/);
  });

  it('refuses a search text over 200 characters with a clear 400', async () => {
    const reply = await search(`q=${encodeURIComponent('fractons '.repeat(2_000))}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message ?? reply.body).toMatch(/at most 200 characters/);
  });
});
