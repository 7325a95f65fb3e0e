import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations/0040_folders.sql (the SQL is the source of truth). */

export const folders = pgTable(
  'folders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NULL only for the user's root folder. */
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    unique().on(table.id, table.userId),
    foreignKey({ columns: [table.parentId, table.userId], foreignColumns: [table.id, table.userId] }),
  ],
);

export const folderItems = pgTable(
  'folder_items',
  {
    folderId: bigint('folder_id', { mode: 'number' })
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    itemType: smallint('item_type').notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.folderId, table.itemType, table.itemId] })],
);
