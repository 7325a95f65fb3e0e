import type { CatalogImportInput, ResourceMediaType } from '@lantern/shared';
import type { SeededRandom } from './random.ts';

type ResourceInput = NonNullable<CatalogImportInput['resources']>[number];
type AssetInput = NonNullable<ResourceInput['assets']>[number];

/**
 * Asset rows of the demo library. Files live under /media/ (demo/<kind>/...): a later step generates a few
 * real, small media files there; until then the rows describe the media models completely.
 */
export interface MediaPlan {
  assets: AssetInput[];
  durationSeconds?: number;
  accessibility: NonNullable<ResourceInput['accessibility']>;
  features: NonNullable<ResourceInput['additional_features']>;
}

const CHAPTER_TITLES = [
  'Introduction',
  'The Big Question',
  'Investigating',
  'What We Found',
  'Try It Yourself',
];

function videoAsset(
  code: string,
  title: string,
  random: SeededRandom,
  options: { spanish: boolean; bilingual: boolean; is360: boolean; duration: number },
): { asset: AssetInput; accessibility: MediaPlan['accessibility']; features: MediaPlan['features'] } {
  const base = `/media/demo/video/${code}`;
  const language = options.spanish ? 'es' : 'en';
  const withChapters = options.duration >= 300;
  const downloadable = random.chance(0.6);
  const asset: AssetInput = {
    kind: 'video',
    title,
    language,
    poster: `/media/posters/${code}.webp`,
    use_rights: downloadable ? 'Stream, Download and Share' : 'Stream Only',
    duration_seconds: options.duration,
    width: 1280,
    height: 720,
    is_360: options.is360,
    transcript: `${base}/transcript-${language}.txt`,
    files: [
      { role: 'hls', url: `${base}/master.m3u8`, type: 'application/vnd.apple.mpegurl', primary: true },
      {
        role: 'mp4_high',
        url: `${base}/720p.mp4`,
        type: 'video/mp4',
        width: 1280,
        height: 720,
        bitrate_kbps: 2500,
      },
      {
        role: 'mp4_low',
        url: `${base}/360p.mp4`,
        type: 'video/mp4',
        width: 640,
        height: 360,
        bitrate_kbps: 700,
        // A few renditions are licensed for the United States only.
        georestricted: random.chance(0.08),
      },
    ],
    captions: [
      {
        language,
        label: options.spanish ? 'Español' : 'English',
        url: `${base}/captions-${language}.vtt`,
        default: true,
      },
      ...(options.bilingual
        ? [
            {
              language: 'es' as const,
              label: 'Español',
              url: `${base}/captions-es.vtt`,
              kind: 'subtitles' as const,
            },
          ]
        : []),
    ],
    chapters: withChapters
      ? CHAPTER_TITLES.slice(0, random.int(3, 5)).map((chapterTitle, index, list) => ({
          title: chapterTitle,
          start_seconds: Math.floor((options.duration / list.length) * index),
        }))
      : [],
    download: downloadable
      ? { url: `${base}/720p.mp4`, file_type: 'mp4', file_size: options.duration * 320_000 }
      : undefined,
    accessibility: ['captions', 'transcript'],
  };
  const accessibility: MediaPlan['accessibility'] = ['captions', 'transcript'];
  if (random.chance(0.2)) accessibility.push('audio_description');
  if (random.chance(0.08)) accessibility.push('sign_language');
  const features: MediaPlan['features'] = [];
  if (downloadable) features.push('downloadable');
  if (withChapters) features.push('chapters');
  if (options.is360) features.push('video_360');
  if (options.bilingual) features.push('spanish_captions');
  if (random.chance(0.5)) features.push('interactive_transcript');
  return { asset, accessibility, features };
}

function imageAsset(code: string, title: string, index: number, altText: string): AssetInput {
  return {
    kind: 'image',
    title,
    poster: `/media/demo/image/${code}-${index}.webp`,
    width: 1600,
    height: 900,
    alt_text: altText,
    files: [
      { role: 'source', url: `/media/demo/image/${code}-${index}.webp`, type: 'image/webp', primary: true },
    ],
    download: {
      url: `/media/demo/image/${code}-${index}.jpg`,
      file_type: 'jpg',
      file_size: 240_000 + index * 1000,
    },
    accessibility: ['alt_text'],
  };
}

function documentAsset(code: string, title: string, pages: number): AssetInput {
  const url = `/media/demo/document/${code}.pdf`;
  return {
    kind: 'document',
    title,
    files: [{ role: 'source', url, type: 'application/pdf', primary: true }],
    download: { url, file_type: 'pdf', file_size: 60_000 + pages * 45_000 },
    accessibility: ['screen_reader_friendly'],
  };
}

