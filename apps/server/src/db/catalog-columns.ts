import { type AnyPgColumn, bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes the catalog's Drizzle tables share (catalog-, assets-, collections-, standards-, homepage-schema.ts). */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** A required reference whose row goes with the row it points to (ON DELETE CASCADE). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  ref(name).notNull().references(target, { onDelete: 'cascade' });
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
