import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migration 0059 (classes, memberships, managed students; the SQL is the truth). */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const CLASS_SOURCES = ['lantern', 'oneroster', 'csv'] as const;
export const JOINED_VIA = ['code', 'teacher', 'import'] as const;
export const LEFT_REASONS = ['left', 'removed', 'moved'] as const;

export const classes = pgTable('classes', {
  id: uuid('id').primaryKey().defaultRandom(),
  teacherId: uuid('teacher_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  schoolYear: text('school_year').notNull(),
  joinCode: text('join_code').notNull(),
  source: text('source', { enum: CLASS_SOURCES }).notNull().default('lantern'),
  sourceScope: text('source_scope'),
  sourcedId: text('sourced_id'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
  archivedAt: stamp('archived_at'),
  deletedAt: stamp('deleted_at'),
});

export const classMemberships = pgTable('class_memberships', {
  id: uuid('id').primaryKey().defaultRandom(),
  classId: uuid('class_id')
    .notNull()
    .references(() => classes.id, { onDelete: 'cascade' }),
  studentId: uuid('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  joinedVia: text('joined_via', { enum: JOINED_VIA }).notNull(),
  joinedAt: stamp('joined_at').notNull().defaultNow(),
  leftAt: stamp('left_at'),
  leftReason: text('left_reason', { enum: LEFT_REASONS }),
});

export const managedStudents = pgTable('managed_students', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  grade: text('grade'),
  source: text('source', { enum: CLASS_SOURCES }).notNull().default('lantern'),
  sourceScope: text('source_scope'),
  sourcedId: text('sourced_id'),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
