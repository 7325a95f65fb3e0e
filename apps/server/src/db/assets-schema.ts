import { ASSET_KINDS, CAPTION_KINDS, CONTENT_FLAGS, OPEN_MODES } from '@lantern/shared';
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, id, ref } from './catalog-columns.ts';
import { catalogFeatures, languages, lessonContents, resources } from './catalog-schema.ts';

/** Drizzle mirror of migrations/0002_catalog.sql (the SQL is the source of truth): a resource's assets and their media. */

export const assets = pgTable('assets', {
  id: id(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  resourceId: cascadeRef('resource_id', () => resources.id),
  sortOrder: smallint('sort_order').notNull().default(0),
  kind: text('kind', {
    enum: ASSET_KINDS,
  }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  languageCode: text('language_code')
    .notNull()
    .default('en')
    .references(() => languages.code),
  posterPath: text('poster_path'),
  useRights: text('use_rights').notNull().default(''),
  openMode: text('open_mode', { enum: OPEN_MODES }).notNull().default('embedded'),
  url: text('url'),
  html: text('html'),
  durationSeconds: integer('duration_seconds'),
  width: integer('width'),
  height: integer('height'),
  is360: boolean('is_360').notNull().default(false),
  transcriptPath: text('transcript_path'),
  altText: text('alt_text'),
  downloadUrl: text('download_url'),
  downloadFileType: text('download_file_type'),
  downloadFileSize: bigint('download_file_size', { mode: 'number' }),
  isDownloadable: boolean('is_downloadable').notNull().default(false),
  isDownloadReady: boolean('is_download_ready').notNull().default(false),
});

const assetId = () => cascadeRef('asset_id', () => assets.id);

export const assetFiles = pgTable('asset_files', {
  id: id(),
  assetId: assetId(),
  role: text('role').notNull(),
  url: text('url').notNull(),
  mimeType: text('mime_type').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  isGeorestricted: boolean('is_georestricted').notNull().default(false),
  width: integer('width'),
  height: integer('height'),
  bitrateKbps: integer('bitrate_kbps'),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const assetCaptions = pgTable('asset_captions', {
  id: id(),
  assetId: assetId(),
  languageCode: text('language_code')
    .notNull()
    .references(() => languages.code),
  kind: text('kind', { enum: CAPTION_KINDS }).notNull().default('captions'),
  label: text('label').notNull(),
  url: text('url').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

export const assetChapters = pgTable('asset_chapters', {
  id: id(),
  assetId: assetId(),
  sortOrder: smallint('sort_order').notNull(),
  title: text('title').notNull(),
  startSeconds: integer('start_seconds').notNull(),
});

export const assetFeatures = pgTable(
  'asset_features',
  {
    assetId: assetId(),
    featureCode: text('feature_code')
      .notNull()
      .references(() => catalogFeatures.code),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.featureCode] })],
);

export const contentFlags = pgTable('content_flags', {
  id: id(),
  assetId: ref('asset_id').references(() => assets.id, { onDelete: 'cascade' }),
  lessonContentId: ref('lesson_content_id').references(() => lessonContents.id, { onDelete: 'cascade' }),
  flag: text('flag', { enum: CONTENT_FLAGS }).notNull(),
  description: text('description').notNull().default(''),
});
