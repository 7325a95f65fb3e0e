import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, id, ref } from './catalog-columns.ts';
import { organizations, resources } from './catalog-schema.ts';

/** Drizzle mirror of migrations/0003_homepage.sql (the SQL is the source of truth): featured resources, ads, hero pictures. */

export const featuredResources = pgTable('featured_resources', {
  id: id(),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  resourceId: cascadeRef('resource_id', () => resources.id),
  sortOrder: integer('sort_order').notNull(),
});

export const promoAds = pgTable('promo_ads', {
  id: id(),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  spot: smallint('spot').notNull(),
  imagePath: text('image_path').notNull(),
  imageAlt: text('image_alt').notNull().default(''),
  description: text('description').notNull(),
  callToActionLink: text('call_to_action_link').notNull(),
  callToActionText: text('call_to_action_text').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const heroImages = pgTable('hero_images', {
  id: id(),
  organizationId: ref('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  audience: text('audience', { enum: ['teacher', 'student'] })
    .notNull()
    .default('teacher'),
  imagePath: text('image_path').notNull(),
  altText: text('alt_text').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});
