import { bigint, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, resources } from './catalog-schema.ts';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations/0020_resource.sql (the SQL is the source of truth). */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const resourceCodeRedirects = pgTable('resource_code_redirects', {
  oldCode: text('old_code').primaryKey(),
  resourceId: bigint('resource_id', { mode: 'number' })
    .notNull()
    .references(() => resources.id, { onDelete: 'cascade' }),
  ...timestamps,
});

export const ORGANIZATION_MEMBER_ROLES = ['reviewer', 'editor'] as const;

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_MEMBER_ROLES }).notNull().default('reviewer'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

export const resourceSessionViews = pgTable(
  'resource_session_views',
  {
    /** SHA-256 hex of the session (or a visitor's csrftoken); never the raw token. */
    sessionKey: text('session_key').notNull(),
    resourceId: bigint('resource_id', { mode: 'number' })
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionKey, table.resourceId] })],
);

export const resourceRatings = pgTable(
  'resource_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: bigint('resource_id', { mode: 'number' })
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.resourceId] })],
);

export const resourceQuestionAnswers = pgTable(
  'resource_question_answers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: bigint('resource_id', { mode: 'number' })
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.resourceId, table.questionId] })],
);
