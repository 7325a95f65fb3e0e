import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_FACET_NAMES, type SearchFacetName, searchReplySchema } from '@lantern/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAsset,
  buildAssetCaption,
  buildCaptionTrack,
  buildResource,
  buildResourceFeature,
  webVttText,
} from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { indexCaptionTracks } from './caption-cues.repo.ts';
import { countFromBitmaps } from './search-bitmaps.repo.ts';
import { countFacets } from './search-facets.repo.ts';
import { resolveSearch } from './search-resolve.repo.ts';

/** Searchable captions and facets from real tracks (issue 23, migration 0072, decision 0052). */

let app: FastifyInstance;
let mediaDir: string;
const codes: Record<string, string> = {};
const ids: Record<string, number> = {};
// Made-up words so that only this file's resources match.
const W = 'plimquartz';
const SPOKEN = 'vormelind';
const PAIR = ['krantovel', 'sebrimont'] as const;

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-captions-'));
  fs.mkdirSync(path.join(mediaDir, 'captions'));
  fs.writeFileSync(
    path.join(mediaDir, 'captions', 'spoken.vtt'),
    webVttText([
      ['00:00:01.000', 'Welcome to the show.'],
      ['00:01:23.500', `<v Narrator>The ${SPOKEN} glows &amp; hums at night and ${W} too.</v>`],
      ['00:02:00.000', `Purple ${SPOKEN} rises.`],
    ]),
  );
  fs.writeFileSync(
    path.join(mediaDir, 'captions', 'plain.vtt'),
    webVttText([['00:00:05.000', 'Nothing to see here.']]),
  );

  fs.writeFileSync(
    path.join(mediaDir, 'captions', 'pair.vtt'),
    webVttText([['00:00:07.000', `${PAIR[0]} ${PAIR[1]}`]]),
  );

  const titleHit = await buildResource(app, { title: `The ${W} mine`, popularity: 1 });
  // More popular than the title match, yet ranked below it: its word is only in its captions.
  const spokenHit = await buildResource(app, { title: 'Night sky stories', popularity: 1000 });
  await buildCaptionTrack(app, {
    resourceId: spokenHit.id,
    url: '/media/captions/spoken.vtt',
    isDefault: true,
  });
  // A caption track and no transcript; it declares a transcript and audio description it does not have.
  const captionsOnly = await buildResource(app, { title: 'Captioned only glimmerfax' });
  await buildCaptionTrack(app, { resourceId: captionsOnly.id, url: '/media/captions/plain.vtt' });
  for (const featureCode of ['transcript', 'audio_description', 'sign_language'])
    await buildResourceFeature(app, { resourceId: captionsOnly.id, featureCode });
  // Every track kind: a transcript file, described audio and Spanish subtitles.
  const everything = await buildResource(app, { title: 'Fully tracked glimmerfax' });
  const asset = await buildAsset(app, { resourceId: everything.id, transcriptPath: '/media/captions/t.txt' });
  await buildAssetCaption(app, {
    assetId: asset.id,
    languageCode: 'en',
    kind: 'descriptions',
    label: 'Described',
    url: '/media/captions/d.vtt',
  });
  await buildAssetCaption(app, {
    assetId: asset.id,
    languageCode: 'es',
    kind: 'subtitles',
    label: 'Español',
    url: '/media/captions/es.vtt',
  });
  // Both words far apart in title and description, which text rank alone scores near zero, still rank above both
  // words side by side in captions.
  const farApart = await buildResource(app, {
    title: `${PAIR[0]} notes`,
    description: `${'meadow '.repeat(120)}${PAIR[1]}`,
  });
  const sideBySide = await buildResource(app, { title: 'Pair spoken', popularity: 1000 });
  await buildCaptionTrack(app, { resourceId: sideBySide.id, url: '/media/captions/pair.vtt' });
  // A track outside the media directory is never read.
  await buildCaptionTrack(app, { resourceId: everything.id, url: '/media/../../etc/passwd' });
  expect(await indexCaptionTracks(app.orm, mediaDir)).toBe(3);
  Object.assign(codes, {
    titleHit: titleHit.resourceCode,
    spokenHit: spokenHit.resourceCode,
    captionsOnly: captionsOnly.resourceCode,
    everything: everything.resourceCode,
    farApart: farApart.resourceCode,
    sideBySide: sideBySide.resourceCode,
  });
  Object.assign(ids, { titleHit: titleHit.id, spokenHit: spokenHit.id });
});

afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

async function ok(query: string) {
  const reply = await injectAs(app, apiHeaders(app), { url: `/api/v2/search/?${query}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema.parse(reply.json());
}

/** The criteria of a relevance search for q with no filters, as the service builds them. */
const searchCriteria = (q: string, facetBy: SearchFacetName[] = [], count = 10) => ({
  q,
  selected: [],
  excluded: [],
  collectionSlug: null,
  rankBy: 'relevance' as const,
  start: 0,
  count,
  facetBy,
});

/** The first two results of q, one page of one result at a time. */
async function firstTwoByPagesOfOne(q: string) {
  const pages = [await ok(`q=${q}&count=1`), await ok(`q=${q}&count=1&start=1`)];
  return pages.flatMap((page) => page.objects.map((o) => o.resource_code));
}

describe('transcript search', () => {
  it('finds a word spoken only in a caption track, with the line and its time', async () => {
    const reply = await ok(`q=${SPOKEN}`);
    expect(reply.objects.map((o) => o.resource_code)).toEqual([codes.spokenHit]);
    const match = reply.objects[0]?.transcript_match;
    expect(match?.start_seconds).toBe(83);
    expect(match?.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual([SPOKEN]);
    // Plain text: the cue's tags are gone and its entities are characters, for the client to show as text.
    const text = match?.excerpt.map((part) => part.text).join('');
    expect(text).toContain(`The ${SPOKEN} glows & hums at night`);
    expect(text).not.toContain('Narrator');
  });

  it('ranks a match only inside a transcript below a title match, whatever its popularity', async () => {
    const reply = await ok(`q=${W}`);
    expect(reply.objects.map((o) => o.resource_code)).toEqual([codes.titleHit, codes.spokenHit]);
    expect(reply.objects[0]?.transcript_match).toBeUndefined();
    expect(reply.objects[1]?.transcript_match?.start_seconds).toBe(83);
    expect(reply.meta.total).toBe(2);
    // A page the title matches fill ranks only them; the next one goes on with the captions' matches.
    expect(await firstTwoByPagesOfOne(W)).toEqual([codes.titleHit, codes.spokenHit]);
  });

  it('ranks a title and description match above a closer match in the captions', async () => {
    const reply = await ok(`q=${PAIR.join('+')}`);
    expect(reply.objects.map((o) => o.resource_code)).toEqual([codes.farApart, codes.sideBySide]);
  });

  it('a phrase matches the cue that holds it', async () => {
    const reply = await ok(`q=${encodeURIComponent(`"purple ${SPOKEN}"`)}`);
    expect(reply.objects[0]?.transcript_match?.start_seconds).toBe(120);
  });

  it('a quoted word among stop words is that word: matched in the captions like any word, no track checked', async () => {
    const q = `"the ${SPOKEN} of"`;
    const criteria = searchCriteria(q);
    expect((await resolveSearch(app.orm, criteria)).captionPhrase).toBeUndefined();
    const reply = await ok(`q=${encodeURIComponent(q)}`);
    expect(reply.objects.map((o) => o.resource_code)).toEqual([codes.spokenHit]);
    expect(reply.objects[0]?.transcript_match?.start_seconds).toBe(83);
  });

  it('a phrase reaches every resource whose caption track holds its words in order, and no other', async () => {
    // Checked once per track (captionPhraseResources): both resources that use pair.vtt are reached through it.
    const shared = await buildResource(app, { title: 'Second user of a shared caption file' });
    await buildCaptionTrack(app, { resourceId: shared.id, url: '/media/captions/pair.vtt' });
    const inOrder = await ok(`q=${encodeURIComponent(`"${PAIR[0]} ${PAIR[1]}"`)}`);
    expect(inOrder.objects.map((o) => o.resource_code).sort()).toEqual(
      [codes.sideBySide, shared.resourceCode].sort(),
    );
    expect(inOrder.meta.total).toBe(2);
    // The same words the other way round are in no track, nor side by side in farApart's title and description.
    const reversed = await ok(`q=${encodeURIComponent(`"${PAIR[1]} ${PAIR[0]}"`)}`);
    expect(reversed.meta.total).toBe(0);
    expect(reversed.meta.relaxed).toBeFalsy();
  });
});

describe('caption words in their own column (decision 0052)', () => {
  it('a word in the title and another only in the captions is no match: one place holds all of q', async () => {
    // 'pair' is in sideBySide's title, krantovel in its captions (and in farApart's title, without 'pair').
    // Nothing holds all of q, so the search falls back to one of its words and says so (decision 0055).
    expect((await ok(`q=pair+${PAIR[0]}`)).meta.relaxed).toBeTruthy();
    expect((await ok(`q=pair`)).objects.map((o) => o.resource_code)).toEqual([codes.sideBySide]);
  });

  it('the bitmaps count caption matches exactly as the documents do', async () => {
    // Every word of this catalog gets bitmaps, in titles and descriptions ('t:') and in captions ('c:').
    await app.orm.execute(sql`SELECT lantern_search_count_terms(1)`);
    for (const q of [SPOKEN, W, `${W} ${SPOKEN}`, PAIR.join(' '), `pair ${PAIR[0]}`, 'glimmerfax']) {
      const criteria = searchCriteria(q, [...SEARCH_FACET_NAMES]);
      const resolved = await resolveSearch(app.orm, criteria);
      const fromBitmaps = await countFromBitmaps(app.orm, criteria, criteria.facetBy, resolved);
      expect(fromBitmaps, q).not.toBeNull();
      const counted = await countFacets(app.orm, criteria, criteria.facetBy, resolved.version);
      expect({ total: fromBitmaps?.total, facets: fromBitmaps?.facets }, q).toEqual(counted);
    }
    expect((await ok(`q=${SPOKEN}`)).objects.map((o) => o.resource_code)).toEqual([codes.spokenHit]);
  });

  it('the bitmaps tell the ranking which candidates hold the words in the title or description', async () => {
    await app.orm.execute(sql`SELECT lantern_search_count_terms(1)`);
    const criteria = searchCriteria(W, [], 1);
    const counted = await countFromBitmaps(app.orm, criteria, [], await resolveSearch(app.orm, criteria));
    // Popularity order: the caption match (1,000) before the title match (1).
    expect(counted?.popularIds).toEqual([ids.spokenHit, ids.titleHit]);
    expect(counted?.popularTitleIds).toEqual([ids.titleHit]);
    expect(await firstTwoByPagesOfOne(W)).toEqual([codes.titleHit, codes.spokenHit]);
  });
});

describe("typos corrected towards the transcripts' words (decisions 0048, 0052)", () => {
  it('a misspelled word spoken only in a caption track finds it', async () => {
    const reply = await ok(`q=${SPOKEN.slice(0, -1)}f`);
    expect(reply.meta.did_you_mean).toEqual({ q: SPOKEN, total: 1, results_shown: true });
    expect(reply.objects.map((o) => o.resource_code)).toEqual([codes.spokenHit]);
    expect(reply.objects[0]?.transcript_match?.start_seconds).toBe(83);
  });

  it('the word typed as spoken is an exact match, not a typo', async () => {
    const reply = await ok(`q=${SPOKEN}`);
    expect(reply.meta.did_you_mean).toBeUndefined();
    expect(reply.objects.map((o) => o.resource_code)).toEqual([codes.spokenHit]);
  });
});

describe('accessibility facets from the tracks', () => {
  const facetsOf = async (q: string) => {
    const reply = await ok(`q=${encodeURIComponent(q)}&facet_by=accessibility,additional_features`);
    const values = (name: string) => (reply.meta.facets[name] ?? []).map((entry) => entry.value).sort();
    return { accessibility: values('accessibility'), features: values('additional_features') };
  };

  it('a caption track and no transcript give exactly the captions facet', async () => {
    const { accessibility } = await facetsOf('captioned only glimmerfax');
    // sign_language has no track kind: it stays as declared.
    expect(accessibility).toEqual(['captions', 'sign_language']);
  });

  it('a transcript, described audio and Spanish subtitles give their facets', async () => {
    const { accessibility, features } = await facetsOf('fully tracked glimmerfax');
    expect(accessibility).toEqual(['audio_description', 'captions', 'transcript']);
    expect(features).toEqual(['spanish_captions']);
  });
});
