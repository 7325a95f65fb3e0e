import {
  ATTRIBUTION_ROLES,
  ORGANIZATION_KINDS,
  PROJECT_KINDS,
  PUBLISH_STATUSES,
  RESOURCE_SCOPES,
  SUPPORT_AUDIENCES,
} from '@lantern/shared';
import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, id, ref, timestamps, tsvector } from './catalog-columns.ts';

/**
 * Drizzle mirror of migrations/0002_catalog.sql (the SQL is the source of truth): reference data,
 * organizations, resources and what belongs to one resource. The rest of the catalog: assets-schema.ts,
 * collections-schema.ts, standards-schema.ts, homepage-schema.ts.
 */

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

const resourceId = () => cascadeRef('resource_id', () => resources.id);

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

export const catalogSeedRuns = pgTable('catalog_seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
