import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations/0048_feedback.sql (the SQL is the source of truth). */

export const feedback = pgTable('feedback', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  category: text('category', { enum: ['question', 'problem', 'idea', 'content', 'other'] }).notNull(),
  message: text('message').notNull(),
  replyEmail: text('reply_email'),
  pagePath: text('page_path').notNull(),
  userAgent: text('user_agent'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  senderRole: text('sender_role', { enum: ['teacher', 'student', 'admin'] }),
  status: text('status', { enum: ['new', 'read', 'answered', 'closed'] })
    .notNull()
    .default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbackReplies = pgTable('feedback_replies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  feedbackId: bigint('feedback_id', { mode: 'number' })
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  sentTo: text('sent_to').notNull(),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
