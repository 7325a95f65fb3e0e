import { z } from 'zod';
import {
  ASSET_FILE_ROLES,
  ASSET_KINDS,
  CAPTION_KINDS,
  CONTENT_FLAGS,
  OPEN_MODES,
} from '../catalog/catalog-enums.ts';

/**
 * Assets and their media models (spec 3 §3 "Asset", "Media models"). One `medias` object per asset holds
 * every field of every kind; fields a kind does not use are empty lists or null, so the client reads one
 * shape and switches on `media_type`:
 * - video: files (renditions), captions, transcript_url, chapters, is_360, duration
 * - audio: files, captions, transcript_url, duration
 * - image: files (one 'source'), width/height, alt_text
 * - document: files (one 'source'), download
 * - interactive / generic_interactive: url (the HTML5 entry point); open_mode embedded (iframe, at least
 *   700 px high) or window
 * - pointer: url (an outside page); lti: url (the guest launch URL)
 * - htmlfragment: html (sanitized on the server; labelled Text)
 * URLs are site paths ('/media/…') or absolute https addresses.
 */

/** A named code with its display label (accessibility indicators, additional features, languages). */
export const codeLabelSchema = z.object({ code: z.string(), label: z.string() });
export type CodeLabel = z.infer<typeof codeLabelSchema>;

/** A content flag; a warning is shown only when `description` is not empty (spec 3 "Resource page"). */
export const contentFlagSchema = z.object({
  flag: z.enum(CONTENT_FLAGS),
  description: z.string(),
});
export type ContentFlagItem = z.infer<typeof contentFlagSchema>;

export const mediaFileSchema = z.object({
  role: z.enum(ASSET_FILE_ROLES),
  url: z.string(),
  /** MIME type, e.g. 'video/mp4', 'application/vnd.apple.mpegurl' (HLS). */
  type: z.string(),
  primary: z.boolean(),
  /** True when the file may only be played inside the licensed area (see the asset's `error`). */
  georestriction: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bitrate_kbps: z.number().int().nullable(),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** A WebVTT track; captions are off until the user turns them on. */
export const captionTrackSchema = z.object({
  language: z.string(),
  kind: z.enum(CAPTION_KINDS),
  label: z.string(),
  url: z.string(),
  is_default: z.boolean(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const chapterSchema = z.object({
  title: z.string(),
  start_seconds: z.number().int(),
});
export type Chapter = z.infer<typeof chapterSchema>;

/** Download descriptor of every kind; `url` is null when the asset offers no download. */
export const downloadSchema = z.object({
  url: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().int().nullable(),
  is_downloadable: z.boolean(),
  is_download_ready: z.boolean(),
});
export type Download = z.infer<typeof downloadSchema>;

export const mediaModelSchema = z.object({
  language: z.object({ code: z.string(), name: z.string() }),
  poster: z.string().nullable(),
  download: downloadSchema,
  files: z.array(mediaFileSchema),
  captions: z.array(captionTrackSchema),
  /** A WebVTT file whose cues make the interactive transcript (click a line to seek). */
  transcript_url: z.string().nullable(),
  chapters: z.array(chapterSchema),
  is_360: z.boolean(),
  duration: z.number().int().nullable().describe('Seconds'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt_text: z.string().nullable(),
  /** pointer, lti, interactive, generic_interactive: the address to open or embed. */
  url: z.string().nullable(),
  /** htmlfragment: sanitized HTML. */
  html: z.string().nullable(),
});
export type MediaModel = z.infer<typeof mediaModelSchema>;

/**
 * Why an asset cannot be played; null when it can. The player shows the static error video of this code
 * (the asset's file with role 'error' when it has one).
 * - media_missing: a video, audio, image or document with no playable file (decided in the detail).
 * - georestricted: the file may only be played in the licensed area (answered by the media check).
 */
export const ASSET_ERROR_CODES = ['media_missing', 'georestricted'] as const;
export const assetErrorSchema = z.object({ code: z.enum(ASSET_ERROR_CODES), message: z.string() });

export const assetSchema = z.object({
  guid: z.string(),
  title: z.string(),
  media_type: z.enum(ASSET_KINDS),
  description: z.string(),
  use_rights: z.string(),
  order: z.number().int(),
  accessibility_indicators: z.array(codeLabelSchema),
  content_flags: z.array(contentFlagSchema),
  error: assetErrorSchema.nullable(),
  open_mode: z.enum(OPEN_MODES),
  medias: mediaModelSchema,
});
export type Asset = z.infer<typeof assetSchema>;

/**
 * GET /api/v2/media_check/{asset guid}/?url={file url} — the geographic restriction check of one media file
 * (spec 3 §3): `url` to play, or `error` (then the page plays the static error video of error.code). Files
 * without the georestriction flag always pass. For flagged files the licensed area is the United States;
 * the viewer's country comes from the CDN or load balancer (only with TRUST_PROXY); when it is unknown the
 * file passes and the CDN enforces the licence.
 */
export const mediaCheckParamsSchema = z.object({
  guid: z
    .string()
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      'An asset id is the guid of an asset of the resource detail.',
    ),
});
export const mediaCheckQuerySchema = z.object({
  url: z.string().min(1, 'url must be the address of one of the asset files.').max(2000),
});
export const mediaCheckReplySchema = z.object({
  url: z.string().nullable(),
  error: assetErrorSchema.nullable(),
});
export type MediaCheckReply = z.infer<typeof mediaCheckReplySchema>;
