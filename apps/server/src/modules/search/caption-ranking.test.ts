import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchReplySchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCaptionTrack, buildResource, webVttText } from '../../test/factories/index.ts';
import { apiHeaders, buildTestApp, injectAs } from '../../test/test-app.ts';
import { indexCaptionTracks } from './caption-cues.repo.ts';
import { RANKED_CAPTION_MATCHES } from './search.repo.ts';

/**
 * Matches by captions alone are ranked by their caption words only among the most popular RANKED_CAPTION_MATCHES of
 * them; the rest follow in popularity order (search.repo.ts rankedCandidates).
 */

let app: FastifyInstance;
let mediaDir: string;
// A made-up word that only this file's captions hold, in no title or description.
const WORD = 'quorvantine';
const ids = { loudInside: '', loudOutside: '', mostPopular: '' };

beforeAll(async () => {
  app = await buildTestApp({ freshDatabase: true });
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-caption-rank-'));
  fs.mkdirSync(path.join(mediaDir, 'captions'));
  fs.writeFileSync(path.join(mediaDir, 'captions', 'once.vtt'), webVttText([['00:00:01.000', `A ${WORD}.`]]));
  fs.writeFileSync(
    path.join(mediaDir, 'captions', 'loud.vtt'),
    webVttText([
      ['00:00:01.000', `${WORD} ${WORD}`],
      ['00:00:02.000', `Every ${WORD} and another ${WORD}.`],
    ]),
  );
  // RANKED_CAPTION_MATCHES + 1 resources saying the word once, popularity 1000 and up.
  for (let i = 0; i <= RANKED_CAPTION_MATCHES; i++) {
    const resource = await buildResource(app, { title: `Spoken once ${i}`, popularity: 1000 + i });
    await buildCaptionTrack(app, { resourceId: resource.id, url: '/media/captions/once.vtt' });
    if (i === RANKED_CAPTION_MATCHES) ids.mostPopular = resource.resourceCode;
  }
  // Saying it often: one among the most popular, one less popular than all of them.
  const loudInside = await buildResource(app, { title: 'Spoken often, popular', popularity: 1050 });
  const loudOutside = await buildResource(app, { title: 'Spoken often, rarely used', popularity: 1 });
  for (const { id } of [loudInside, loudOutside]) {
    await buildCaptionTrack(app, { resourceId: id, url: '/media/captions/loud.vtt' });
  }
  expect(await indexCaptionTracks(app.orm, mediaDir)).toBe(2);
  Object.assign(ids, { loudInside: loudInside.resourceCode, loudOutside: loudOutside.resourceCode });
});

afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

async function codesAt(start: number, count: number) {
  const reply = await injectAs(app, apiHeaders(app), {
    url: `/api/v2/search/?q=${WORD}&start=${start}&count=${count}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = searchReplySchema.parse(reply.json());
  expect(body.meta.total).toBe(RANKED_CAPTION_MATCHES + 3);
  return body.objects.map((o) => o.resource_code);
}

describe('ranking matches by captions alone', () => {
  it('ranks the most popular of them by their caption words, the rest by popularity', async () => {
    // Among the most popular: saying the word often ranks it above more popular ones that say it once.
    expect(await codesAt(0, 2)).toEqual([ids.loudInside, ids.mostPopular]);
    // Past them: last, though it says the word as often, since it is the least popular.
    expect(await codesAt(RANKED_CAPTION_MATCHES + 2, 1)).toEqual([ids.loudOutside]);
  });
});
