import {
  bigint,
  boolean,
  char,
  doublePrecision,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './catalog-schema.ts';
import { users } from './core-schema.ts';

/** Drizzle mirror of migration 0030 (local public-media stations). */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const stations = pgTable('stations', {
  organizationId: bigint('organization_id', { mode: 'number' })
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  guid: uuid('guid').notNull().unique(),
  callSign: text('call_sign').notNull().unique(),
  organizationName: text('organization_name').notNull(),
  commonName: text('common_name').notNull(),
  city: text('city').notNull(),
  state: char('state', { length: 2 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  website: text('website').notNull(),
  donateUrl: text('donate_url'),
  logoColor: text('logo_color').notNull(),
  headerImageUrl: text('header_image_url'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

export const stationAuthorities = pgTable(
  'station_authorities',
  {
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => stations.organizationId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.position] })],
);

export const stationSocialLinks = pgTable(
  'station_social_links',
  {
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => stations.organizationId, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    url: text('url').notNull(),
    derived: boolean('derived').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.network] })],
);

export const STATION_EVENT_KINDS = ['event', 'professional_development'] as const;

export const stationEvents = pgTable(
  'station_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => stations.organizationId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STATION_EVENT_KINDS }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: stamp('starts_at').notNull(),
    location: text('location').notNull().default(''),
    url: text('url'),
  },
  (table) => [unique().on(table.organizationId, table.slug)],
);

export const userStations = pgTable('user_stations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: bigint('organization_id', { mode: 'number' })
    .notNull()
    .references(() => stations.organizationId, { onDelete: 'cascade' }),
  zipCode: text('zip_code'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
