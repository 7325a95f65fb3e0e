import { COLLECTION_FILTER_KINDS, COLLECTION_TYPES, PUBLISH_STATUSES } from '@lantern/shared';
import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, id, ref, timestamps, tsvector } from './catalog-columns.ts';
import { gradeBands, organizations, projects, resources, subjects } from './catalog-schema.ts';

/** Drizzle mirror of migrations/0002_catalog.sql (the SQL is the source of truth): collections, series and their filters. */

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

const collectionId = () => cascadeRef('collection_id', () => collections.id);
const resourceId = () => cascadeRef('resource_id', () => resources.id);

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
