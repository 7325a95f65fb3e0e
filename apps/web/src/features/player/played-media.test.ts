import { type Asset, playerAssignmentSchema } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { type MediaSlide, playedMedia } from './played-media.ts';

const asset = (media_type: Asset['media_type']): Asset => ({
  guid: '00000000-0000-4000-8000-000000000001',
  title: 'Volcanoes',
  media_type,
  description: '',
  use_rights: '',
  order: 1,
  accessibility_indicators: [],
  content_flags: [],
  error: null,
  open_mode: 'embedded',
  medias: {
    language: { code: 'en', name: 'English' },
    poster: null,
    download: {
      url: null,
      file_type: null,
      file_size: null,
      is_downloadable: false,
      is_download_ready: false,
    },
    files: [],
    captions: [{ language: 'en', kind: 'captions', label: 'English', url: '/c.vtt', is_default: true }],
    transcript_url: '/t.vtt',
    chapters: [],
    is_360: false,
    duration: 60,
    width: null,
    height: null,
    alt_text: null,
    url: null,
    html: null,
  },
});

/** A Media slide as the assignment call sends it (parsed by the contract, as the player does). */
function slide(kind: string, mediaAsset: Asset | null | undefined, available = true): MediaSlide {
  const parsed = playerAssignmentSchema.parse({
    id: 1,
    name: 'L',
    description: '',
    code: 'abcdefghijkl',
    result_id: null,
    is_ilp: false,
    version: 1,
    slides: [
      {
        id: 1,
        order: 1,
        title: 'Watch',
        description: '',
        type: 'Media',
        brand: '',
        credits_link: '',
        asset: {
          source: 'resource',
          title: 'Volcanoes',
          media_type: 'Video',
          kind,
          poster_url: null,
          media_url: available ? '/v.mp4' : null,
          mime_type: 'video/mp4',
          canonical_url: '/resource/x/',
          width: null,
          height: null,
          available,
          unavailable_reason: available ? null : 'unpublished',
        },
        ...(mediaAsset === undefined ? {} : { media_asset: mediaAsset }),
      },
    ],
  });
  return parsed.slides[0] as MediaSlide;
}

describe('playedMedia (the resource page media player on a Media slide)', () => {
  it('plays a catalog video or audio the server sent with its captions and transcript', () => {
    const played = playedMedia(slide('video', asset('video')));
    expect(played?.kind).toBe('video');
    expect(played?.asset.medias.captions[0]?.url).toBe('/c.vtt');
    expect(played?.asset.medias.transcript_url).toBe('/t.vtt');
    expect(playedMedia(slide('audio', asset('audio')))?.kind).toBe('audio');
  });

  it('falls back to the plain display otherwise', () => {
    expect(playedMedia(slide('video', undefined))).toBeNull();
    expect(playedMedia(slide('video', null))).toBeNull();
    expect(playedMedia(slide('image', asset('image')))).toBeNull();
    expect(playedMedia(slide('video', asset('video'), false))).toBeNull();
  });
});
