import fs from 'node:fs';
import path from 'node:path';
import type { CatalogImportInput, ResourceMediaType } from '@lantern/shared';
import escapeHtml from 'escape-html';
import type { SeededRandom } from './random.ts';

/**
 * The demo library's shared sample media (video, audio, PDFs, interactive), made by
 * scripts/generate-demo-media.ts and committed. Defined here, beside the list of files, so that the list does
 * not import the seeding code that imports it (no import cycle).
 */
export const DEMO_MEDIA_DIR = path.join(import.meta.dirname, '..', 'media');

type ResourceInput = NonNullable<CatalogImportInput['resources']>[number];
type AssetInput = NonNullable<ResourceInput['assets']>[number];

/**
 * Asset rows of the demo library. Media files are shared samples by kind (SAMPLE_MEDIA, committed under
 * seed/media/demo/samples/ and made by scripts/generate-demo-media.ts), so every resource plays real media
 * while the committed files stay small. Image files are per asset under DEMO_IMAGE_PREFIX and generated at
 * start (seed/posters.ts), like the posters. Durations in the catalog describe the fictional programme; the
 * chapters are placed within the sample's real length so that they seek to real moments.
 */
export interface MediaPlan {
  assets: AssetInput[];
  durationSeconds?: number;
  accessibility: NonNullable<ResourceInput['accessibility']>;
  features: NonNullable<ResourceInput['additional_features']>;
}

const SAMPLES = '/media/demo/samples';

/** The shared sample files every demo asset points at (see scripts/generate-demo-media.ts). */
export const SAMPLE_MEDIA = {
  video: {
    seconds: 40,
    hls: `${SAMPLES}/video/master.m3u8`,
    mp4High: `${SAMPLES}/video/720p.mp4`,
    mp4Low: `${SAMPLES}/video/360p.mp4`,
    captions: (language: 'en' | 'es') => `${SAMPLES}/video/captions-${language}.vtt`,
    transcript: (language: 'en' | 'es') => `${SAMPLES}/video/transcript-${language}.txt`,
  },
  audio: {
    seconds: 30,
    mp3: `${SAMPLES}/audio/audio.mp3`,
    captions: (language: 'en' | 'es') => `${SAMPLES}/audio/captions-${language}.vtt`,
    transcript: (language: 'en' | 'es') => `${SAMPLES}/audio/transcript-${language}.txt`,
  },
  document: `${SAMPLES}/documents/reading.pdf`,
  lessonPlan: `${SAMPLES}/documents/lesson-plan-printable.pdf`,
  interactive: `${SAMPLES}/interactive/food-web-quiz/index.html`,
  /** Support materials by category (the categories of texts.ts). */
  support: (category: string) =>
    `${SAMPLES}/support/${category
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.pdf`,
} as const;

