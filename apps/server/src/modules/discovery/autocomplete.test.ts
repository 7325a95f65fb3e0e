import { autocompleteReplySchema, ORGANIZATION_COOKIE } from '@lantern/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, resources, searchTitleVocabulary } from '../../db/schema.ts';
import { buildCollection, buildOptOut, buildResource, buildUser } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs, signInAs } from '../../test/test-app.ts';
import { searchAutocomplete } from './autocomplete.service.ts';

let app: FastifyInstance;
let orgId: number;
let collectionSlug: string;

// Made-up words so that only this file's titles match.
const W = 'quintarelle';
const V = 'brumovaxite';

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  await buildResource(app, { title: `${W} tide pools`, popularity: 5 });
  await buildResource(app, { title: `Exploring ${W} habitats`, popularity: 50 });
  await buildResource(app, { title: `Teaching ${W} with maps`, mediaType: 'Lesson Plan' });
  await buildResource(app, { title: `${W} for teachers only`, forStudents: false });
  await buildResource(app, { title: `Hidden ${W} draft`, status: 'unpublished' });
  await buildResource(app, { title: `Expired ${W} clip`, expired: true });
  const opted = await buildResource(app, { title: `Station ${W} special` });
  orgId = (await buildOptOut(app, { resourceId: opted.id })).organizationId;
  const crystal = await buildResource(app, { title: `Crystals of ${V}`, grades: ['9-12'] });
  await buildResource(app, { title: `Crystals of ${V}`, grades: ['3-5'] });
  await buildResource(app, { title: 'Los volcanes de México' });
  await buildResource(app, { title: 'Cafe science night' });
  const collection = await buildCollection(app, { resourceIds: [crystal.id] });
  collectionSlug = collection.slug;
  await app.orm
    .update(collections)
    .set({ title: `The ${W} collection` })
    .where(eq(collections.id, collection.id));
});

