import type { MediaFile } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { errorVideoUrl, formatFileSize, playableSources } from './media-sources.ts';

const file = (overrides: Partial<MediaFile>): MediaFile => ({
  role: 'mp4_low',
  url: '/media/x.mp4',
  type: 'video/mp4',
  primary: false,
  georestriction: false,
  width: null,
  height: null,
  bitrate_kbps: null,
  ...overrides,
});

const HLS = 'application/vnd.apple.mpegurl';
const files = [
  file({ role: 'hls', url: '/v/master.m3u8', type: HLS, primary: true }),
  file({ role: 'mp4_low', url: '/v/360p.mp4', georestriction: true }),
  file({ role: 'mp4_high', url: '/v/720p.mp4' }),
  file({ role: 'error', url: '/v/error.mp4' }),
];

describe('playableSources', () => {
  it('offers MP4 before HLS, unrestricted before restricted, and never the error video', () => {
    expect(playableSources(files, () => true).map((source) => source.url)).toEqual([
      '/v/720p.mp4',
      '/v/master.m3u8',
      '/v/360p.mp4',
    ]);
  });

  it('leaves HLS out where the browser cannot play it natively', () => {
    expect(playableSources(files, (type) => type !== HLS).map((source) => source.url)).toEqual([
      '/v/720p.mp4',
      '/v/360p.mp4',
    ]);
  });

  it('finds the static error video', () => {
    expect(errorVideoUrl(files)).toBe('/v/error.mp4');
    expect(errorVideoUrl(files.slice(0, 2))).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('formats bytes for download links', () => {
    expect(formatFileSize(null)).toBeNull();
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(133_120_000)).toBe('127 MB');
  });
});