/** Per-asset images: generated at start in the poster style (seed/posters.ts), never committed. */
export const DEMO_IMAGE_PREFIX = '/media/demo/images/';
export const DEMO_IMAGE_WIDTH = 1280;
export const DEMO_IMAGE_HEIGHT = 720;

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
  const sample = SAMPLE_MEDIA.video;
  const language = options.spanish ? 'es' : 'en';
  const withChapters = options.duration >= 300;
  const downloadable = random.chance(0.6);
  const asset: AssetInput = {
    kind: 'video',
    title,
    language,
    poster: `/media/posters/${code}.webp`,
    use_rights: downloadable ? 'Stream, Download and Share' : 'Stream Only',
    // The file's real length: the player, chapters and transcript all work on the sample.
    duration_seconds: sample.seconds,
    width: 1280,
    height: 720,
    is_360: options.is360,
    transcript: sample.transcript(language),
    files: [
      { role: 'hls', url: sample.hls, type: 'application/vnd.apple.mpegurl', primary: true },
      {
        role: 'mp4_high',
        url: sample.mp4High,
        type: 'video/mp4',
        width: 1280,
        height: 720,
        bitrate_kbps: 2500,
      },
      {
        role: 'mp4_low',
        url: sample.mp4Low,
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
        url: sample.captions(language),
        default: true,
      },
      ...(options.bilingual
        ? [
            {
              language: 'es' as const,
              label: 'Español',
              url: sample.captions('es'),
              kind: 'subtitles' as const,
            },
          ]
        : []),
    ],
    chapters: withChapters
      ? CHAPTER_TITLES.slice(0, random.int(3, 5)).map((chapterTitle, index, list) => ({
          title: chapterTitle,
          start_seconds: Math.floor((sample.seconds / list.length) * index),
        }))
      : [],
    download: downloadable
      ? { url: sample.mp4High, file_type: 'mp4', file_size: sampleFileSize(sample.mp4High) }
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

/** An image asset; its alt text describes the generated title card (see posters.ts: demoImageSvg). */
function imageAsset(code: string, title: string, index: number, count: number, about: string): AssetInput {
  const base = `${DEMO_IMAGE_PREFIX}${code}-${index}`;
  const position = count > 1 ? ` (image ${index} of ${count})` : '';
  return {
    kind: 'image',
    title,
    poster: `${base}.webp`,
    width: DEMO_IMAGE_WIDTH,
    height: DEMO_IMAGE_HEIGHT,
    alt_text: `Illustrated title card reading "${title}"${position}, in the subject's colours. It accompanies: ${about}`,
    files: [{ role: 'source', url: `${base}.webp`, type: 'image/webp', primary: true }],
    download: { url: `${base}.jpg`, file_type: 'jpg', file_size: 90_000 + index * 1000 },
    accessibility: ['alt_text'],
  };
}

function documentAsset(title: string, url: string): AssetInput {
  return {
    kind: 'document',
    title,
    files: [{ role: 'source', url, type: 'application/pdf', primary: true }],
    download: { url, file_type: 'pdf', file_size: sampleFileSize(url) },
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
      const sample = SAMPLE_MEDIA.audio;
      const language = options.spanish ? 'es' : 'en';
      return {
        assets: [
          {
            kind: 'audio',
            title,
            language,
            poster: `/media/posters/${code}.webp`,
            duration_seconds: sample.seconds,
            transcript: sample.transcript(language),
            files: [
              {
                role: 'audio',
                url: sample.mp3,
                type: 'audio/mpeg',
                primary: true,
                bitrate_kbps: 96,
              },
            ],
            captions: [
              {
                language,
                label: options.spanish ? 'Español' : 'English',
                url: sample.captions(language),
                default: true,
              },
            ],
            download: { url: sample.mp3, file_type: 'mp3', file_size: sampleFileSize(sample.mp3) },
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
        assets: [imageAsset(code, title, 1, 1, about)],
        accessibility: ['alt_text'],
        features: ['downloadable', 'printable'],
      };
    case 'Media Gallery': {
      const count = random.int(4, 6);
      const assets: AssetInput[] = [];
      for (let index = 1; index <= count; index++) {
        assets.push(imageAsset(code, `${title}: Image ${index}`, index, count, about));
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
      random.int(1, 6); // was the page count; kept so that the seeded sequence (and the library) stays put
      return {
        assets: [documentAsset(title, SAMPLE_MEDIA.document)],
        accessibility: ['screen_reader_friendly'],
        features: ['downloadable', 'printable'],
      };
    case 'Lesson Plan':
      random.int(4, 10); // was the page count; kept for the seeded sequence
      return {
        assets: [documentAsset(`${title} (printable)`, SAMPLE_MEDIA.lessonPlan)],
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
              url: SAMPLE_MEDIA.interactive,
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
            url: SAMPLE_MEDIA.interactive,
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

/** The committed sample's size in bytes (0 before the samples are generated). */
function sampleFileSize(url: string): number {
  try {
    return fs.statSync(path.join(DEMO_MEDIA_DIR, url.replace(/^\/media\//, ''))).size;
  } catch {
    return 0;
  }
}
