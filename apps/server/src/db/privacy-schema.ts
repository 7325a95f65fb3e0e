import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/** Drizzle mirror of migrations 0055–0057 (school reference data, privacy records, reminders; the SQL is the truth). */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const schoolDistricts = pgTable('school_districts', {
  districtGuid: text('district_guid').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull().default(''),
  zip: text('zip').notNull().default(''),
  searchName: text('search_name').notNull(),
  updatedAt: updatedAt(),
});

export const schoolDistrictWords = pgTable(
  'school_district_words',
  {
    word: text('word').notNull(),
    districtGuid: text('district_guid')
      .notNull()
      .references(() => schoolDistricts.districtGuid, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.word, table.districtGuid] })],
);

export const schools = pgTable('schools', {
  id: text('id').primaryKey(),
  districtGuid: text('district_guid')
    .notNull()
    .references(() => schoolDistricts.districtGuid),
  name: text('name').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull().default(''),
  zip: text('zip').notNull().default(''),
  level: text('level').notNull().default(''),
  searchName: text('search_name').notNull(),
  updatedAt: updatedAt(),
});

export const schoolDataLoads = pgTable('school_data_loads', {
  source: text('source').primaryKey(),
  checksum: text('checksum').notNull(),
  districts: integer('districts').notNull(),
  schools: integer('schools').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const TEACHER_TYPE_VALUES = ['PUBLIC_SCHOOL', 'PRIVATE_SCHOOL', 'HOME_SCHOOL'] as const;

export const dataPrivacyRecords = pgTable('data_privacy_records', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  teacherType: text('teacher_type', { enum: TEACHER_TYPE_VALUES }),
  districtGuid: text('district_guid').references(() => schoolDistricts.districtGuid),
  schoolId: text('school_id'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  textVersion: text('text_version'),
  doThisLater: boolean('do_this_later').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

export const PRIVACY_HISTORY_EVENTS = [
  'signed',
  'school_updated',
  'do_this_later',
  'do_this_later_withdrawn',
] as const;
export type PrivacyHistoryEvent = (typeof PRIVACY_HISTORY_EVENTS)[number];

export const dataPrivacyHistory = pgTable('data_privacy_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: uuid('user_id').notNull(),
  event: text('event', { enum: PRIVACY_HISTORY_EVENTS }).notNull(),
  teacherType: text('teacher_type'),
  districtGuid: text('district_guid'),
  districtName: text('district_name'),
  state: text('state'),
  schoolId: text('school_id'),
  schoolName: text('school_name'),
  textVersion: text('text_version'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

export const privacyReminders = pgTable('privacy_reminders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  claimedBy: text('claimed_by'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
