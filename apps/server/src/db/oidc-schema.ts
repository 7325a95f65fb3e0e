import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migration 0015_oidc.sql. */

export const linkedIdentities = pgTable('linked_identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSigninAt: timestamp('last_signin_at', { withTimezone: true }).notNull().defaultNow(),
});