async function suggest(query: string, auth = apiHeaders(app)) {
  const reply = await injectAs(app, auth, { url: `/api/v2/search_autocomplete/?${query}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return autocompleteReplySchema.parse(reply.json());
}

const titles = (reply: { objects: { title: string }[] }) => reply.objects.map((o) => o.title);

describe('GET /api/v2/search_autocomplete/', () => {
  it('suggests published, unexpired titles and collections, titles starting with the text first', async () => {
    const reply = await suggest(`q=${W}`);
    const found = titles(reply);
    expect(found[0]).toBe(`${W} tide pools`);
    expect(found).toEqual(
      expect.arrayContaining([
        `Exploring ${W} habitats`,
        `Teaching ${W} with maps`,
        `${W} for teachers only`,
        `Station ${W} special`,
        `The ${W} collection`,
      ]),
    );
    expect(found).not.toContain(`Hidden ${W} draft`);
    expect(found).not.toContain(`Expired ${W} clip`);
    const collection = reply.objects.find((o) => o.object_type === 'collection');
    expect(collection?.url).toBe(`/collection/${collectionSlug}/`);
    expect(reply.objects.find((o) => o.title === `${W} tide pools`)?.url).toMatch(/^\/resource\/T-/);
  });

  it('tolerates typos, missing letters and accents', async () => {
    for (const typed of ['quintarele', 'qintarelle', 'quintarélle', 'QUINTAR', 'quintarrelle']) {
      expect(titles(await suggest(`q=${encodeURIComponent(typed)}`)), typed).toContain(`${W} tide pools`);
    }
  });

  it('ignores accents in either the title or the typed text', async () => {
    expect(titles(await suggest('q=mexico'))).toContain('Los volcanes de México');
    expect(titles(await suggest(`q=${encodeURIComponent('MÉXICO')}`))).toContain('Los volcanes de México');
    expect(titles(await suggest(`q=${encodeURIComponent('café')}`))).toContain('Cafe science night');
  });

  it('offers one suggestion per title', async () => {
    const found = titles(await suggest(`q=${V}`));
    expect(found.filter((title) => title === `Crystals of ${V}`)).toHaveLength(1);
  });

  it('follows the student rules: student content only, no lesson plans, no collections', async () => {
    const student = await signInAs(app, await buildUser(app, { role: 'student' }));
    for (const reply of [await suggest(`q=${W}&student=true`), await suggest(`q=${W}`, student)]) {
      const found = titles(reply);
      expect(found).toContain(`${W} tide pools`);
      expect(found).not.toContain(`Teaching ${W} with maps`);
      expect(found).not.toContain(`${W} for teachers only`);
      expect(reply.objects.every((o) => o.object_type === 'resource')).toBe(true);
    }
  });

  it('follows the add-on view and the organization opt-out like search does', async () => {
    const addOn = await suggest(
      `q=${W}&excluded_facet=${encodeURIComponent('media_type:Lesson Plan,Collection')}`,
    );
    expect(titles(addOn)).not.toContain(`Teaching ${W} with maps`);
    expect(addOn.objects.every((o) => o.object_type === 'resource')).toBe(true);
    const optedOut = await suggest(`q=${W}&excluded_facet=resource_opt_out_organizations:${orgId}`);
    expect(titles(optedOut)).not.toContain(`Station ${W} special`);
    expect(titles(optedOut)).toContain(`${W} tide pools`);
    const viaCookie = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search_autocomplete/?q=${W}`,
      cookies: { [ORGANIZATION_COOKIE]: String(orgId) },
    });
    expect(titles(autocompleteReplySchema.parse(viaCookie.json()))).not.toContain(`Station ${W} special`);
    const oddCookie = await injectAs(app, apiHeaders(app), {
      url: `/api/v2/search_autocomplete/?q=${W}`,
      cookies: { [ORGANIZATION_COOKIE]: 'not-an-id' },
    });
    expect(titles(autocompleteReplySchema.parse(oddCookie.json()))).toContain(`Station ${W} special`);
  });

  it('narrows by selected facets', async () => {
    const found = titles(await suggest(`q=${V}&selected_facet=grades:9-12`));
    expect(found).toEqual([`Crystals of ${V}`]);
    expect(titles(await suggest(`q=${V}&selected_facet=grades:PreK-K`))).toEqual([]);
  });

  it('shows an unpublished title again once it is published', async () => {
    const draft = await buildResource(app, { title: `Draft ${V} notes`, status: 'unpublished' });
    expect(titles(await suggest(`q=${V}`))).not.toContain(`Draft ${V} notes`);
    await app.orm
      .update(resources)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(resources.id, draft.id));
    expect(titles(await suggest(`q=${V}`))).toContain(`Draft ${V} notes`);
  });

  it('follows a renamed or deleted title at once (the title words of migration 0016)', async () => {
    const made = await buildResource(app, { title: 'Glorpwindle meadows', popularity: 3 });
    expect(titles(await suggest('q=glorpw'))).toEqual(['Glorpwindle meadows']);
    await app.orm.update(resources).set({ title: 'Snarvelin meadows' }).where(eq(resources.id, made.id));
    expect(titles(await suggest('q=glorpw'))).toEqual([]);
    expect(titles(await suggest('q=snarvelni'))).toEqual(['Snarvelin meadows']);
    await app.orm.delete(resources).where(eq(resources.id, made.id));
    expect(titles(await suggest('q=snarvel'))).toEqual([]);
    const left = await app.orm.$count(
      searchTitleVocabulary,
      inArray(searchTitleVocabulary.word, ['glorpwindle', 'snarvelin']),
    );
    expect(left).toBe(0);
  });

  it('answers short, empty or wildcard-like text with an empty or plain list', async () => {
    expect((await suggest('q=')).objects).toEqual([]);
    expect((await suggest('q=q')).objects).toEqual([]);
    expect((await suggest('q=%20%20%20')).objects).toEqual([]);
    const wildcard = await suggest(`q=${encodeURIComponent('%_%')}`);
    expect(wildcard.objects.length).toBeLessThanOrEqual(8);
  });

  it('limits the number of suggestions with count', async () => {
    expect((await suggest(`q=${W}&count=2`)).objects).toHaveLength(2);
  });

  it('refuses bad input with a clear 400', async () => {
    const cases = [
      [`q=${'a'.repeat(201)}`, 'at most 200'],
      ['q=water&count=0', 'count'],
      ['q=water&count=1000', 'count'],
      ['q=water&selected_facet=colour:red', "unknown facet 'colour'"],
      ['q=water&selected_facet=subject:abc', 'subject expects a subject id'],
      ['q=water&excluded_facet=nocolon', 'name:value'],
    ] as const;
    for (const [query, message] of cases) {
      const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search_autocomplete/?${query}` });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.body, query).toContain(message);
    }
  });

  it('is the code path the benchmark calls', async () => {
    const reply = await searchAutocomplete(app.orm, { q: W, student: true, count: 3 });
    expect(reply.objects).toHaveLength(3);
    expect(reply.objects.every((o) => o.object_type === 'resource')).toBe(true);
  });
});
