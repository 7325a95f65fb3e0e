import { MEDIA_TYPES } from '../constants.ts';

/** Enumerations of the catalog model (spec 3 §3, §9). The SQL check constraints list the same values. */

/** A resource has every media type except 'Collection' (collections are their own entity). */
export const RESOURCE_MEDIA_TYPES = MEDIA_TYPES.filter(
  (type): type is Exclude<(typeof MEDIA_TYPES)[number], 'Collection'> => type !== 'Collection',
);
export type ResourceMediaType = (typeof RESOURCE_MEDIA_TYPES)[number];

export const PUBLISH_STATUSES = ['published', 'unpublished'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const RESOURCE_SCOPES = ['resource', 'lesson', 'support_material'] as const;
export type ResourceScope = (typeof RESOURCE_SCOPES)[number];

export const ATTRIBUTION_ROLES = ['brand', 'funder', 'producer', 'distributor'] as const;
export type AttributionRole = (typeof ATTRIBUTION_ROLES)[number];

export const ORGANIZATION_KINDS = ['producer', 'station', 'funder', 'partner'] as const;
export const PROJECT_KINDS = ['project', 'content_project'] as const;

/** Media model kinds (spec 3 §3 "Media models"). */
export const ASSET_KINDS = [
  'video',
  'audio',
  'image',
  'document',
  'interactive',
  'pointer',
  'lti',
  'htmlfragment',
  'generic_interactive',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ASSET_FILE_ROLES = [
  'source',
  'hls',
  'mp4_high',
  'mp4_low',
  'audio',
  'preview',
  'error',
] as const;
export const CAPTION_KINDS = ['captions', 'subtitles', 'descriptions'] as const;
export const OPEN_MODES = ['embedded', 'window'] as const;
export const CONTENT_FLAGS = ['sensitive', 'commentary'] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];

export const SUPPORT_AUDIENCES = ['for_teacher', 'for_student'] as const;
export type SupportAudience = (typeof SUPPORT_AUDIENCES)[number];
export const SUPPORT_MATERIAL_MEDIA_TYPES = [
  'Video',
  'Interactive',
  'Audio',
  'Image',
  'Document',
  'Webpage',
] as const;

export const LESSON_CONTENT_TYPES = [
  'video',
  'audio',
  'image',
  'document',
  'interactive',
  'webpage',
  'text',
] as const;

export const COLLECTION_TYPES = ['collection', 'series', 'premium', 'station'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];
export const COLLECTION_FILTER_KINDS = ['ch', 'cp', 'custom'] as const;

/** Languages with codes (spec 3 §3); French is 'fr' (the source's 'fe' is a defect). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'ar', name: 'Arabic' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'la', name: 'Latin' },
  { code: 'nv', name: 'Navajo' },
  { code: 'zh', name: 'Chinese' },
  { code: 'yur', name: 'Yurok' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'kea', name: 'Creole' },
  { code: 'tib', name: 'Tibetan' },
  { code: 'hmn', name: 'Hmong' },
  { code: 'na', name: 'Audio Description' },
  { code: 'asl', name: 'American Sign Language' },
] as const;
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  (typeof LANGUAGES)[number]['code'],
  ...(typeof LANGUAGES)[number]['code'][],
];
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Accessibility indicators and additional features (facets 'accessibility' and 'additional_features'). */
export const ACCESSIBILITY_INDICATORS = [
  { code: 'captions', label: 'Captions' },
  { code: 'transcript', label: 'Transcript' },
  { code: 'audio_description', label: 'Audio Description' },
  { code: 'sign_language', label: 'American Sign Language' },
  { code: 'screen_reader_friendly', label: 'Screen Reader Friendly' },
  { code: 'keyboard_accessible', label: 'Keyboard Accessible' },
  { code: 'alt_text', label: 'Image Descriptions (Alt Text)' },
] as const;
export const ADDITIONAL_FEATURES = [
  { code: 'downloadable', label: 'Downloadable' },
  { code: 'printable', label: 'Printable' },
  { code: 'interactive_transcript', label: 'Interactive Transcript' },
  { code: 'video_360', label: '360° Video' },
  { code: 'chapters', label: 'Chapters' },
  { code: 'spanish_captions', label: 'Spanish Captions' },
  { code: 'student_view', label: 'Student View' },
] as const;
export const ACCESSIBILITY_CODES = ACCESSIBILITY_INDICATORS.map((item) => item.code) as [
  (typeof ACCESSIBILITY_INDICATORS)[number]['code'],
  ...(typeof ACCESSIBILITY_INDICATORS)[number]['code'][],
];
export const ADDITIONAL_FEATURE_CODES = ADDITIONAL_FEATURES.map((item) => item.code) as [
  (typeof ADDITIONAL_FEATURES)[number]['code'],
  ...(typeof ADDITIONAL_FEATURES)[number]['code'][],
];

/** CASE education levels used by standard items. */
export const EDUCATION_LEVELS = [
  'PK',
  'KG',
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
] as const;
