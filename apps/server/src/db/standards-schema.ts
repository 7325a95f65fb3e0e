import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { cascadeRef, tsvector } from './catalog-columns.ts';
import { resources } from './catalog-schema.ts';

/** Drizzle mirror of migrations/0002_catalog.sql (the SQL is the source of truth): CASE-style standards and their resources. */

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
    resourceId: cascadeRef('resource_id', () => resources.id),
    standardItemId: uuid('standard_item_id')
      .notNull()
      .references(() => standardItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.standardItemId] })],
);
