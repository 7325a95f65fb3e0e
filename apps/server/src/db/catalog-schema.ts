import {
  ASSET_KINDS,
  ATTRIBUTION_ROLES,
  CAPTION_KINDS,
  COLLECTION_FILTER_KINDS,
  COLLECTION_TYPES,
  CONTENT_FLAGS,
  OPEN_MODES,
  ORGANIZATION_KINDS,
  PROJECT_KINDS,
  PUBLISH_STATUSES,
  RESOURCE_SCOPES,
  SUPPORT_AUDIENCES,
} from '@lantern/shared';
import {
  bigint,
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Drizzle mirror of migrations/0002_catalog.sql (the SQL is the source of truth). */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
const ref = (name: string) => bigint(name, { mode: 'number' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ── reference data ──
export const gradeBands = pgTable('grade_bands', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  slug: text('slug').unique(),
  sortOrder: smallint('sort_order').notNull(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: smallint('sort_order').notNull(),
});

export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  path: text('path').notNull().unique(),
  color: text('color'),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const catalogFeatures = pgTable('catalog_features', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['accessibility', 'additional_feature'] }).notNull(),
  label: text('label').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

// ── organizations and projects ──
export const organizations = pgTable('organizations', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ORGANIZATION_KINDS }).notNull().default('producer'),
  logoColor: text('logo_color'),
  url: text('url'),
  ...timestamps,
});

export const projects = pgTable('projects', {
  id: id(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  kind: text('kind', { enum: PROJECT_KINDS }).notNull().default('project'),
  type: text('type'),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  ...timestamps,
});

// ── resources ──
export const resources = pgTable('resources', {
  id: id(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  resourceCode: text('resource_code').notNull().unique(),
  title: text('title').notNull(),
  mediaType: text('media_type').notNull(),
  description: text('description').notNull().default(''),
  moreAbout: text('more_about').notNull().default(''),
  canonicalUrl: text('canonical_url').notNull(),
  status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('published'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  expirationDate: timestamp('expiration_date', { withTimezone: true }),
  scope: text('scope', { enum: RESOURCE_SCOPES }).notNull().default('resource'),
  isAvailableForStudents: boolean('is_available_for_students').notNull().default(true),
  isAssignable: boolean('is_assignable').notNull().default(true),
  durationSeconds: integer('duration_seconds'),
  projectId: ref('project_id').references(() => projects.id, { onDelete: 'set null' }),
  contentProjectId: ref('content_project_id').references(() => projects.id, { onDelete: 'set null' }),
  posterPath: text('poster_path'),
  searchDisplayImagePath: text('search_display_image_path'),
  popularity: integer('popularity').notNull().default(0),
  ...timestamps,
  /** Generated: title (weight A) and description (weight B), english config, unaccented. */
  searchVector: tsvector('search_vector'),
});

const resourceId = () =>
  ref('resource_id')
    .notNull()
    .references(() => resources.id, { onDelete: 'cascade' });

export const resourceAttributions = pgTable(
  'resource_attributions',
  {
    resourceId: resourceId(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id),
    role: text('role', { enum: ATTRIBUTION_ROLES }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.organizationId, t.role] })],
);

export const resourceGrades = pgTable(
  'resource_grades',
  {
    resourceId: resourceId(),
    gradeBand: text('grade_band')
      .notNull()
      .references(() => gradeBands.code),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.gradeBand] })],
);

export const resourceSubjects = pgTable(
  'resource_subjects',
  {
    resourceId: resourceId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.subjectId] })],
);

export const resourceLanguages = pgTable(
  'resource_languages',
  {
    resourceId: resourceId(),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.languageCode] })],
);

export const resourceFeatures = pgTable(
  'resource_features',
  {
    resourceId: resourceId(),
    featureCode: text('feature_code')
      .notNull()
      .references(() => catalogFeatures.code),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.featureCode] })],
);

export const resourceOptOuts = pgTable(
  'resource_opt_outs',
  {
    resourceId: resourceId(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.organizationId] })],
);

export const relatedResources = pgTable(
  'related_resources',
  {
    resourceId: resourceId(),
    relatedResourceId: ref('related_resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.relatedResourceId] })],
);

export const curriculumTags = pgTable('curriculum_tags', {
  id: id(),
  parentId: ref('parent_id'),
  name: text('name').notNull(),
  path: text('path').notNull().unique(),
});

export const resourceCurriculumTags = pgTable(
  'resource_curriculum_tags',
  {
    resourceId: resourceId(),
    curriculumTagId: ref('curriculum_tag_id')
      .notNull()
      .references(() => curriculumTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.curriculumTagId] })],
);

