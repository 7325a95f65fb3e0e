import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Drizzle mirror of the SQL migrations (the migrations are the source of truth; see docs/decisions/0002-sql-migrations.md). */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientName: text('client_name').notNull().unique(),
  keyHash: bytea('key_hash').notNull().unique(),
  publicKey: text('public_key'),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const USER_ROLES = ['teacher', 'student', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  role: text('role', { enum: USER_ROLES }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  email: text('email'),
  username: text('username'),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: bytea('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  idleTimeoutSeconds: integer('idle_timeout_seconds').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
});

export const flashMessages = pgTable('flash_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  tags: text('tags', { enum: ['error', 'success', 'warning', 'info'] })
    .notNull()
    .default('info'),
  showInModal: boolean('show_in_modal').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
export * from './accounts-schema.ts';
export * from './catalog-schema.ts';
export * from './engagement-schema.ts';
export * from './folders-schema.ts';
export * from './oidc-schema.ts';
export * from './resource-schema.ts';
export * from './search-schema.ts';
export * from './stations-schema.ts';
