import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { classes } from './classes-schema.ts';
import { users } from './core-schema.ts';
import { lessons, lessonVersions } from './lessons-schema.ts';

/** Drizzle mirror of migration 0062 (assignments and their recipients; the SQL is the truth; decision 0040). */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const assignments = pgTable('assignments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  teacherId: uuid('teacher_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  lessonId: bigint('lesson_id', { mode: 'number' })
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  versionId: bigint('version_id', { mode: 'number' })
    .notNull()
    .references(() => lessonVersions.id, { onDelete: 'cascade' }),
  origin: text('origin', { enum: ['assign', 'duplicate'] })
    .notNull()
    .default('assign'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  deletedAt: stamp('deleted_at'),
});

export const assignmentRecipients = pgTable(
  'assignment_recipients',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    assignmentId: bigint('assignment_id', { mode: 'number' })
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: stamp('assigned_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.assignmentId, table.classId, table.studentId)],
);

/**
 * Drizzle mirror of migration 0079 (decision 0067): the classes an assignment was given to, and whether to the
 * whole class (students who join later get it, through the trigger on class_memberships) or to picked students.
 */
export const assignmentClasses = pgTable(
  'assignment_classes',
  {
    assignmentId: bigint('assignment_id', { mode: 'number' })
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    wholeClass: boolean('whole_class').notNull(),
    assignedAt: stamp('assigned_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.classId] }),
    index('assignment_classes_class').on(table.classId),
  ],
);

/** Drizzle mirror of migration 0063 (results and answers; decision 0041). */
export const assignmentResults = pgTable('assignment_results', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  assignmentId: bigint('assignment_id', { mode: 'number' })
    .notNull()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
  classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
  studentName: text('student_name').notNull().default(''),
  status: text('status', { enum: ['started', 'completed'] })
    .notNull()
    .default('started'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  completedAt: stamp('completed_at'),
});
