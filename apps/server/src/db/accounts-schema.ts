import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-schema.ts';

/**
 * Drizzle mirror of migration 0010_accounts.sql (and 0080_student_devices.sql, 0081_teacher_signup_requests.sql,
 * 0082_student_signin_cards.sql).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash'),
  secretQuestion: text('secret_question'),
  secretAnswerHash: text('secret_answer_hash'),
  passwordChangedAt: stamp('password_changed_at'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userRole: text('user_role'),
  userSuggestedRole: text('user_suggested_role'),
  postalCode: text('postal_code'),
  school: text('school'),
  gradeRange: text('grade_range').array().notNull().default(sql`'{}'`),
  preferredSubjects: text('preferred_subjects').array().notNull().default(sql`'{}'`),
  publicMediaProfileLink: text('public_media_profile_link'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: bytea('token_hash').notNull().unique(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

/** Teacher sign-ups waiting for the mailed link (migration 0081, decision 0071). */
export const teacherSignupRequests = pgTable('teacher_signup_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: bytea('token_hash').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  expiresAt: stamp('expires_at').notNull(),
  usedAt: stamp('used_at'),
});

/** Rate limits and sign-in failure counters (see modules/auth/throttle.ts), shared by every process. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: stamp('window_ends_at').notNull(),
  blockedUntil: stamp('blocked_until'),
});

export const accountLockouts = pgTable('account_lockouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: ['wrong_secret_answer'] }).notNull(),
  failures: integer('failures').notNull(),
  ipAddress: text('ip_address'),
  lockedAt: stamp('locked_at').notNull().defaultNow(),
  lockedUntil: stamp('locked_until').notNull(),
  unlockedAt: stamp('unlocked_at'),
  unlockedBy: uuid('unlocked_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Devices a student signed in on: the SHA-256 of the device cookie (migration 0080, decision 0070). */
export const studentDevices = pgTable(
  'student_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: bytea('device_hash').notNull(),
    firstSignedInAt: stamp('first_signed_in_at').notNull().defaultNow(),
    lastSignedInAt: stamp('last_signed_in_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);

/** A student's sign-in card: SHA-256 of its token and of its short code (migration 0082, decision 0074). */
export const studentSigninCards = pgTable('student_signin_cards', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: bytea('token_hash').notNull().unique(),
  codeHash: bytea('code_hash').notNull(),
  issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  issuedAt: stamp('issued_at').notNull().defaultNow(),
  lastUsedAt: stamp('last_used_at'),
});

export const captchaUsedChallenges = pgTable('captcha_used_challenges', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: stamp('expires_at').notNull(),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
