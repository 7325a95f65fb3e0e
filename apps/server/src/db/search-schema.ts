import {
  bigint,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { resources } from './catalog-schema.ts';

/** Drizzle mirror of migrations/0013_search_documents.sql (the SQL is the source of truth). */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchFacetValues = pgTable('search_facet_values', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  facet: text('facet').notNull(),
  value: text('value').notNull(),
});

/** Maintained by triggers on the catalog tables; never written by application code. */
export const searchDocuments = pgTable('search_documents', {
  resourceId: bigint('resource_id', { mode: 'number' })
    .primaryKey()
    .references(() => resources.id, { onDelete: 'cascade' }),
  listed: boolean('listed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  searchVector: tsvector('search_vector').notNull(),
  /** The words of the resource's caption tracks (migration 0072); null without any. */
  captionVector: tsvector('caption_vector'),
  mediaType: text('media_type').notNull(),
  popularity: integer('popularity').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  sortTitle: text('sort_title').notNull(),
  facetIds: integer('facet_ids').array().notNull(),
});

export const searchCatalogVersion = pgTable('search_catalog_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const searchFacetCache = pgTable('search_facet_cache', {
  cacheKey: text('cache_key').primaryKey(),
  catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  total: integer('total').notNull(),
  facets: jsonb('facets').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mirror of migrations/0014 and 0018: the common words with bitmaps of their own. */
export const searchCountedTerms = pgTable('search_counted_terms', {
  term: text('term').primaryKey(),
});

/** Mirror of migrations/0018_search_bitmaps.sql: bitmaps of the listed documents, kept by triggers. */
export const searchBitmaps = pgTable(
  'search_bitmaps',
  {
    key: text('key').notNull(),
    chunk: integer('chunk').notNull(),
    // bit varying: drizzle has no column type for it; the table is read and written by SQL only.
    bits: text('bits').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.chunk] })],
);

/** Mirror of migrations/0016_autocomplete_title_words.sql: title words kept by triggers on resources. */
export const searchTitleWords = pgTable(
  'search_title_words',
  {
    word: text('word').notNull(),
    resourceId: bigint('resource_id', { mode: 'number' })
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.word, table.resourceId] })],
);

export const searchTitleVocabulary = pgTable('search_title_vocabulary', {
  word: text('word').primaryKey(),
  titles: integer('titles').notNull(),
});

/** Mirror of migrations/0019_search_cards.sql: every resource's search card (lantern_resource_card), kept by triggers. */
export const searchCards = pgTable('search_cards', {
  resourceId: bigint('resource_id', { mode: 'number' })
    .primaryKey()
    .references(() => resources.id, { onDelete: 'cascade' }),
  card: jsonb('card').notNull(),
});

/** Mirror of migrations/0069_search_vocabulary.sql: the listed resources' title and description words, kept by triggers. */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
  documents: integer('documents').notNull(),
  /** Indexed caption tracks holding the word (migration 0073). */
  tracks: integer('tracks').notNull(),
  stamp: bigint('stamp', { mode: 'bigint' }).notNull(),
});
