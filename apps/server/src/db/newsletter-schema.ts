import { NEWSLETTER_STATUSES } from '@lantern/shared';
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stations } from './stations-schema.ts';

/** Drizzle mirror of migration 0045_newsletter.sql. */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull(),
  consentedAt: stamp('consented_at').notNull(),
  sourcePage: text('source_page'),
  stationId: bigint('station_id', { mode: 'number' }).references(() => stations.organizationId, {
    onDelete: 'set null',
  }),
  confirmedAt: stamp('confirmed_at'),
  unsubscribedAt: stamp('unsubscribed_at'),
  confirmationSentAt: stamp('confirmation_sent_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