export const supportMaterials = pgTable('support_materials', {
  id: id(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  resourceId: resourceId(),
  audience: text('audience', { enum: SUPPORT_AUDIENCES }).notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  role: text('role').notNull().default('support'),
  mediaType: text('media_type').notNull().default('Document'),
  url: text('url').notNull(),
  printUrl: text('print_url'),
  canonicalUrl: text('canonical_url'),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const lessonData = pgTable('lesson_data', {
  resourceId: ref('resource_id')
    .primaryKey()
    .references(() => resources.id, { onDelete: 'cascade' }),
  overview: text('overview').notNull().default(''),
  procedure: text('procedure').notNull().default(''),
});

export const lessonContents = pgTable('lesson_contents', {
  id: id(),
  resourceId: resourceId(),
  sortOrder: smallint('sort_order').notNull().default(0),
  title: text('title').notNull(),
  type: text('type').notNull(),
  url: text('url'),
});

// ── assets and media models ──
export const assets = pgTable('assets', {
  id: id(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  resourceId: resourceId(),
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

const assetId = () =>
  ref('asset_id')
    .notNull()
    .references(() => assets.id, { onDelete: 'cascade' });

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

// ── collections ──
export const collections = pgTable('collections', {
  id: id(),
  guid: uuid('guid').notNull().unique().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  type: text('type', { enum: COLLECTION_TYPES }).notNull().default('collection'),
  status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('published'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  isFeatured: boolean('is_featured').notNull().default(false),
  isAwardWinning: boolean('is_award_winning').notNull().default(false),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  projectId: ref('project_id').references(() => projects.id, { onDelete: 'set null' }),
  posterPath: text('poster_path'),
  canonicalUrl: text('canonical_url').notNull(),
  ...timestamps,
  searchVector: tsvector('search_vector'),
});

const collectionId = () =>
  ref('collection_id')
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' });

export const collectionResources = pgTable(
  'collection_resources',
  { collectionId: collectionId(), resourceId: resourceId(), sortOrder: integer('sort_order').notNull() },
  (t) => [primaryKey({ columns: [t.collectionId, t.resourceId] })],
);

export const collectionSubcollections = pgTable(
  'collection_subcollections',
  {
    collectionId: collectionId(),
    subcollectionId: ref('subcollection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.subcollectionId] })],
);

export const collectionSubjects = pgTable(
  'collection_subjects',
  {
    collectionId: collectionId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.subjectId] })],
);

export const collectionGrades = pgTable(
  'collection_grades',
  {
    collectionId: collectionId(),
    gradeBand: text('grade_band')
      .notNull()
      .references(() => gradeBands.code),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.gradeBand] })],
);

export const collectionSearchFilters = pgTable('collection_search_filters', {
  id: id(),
  collectionId: collectionId(),
  kind: text('kind', { enum: COLLECTION_FILTER_KINDS }).notNull(),
  subjectId: integer('subject_id').references(() => subjects.id),
  projectId: ref('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  title: text('title').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const collectionCustomFilterResources = pgTable(
  'collection_custom_filter_resources',
  {
    filterId: ref('filter_id')
      .notNull()
      .references(() => collectionSearchFilters.id, { onDelete: 'cascade' }),
    resourceId: resourceId(),
  },
  (t) => [primaryKey({ columns: [t.filterId, t.resourceId] })],
);

// ── standards (CASE-style) ──
export const standardFrameworks = pgTable('standard_frameworks', {
  id: uuid('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  scope: text('scope', { enum: ['national', 'state'] }).notNull(),
  stateCode: text('state_code'),
  authorityName: text('authority_name').notNull(),
  subject: text('subject').notNull().default(''),
  version: text('version').notNull().default(''),
  officialSourceUrl: text('official_source_url'),
  licenseTitle: text('license_title'),
  licenseUri: text('license_uri'),
  notes: text('notes').notNull().default(''),
  isSample: boolean('is_sample').notNull().default(false),
});

export const standardItems = pgTable('standard_items', {
  id: uuid('id').primaryKey(),
  frameworkId: uuid('framework_id')
    .notNull()
    .references(() => standardFrameworks.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id'),
  uri: text('uri'),
  humanCodingScheme: text('human_coding_scheme'),
  alternativeLabel: text('alternative_label'),
  fullStatement: text('full_statement').notNull(),
  notes: text('notes').notNull().default(''),
  itemType: text('item_type').notNull(),
  listEnumeration: text('list_enumeration'),
  educationLevels: text('education_levels').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  searchVector: tsvector('search_vector'),
  // Generated columns (migration 0070): the code and the legacy label upper-cased, letters and digits only.
  codeKey: text('code_key'),
  alternativeKey: text('alternative_key'),
});

/** CASE isRelatedTo between items of different frameworks: an NGSS expectation → its Common Core connections. */
export const standardConnections = pgTable(
  'standard_connections',
  {
    fromItemId: uuid('from_item_id')
      .notNull()
      .references(() => standardItems.id, { onDelete: 'cascade' }),
    toItemId: uuid('to_item_id')
      .notNull()
      .references(() => standardItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fromItemId, t.toItemId] })],
);

export const resourceStandards = pgTable(
  'resource_standards',
  {
    resourceId: resourceId(),
    standardItemId: uuid('standard_item_id')
      .notNull()
      .references(() => standardItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.standardItemId] })],
);

export const catalogSeedRuns = pgTable('catalog_seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── homepage content (migrations/0003_homepage.sql) ──
export const featuredResources = pgTable('featured_resources', {
  id: id(),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  resourceId: resourceId(),
  sortOrder: integer('sort_order').notNull(),
});

export const promoAds = pgTable('promo_ads', {
  id: id(),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  spot: smallint('spot').notNull(),
  imagePath: text('image_path').notNull(),
  imageAlt: text('image_alt').notNull().default(''),
  description: text('description').notNull(),
  callToActionLink: text('call_to_action_link').notNull(),
  callToActionText: text('call_to_action_text').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const heroImages = pgTable('hero_images', {
  id: id(),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  audience: text('audience', { enum: ['teacher', 'student'] })
    .notNull()
    .default('teacher'),
  imagePath: text('image_path').notNull(),
  altText: text('alt_text').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
