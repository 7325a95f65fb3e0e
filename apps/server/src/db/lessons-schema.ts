import { bigint, boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations/0051_lessons.sql (the SQL is the source of truth; decision 0028). */

export const lessons = pgTable('lessons', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  currentVersion: integer('current_version').notNull().default(1),
  slideCount: smallint('slide_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Set on the hidden one-slide lesson that carries an assigned resource (migration 0065, decision 0042). */
  resourceId: bigint('resource_id', { mode: 'number' }),
});

/** Immutable snapshots: insert only (a trigger refuses updates). */
export const lessonVersions = pgTable('lesson_versions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  lessonId: bigint('lesson_id', { mode: 'number' })
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lessonSlides = pgTable('lesson_slides', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  /** No foreign keys on the content tables (migration 0051 says why); a trigger deletes them with their version. */
  versionId: bigint('version_id', { mode: 'number' }).notNull(),
  position: smallint('position').notNull(),
  type: text('type').$type<'Media' | 'Text' | 'Question'>().notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  brand: text('brand').notNull().default(''),
  creditsLink: text('credits_link').notNull().default(''),
  resourceId: bigint('resource_id', { mode: 'number' }),
  resourceGuid: uuid('resource_guid'),
  assetGuid: uuid('asset_guid'),
  ugcGuid: uuid('ugc_guid'),
});

export const lessonQuestions = pgTable('lesson_questions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  versionId: bigint('version_id', { mode: 'number' }).notNull(),
  slideId: bigint('slide_id', { mode: 'number' }).notNull(),
  position: smallint('position').notNull(),
  type: text('type').$type<'Fill' | 'Multiple' | 'Short' | 'True_false' | 'Essay'>().notNull(),
  text: text('text').notNull(),
});

export const lessonChoices = pgTable('lesson_choices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  versionId: bigint('version_id', { mode: 'number' }).notNull(),
  questionId: bigint('question_id', { mode: 'number' }).notNull(),
  position: smallint('position').notNull(),
  text: text('text').notNull(),
  correct: boolean('correct').notNull(),
});
