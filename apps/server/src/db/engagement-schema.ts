import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resources } from './catalog-schema.ts';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations/0011_engagement.sql (the SQL is the source of truth). */

export const favorites = pgTable('favorites', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  resourceId: bigint('resource_id', { mode: 'number' })
    .notNull()
    .references(() => resources.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const resourceViews = pgTable('resource_views', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  resourceId: bigint('resource_id', { mode: 'number' })
    .notNull()
    .references(() => resources.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** SHA-256 hex of a browser key; never the raw session token. */
  sessionKey: text('session_key'),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});
