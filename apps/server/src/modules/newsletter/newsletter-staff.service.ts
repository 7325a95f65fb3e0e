import type { NewsletterStaffReply } from '@lantern/shared';
import { stringify } from 'csv-stringify/sync';
import type { Orm } from '../../db/client.ts';
import * as repo from './newsletter.repo.ts';

/** The staff side of the newsletter: counts per station, the latest sign-ups and the export. */

const LIST_LIMIT = 200;

export async function staffView(orm: Orm, station: string | undefined): Promise<NewsletterStaffReply> {
  const counts = await repo.countsByStation(orm);
  const totals = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of counts) {
    totals.pending += row.pending;
    totals.confirmed += row.confirmed;
    totals.unsubscribed += row.unsubscribed;
  }
  const subscribers = await repo.latestSubscribers(orm, station, LIST_LIMIT);
  return {
    totals,
    stations: counts.map((row) => ({
      call_sign: row.call_sign,
      name: row.name ?? 'National site (no station)',
      pending: row.pending,
      confirmed: row.confirmed,
      unsubscribed: row.unsubscribed,
    })),
    subscribers: subscribers.map((row) => ({
      email: row.email,
      status: row.status,
      station_call_sign: row.callSign,
      consented_at: row.consentedAt.toISOString(),
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      source_page: row.sourcePage,
    })),
    limit: LIST_LIMIT,
  };
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading
 * apostrophe (OWASP CSV injection); addresses and paths practically never start so.
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Confirmed subscribers only: nobody who has not opened the confirmation link is ever exported. */
export async function confirmedCsv(orm: Orm, station: string | undefined): Promise<string> {
  const rows = await repo.confirmedSubscribers(orm, station);
  return stringify(
    rows.map((row) => [
      inert(row.email),
      row.callSign ?? '',
      row.consentedAt.toISOString(),
      row.confirmedAt?.toISOString() ?? '',
      inert(row.sourcePage ?? ''),
    ]),
    { header: true, columns: ['email', 'station', 'consented_at', 'confirmed_at', 'source_page'] },
  );
}