/** The assets of one resource, by media type. */
export function planMedia(
  mediaType: ResourceMediaType,
  code: string,
  title: string,
  about: string,
  random: SeededRandom,
  options: { spanish: boolean; bilingual: boolean; is360: boolean },
): MediaPlan {
  switch (mediaType) {
    case 'Video': {
      const duration = random.chance(0.3) ? random.int(360, 900) : random.int(75, 330);
      const video = videoAsset(code, title, random, { ...options, duration });
      return { assets: [video.asset], durationSeconds: duration, ...video };
    }
    case 'Audio': {
      const duration = random.int(150, 1200);
      const base = `/media/demo/audio/${code}`;
      const language = options.spanish ? 'es' : 'en';
      return {
        assets: [
          {
            kind: 'audio',
            title,
            language,
            poster: `/media/posters/${code}.webp`,
            duration_seconds: duration,
            transcript: `${base}/transcript-${language}.txt`,
            files: [
              {
                role: 'audio',
                url: `${base}/audio.mp3`,
                type: 'audio/mpeg',
                primary: true,
                bitrate_kbps: 96,
              },
            ],
            captions: [
              {
                language,
                label: options.spanish ? 'Español' : 'English',
                url: `${base}/captions-${language}.vtt`,
                default: true,
              },
            ],
            download: { url: `${base}/audio.mp3`, file_type: 'mp3', file_size: duration * 12_000 },
            accessibility: ['captions', 'transcript'],
          },
        ],
        durationSeconds: duration,
        accessibility: ['captions', 'transcript'],
        features: ['downloadable', 'interactive_transcript'],
      };
    }
    case 'Image':
      return {
        assets: [imageAsset(code, title, 1, about)],
        accessibility: ['alt_text'],
        features: ['downloadable', 'printable'],
      };
    case 'Media Gallery': {
      const count = random.int(4, 6);
      const assets: AssetInput[] = [];
      for (let index = 1; index <= count; index++) {
        assets.push(
          imageAsset(code, `${title}: Image ${index}`, index, `${about} (image ${index} of ${count})`),
        );
      }
      const video = videoAsset(`${code}-clip`, `${title}: Video Clip`, random, {
        ...options,
        is360: false,
        duration: random.int(45, 150),
      });
      assets.push(video.asset);
      return { assets, accessibility: ['alt_text', 'captions'], features: ['downloadable'] };
    }
    case 'Document':
      return {
        assets: [documentAsset(code, title, random.int(1, 6))],
        accessibility: ['screen_reader_friendly'],
        features: ['downloadable', 'printable'],
      };
    case 'Lesson Plan':
      return {
        assets: [documentAsset(code, `${title} (printable)`, random.int(4, 10))],
        accessibility: ['screen_reader_friendly'],
        features: ['downloadable', 'printable'],
      };
    case 'Interactive': {
      const flavor = random.pick(['interactive', 'interactive', 'lti', 'generic_interactive'] as const);
      const asset: AssetInput =
        flavor === 'lti'
          ? {
              kind: 'lti',
              title,
              url: `https://tools.example.org/lti/guest/${code}`,
              open_mode: 'window',
              accessibility: ['keyboard_accessible'],
            }
          : {
              kind: flavor,
              title,
              url: `/media/demo/interactive/${code}/index.html`,
              width: 960,
              height: 600,
              open_mode: random.chance(0.2) ? 'window' : 'embedded',
              accessibility: ['keyboard_accessible', 'screen_reader_friendly'],
            };
      return {
        assets: [asset],
        accessibility: [
          'keyboard_accessible',
          ...(flavor === 'lti' ? [] : (['screen_reader_friendly'] as const)),
        ],
        features: [],
      };
    }
    case 'Interactive Lesson': {
      const duration = random.int(900, 2700);
      const video = videoAsset(`${code}-intro`, `${title}: Introduction`, random, {
        ...options,
        is360: false,
        duration: random.int(90, 240),
      });
      return {
        assets: [
          video.asset,
          {
            kind: 'interactive',
            title: `${title}: Activities`,
            url: `/media/demo/interactive/${code}/index.html`,
            width: 1024,
            height: 640,
            accessibility: ['keyboard_accessible'],
          },
        ],
        durationSeconds: duration,
        accessibility: ['captions', 'keyboard_accessible'],
        features: video.features.filter((feature) => feature !== 'downloadable'),
      };
    }
    case 'Webpage':
      return random.chance(0.5)
        ? {
            assets: [
              {
                kind: 'pointer',
                title,
                url: `https://www.example.org/lantern-demo/${code}`,
                open_mode: 'window',
              },
            ],
            accessibility: [],
            features: [],
          }
        : {
            assets: [
              {
                kind: 'htmlfragment',
                title,
                html: `<article><h2>${escapeHtml(title)}</h2><p>${escapeHtml(about)}</p><p>Use the discussion questions in the support materials to extend the reading.</p></article>`,
              },
            ],
            accessibility: ['screen_reader_friendly'],
            features: ['printable'],
          };
  }
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
