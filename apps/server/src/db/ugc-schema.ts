import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations/0054_ugc_uploads.sql (the SQL is the source of truth). */

export const ugcUploads = pgTable('ugc_uploads', {
  guid: uuid('guid').primaryKey(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  uploadBytes: integer('upload_bytes').notNull(),
  sourceWidth: integer('source_width').notNull(),
  sourceHeight: integer('source_height').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  webpBytes: integer('webp_bytes').notNull(),
  jpgBytes: integer('jpg_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
