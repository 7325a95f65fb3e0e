import type { NewsletterStatus } from '@lantern/shared';
import { and, asc, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { newsletterSubscribers, stations } from '../../db/schema.ts';
import { column, queryRows } from '../../db/sql-rows.ts';

/** SQL of the newsletter: one row per address, its consent and its status. */

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** At most one confirmation mail per address per hour (issue 22). */
export const CONFIRMATION_MAIL_INTERVAL = '1 hour';

export async function subscriberById(orm: Orm, id: string): Promise<SubscriberRow | null> {
  const [row] = await orm.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

export async function subscriberByEmail(orm: Orm, email: string): Promise<SubscriberRow | null> {
  const [row] = await orm
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row ?? null;
}

export interface Consent {
  email: string;
  sourcePage: string | null;
  stationId: number | null;
}

/**
 * Records a sign-up: a new address, or one that had unsubscribed, becomes pending with this consent;
 * a pending one takes the newest consent; a confirmed one stays as it is. One statement, so two
 * sign-ups at once cannot make two rows.
 */
export async function recordConsent(orm: Orm, consent: Consent): Promise<SubscriberRow> {
  const [row] = await orm
    .insert(newsletterSubscribers)
    .values({
      email: consent.email.toLowerCase(),
      status: 'pending',
      consentedAt: sql`now()`,
      sourcePage: consent.sourcePage,
      stationId: consent.stationId,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: 'pending',
        consentedAt: sql`now()`,
        sourcePage: sql`excluded.source_page`,
        stationId: sql`excluded.station_id`,
        confirmedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    })
    .returning();
  return row ?? ((await subscriberByEmail(orm, consent.email)) as SubscriberRow);
}

/** Claims the right to mail a confirmation now; false when one went out within the hour. */
export async function claimConfirmationMail(orm: Orm, id: string): Promise<boolean> {
  const rows = await orm
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        eq(newsletterSubscribers.status, 'pending'),
        or(
          isNull(newsletterSubscribers.confirmationSentAt),
          lt(newsletterSubscribers.confirmationSentAt, sql`now() - ${CONFIRMATION_MAIL_INTERVAL}::interval`),
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/**
 * Confirms a pending subscriber from a link issued at `issuedAt`. A link from before the address
 * unsubscribed does not bring it back. Returns the status afterwards (null: no such subscriber).
 */
export async function confirmSubscriber(
  orm: Orm,
  id: string,
  issuedAt: Date,
): Promise<{ row: SubscriberRow; changed: boolean } | null> {
  const [updated] = await orm
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        eq(newsletterSubscribers.status, 'pending'),
        or(isNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, issuedAt)),
      ),
    )
    .returning();
  if (updated) return { row: updated, changed: true };
  const row = await subscriberById(orm, id);
  return row ? { row, changed: false } : null;
}

/** Unsubscribes; the row (and its consent history) stays. Returns it when its status changed. */
export async function unsubscribeWhere(
  orm: Orm,
  by: { id: string } | { email: string },
): Promise<SubscriberRow | null> {
  const match =
    'id' in by
      ? eq(newsletterSubscribers.id, by.id)
      : eq(newsletterSubscribers.email, by.email.toLowerCase());
  const [row] = await orm
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(match, ne(newsletterSubscribers.status, 'unsubscribed')))
    .returning();
  return row ?? null;
}

export async function stationCallSign(orm: Orm, stationId: number | null): Promise<string | null> {
  if (stationId === null) return null;
  const [row] = await orm
    .select({ callSign: stations.callSign })
    .from(stations)
    .where(eq(stations.organizationId, stationId));
  return row?.callSign ?? null;
}

const stationCountRow = z.object({
  call_sign: z.string().nullable(),
  name: z.string().nullable(),
  pending: column.int8,
  confirmed: column.int8,
  unsubscribed: column.int8,
});
export type StationCountRow = z.output<typeof stationCountRow>;

/** Subscribers per station (null: signed up on the national site), most confirmed first. */
export async function countsByStation(orm: Orm): Promise<StationCountRow[]> {
  return queryRows(
    orm,
    stationCountRow,
    sql`SELECT s.call_sign, s.common_name AS name,
          count(*) FILTER (WHERE n.status = 'pending') AS pending,
          count(*) FILTER (WHERE n.status = 'confirmed') AS confirmed,
          count(*) FILTER (WHERE n.status = 'unsubscribed') AS unsubscribed
        FROM newsletter_subscribers n LEFT JOIN stations s ON s.organization_id = n.station_id
        GROUP BY s.call_sign, s.common_name
        ORDER BY confirmed DESC, s.call_sign NULLS FIRST`,
  );
}

export interface SubscriberListRow {
  email: string;
  status: NewsletterStatus;
  callSign: string | null;
  consentedAt: Date;
  confirmedAt: Date | null;
  sourcePage: string | null;
}

/** `station`: a call sign, 'national' (none) or undefined (all). */
function stationFilter(station: string | undefined) {
  if (station === undefined) return undefined;
  if (station === 'national') return isNull(newsletterSubscribers.stationId);
  return eq(stations.callSign, station.toUpperCase());
}

const listColumns = {
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  callSign: stations.callSign,
  consentedAt: newsletterSubscribers.consentedAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  sourcePage: newsletterSubscribers.sourcePage,
};

export async function latestSubscribers(
  orm: Orm,
  station: string | undefined,
  limit: number,
): Promise<SubscriberListRow[]> {
  return orm
    .select(listColumns)
    .from(newsletterSubscribers)
    .leftJoin(stations, eq(stations.organizationId, newsletterSubscribers.stationId))
    .where(stationFilter(station))
    .orderBy(desc(newsletterSubscribers.consentedAt), asc(newsletterSubscribers.email))
    .limit(limit);
}

/** Every confirmed subscriber (of one station, when given), by address: the export. */
export async function confirmedSubscribers(
  orm: Orm,
  station: string | undefined,
): Promise<SubscriberListRow[]> {
  return orm
    .select(listColumns)
    .from(newsletterSubscribers)
    .leftJoin(stations, eq(stations.organizationId, newsletterSubscribers.stationId))
    .where(and(eq(newsletterSubscribers.status, 'confirmed'), stationFilter(station)))
    .orderBy(asc(newsletterSubscribers.email));
}
