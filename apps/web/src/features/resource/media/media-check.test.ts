import type { MediaFile } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { type FileCheck, filesToCheck, planPlayback } from './media-check.ts';
import { type PlayableSource, playableSources } from './media-sources.ts';

const file = (overrides: Partial<MediaFile>): MediaFile => ({
  role: 'mp4_low',
  url: '/v/360p.mp4',
  type: 'video/mp4',
  primary: false,
  georestriction: false,
  width: null,
  height: null,
  bitrate_kbps: null,
  ...overrides,
});

const GEO_MESSAGE = 'This media is only available in the United States.';
const refused: FileCheck = { status: 'refused', error: { code: 'georestricted', message: GEO_MESSAGE } };
const checks = (entries: Array<[string, FileCheck]>) => new Map(entries);
const urls = (plan: ReturnType<typeof planPlayback>) =>
  plan.state === 'ready' ? plan.sources.map((s) => s.url) : [];

/** One unrestricted high rendition, one georestricted low rendition and the error video. */
const mixed = playableSources(
  [
    file({ role: 'mp4_high', url: '/v/720p.mp4', primary: true }),
    file({ role: 'mp4_low', url: '/v/360p.mp4', georestriction: true }),
    file({ role: 'error', url: '/v/error.mp4' }),
  ],
  () => true,
);
/** Every rendition licensed for a limited area. */
const restrictedOnly: PlayableSource[] = playableSources(
  [
    file({ role: 'mp4_high', url: '/v/720p.mp4', georestriction: true }),
    file({ role: 'mp4_low', url: '/v/360p.mp4', georestriction: true }),
  ],
  () => true,
);

describe('filesToCheck', () => {
  it('asks only about georestricted files', () => {
    expect(filesToCheck(mixed)).toEqual(['/v/360p.mp4']);
    expect(filesToCheck(restrictedOnly)).toEqual(['/v/720p.mp4', '/v/360p.mp4']);
    expect(filesToCheck(playableSources([file({})], () => true))).toEqual([]);
  });
});

describe('planPlayback', () => {
  it('plays unrestricted files without any check', () => {
    const sources = playableSources([file({ url: '/v/a.mp4' })], () => true);
    expect(planPlayback(sources, new Map())).toEqual({ state: 'ready', sources });
  });

  it('waits for the check before a georestricted file is handed to the player', () => {
    expect(planPlayback(mixed, new Map())).toEqual({ state: 'checking' });
    expect(planPlayback(mixed, checks([['/v/360p.mp4', { status: 'pending' }]]))).toEqual({
      state: 'checking',
    });
  });

  it('plays an allowed georestricted file at the url the check answered', () => {
    const plan = planPlayback(mixed, checks([['/v/360p.mp4', { status: 'allowed', url: '/v/360p.mp4?ok' }]]));
    expect(urls(plan)).toEqual(['/v/720p.mp4', '/v/360p.mp4?ok']);
  });

  it('falls back to the unrestricted rendition when the check refuses', () => {
    expect(urls(planPlayback(mixed, checks([['/v/360p.mp4', refused]])))).toEqual(['/v/720p.mp4']);
  });

  it('falls back to the unrestricted rendition when the check cannot be made', () => {
    expect(urls(planPlayback(mixed, checks([['/v/360p.mp4', { status: 'failed' }]])))).toEqual([
      '/v/720p.mp4',
    ]);
  });

  it('keeps the allowed files when only some georestricted ones are refused', () => {
    const plan = planPlayback(
      restrictedOnly,
      checks([
        ['/v/720p.mp4', refused],
        ['/v/360p.mp4', { status: 'allowed', url: '/v/360p.mp4' }],
      ]),
    );
    expect(urls(plan)).toEqual(['/v/360p.mp4']);
  });

  it('is unavailable with the refusal code and message when nothing may play', () => {
    const plan = planPlayback(
      restrictedOnly,
      checks([
        ['/v/720p.mp4', { status: 'failed' }],
        ['/v/360p.mp4', refused],
      ]),
    );
    expect(plan).toEqual({ state: 'unavailable', code: 'georestricted', message: GEO_MESSAGE });
  });

  it('is media_missing when no check refused but none could be made', () => {
    const failed: FileCheck = { status: 'failed' };
    const plan = planPlayback(
      restrictedOnly,
      checks([
        ['/v/720p.mp4', failed],
        ['/v/360p.mp4', failed],
      ]),
    );
    expect(plan).toEqual({ state: 'unavailable', code: 'media_missing' });
    expect(planPlayback([], new Map())).toEqual({ state: 'unavailable', code: 'media_missing' });
  });
});
