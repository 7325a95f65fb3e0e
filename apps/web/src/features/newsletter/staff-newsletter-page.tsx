import { NEWSLETTER_TEXTS, type NewsletterStaffReply } from '@lantern/shared';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import pageStyles from '../../components/ui/page.module.css';
import { usePageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { downloadConfirmedCsv, useStaffNewsletter } from './newsletter-api.ts';
import styles from './staff-newsletter-page.module.css';

const STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const;

/** /staff/newsletter: subscribers per station, the latest sign-ups and the CSV of confirmed ones. */
export function StaffNewsletterPage() {
  useDocumentTitle(pageTitle('Newsletter subscribers'));
  const { hasAdminDisplay } = usePageConfig();
  return (
    <section className={pageStyles.page} aria-labelledby="staff-newsletter-title">
      <h1 id="staff-newsletter-title">Newsletter subscribers</h1>
      {hasAdminDisplay ? (
        <StaffNewsletter />
      ) : (
        <p className={pageStyles.lead}>This page is for staff: sign in with an admin account to see it.</p>
      )}
    </section>
  );
}

function StaffNewsletter() {
  const [station, setStation] = useState('');
  const selectId = useId();
  const view = useStaffNewsletter(station);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadConfirmedCsv(station);
    } catch {
      setExportError(NEWSLETTER_TEXTS.failure);
    } finally {
      setExporting(false);
    }
  }

  if (view.isPending) return <p>Loading subscribers…</p>;
  if (view.isError) return <p className={styles.error}>{NEWSLETTER_TEXTS.failure}</p>;
  const data = view.data;
  return (
    <>
      <ul className={styles.summary} aria-label="All subscribers">
        {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((status) => (
          <li key={status}>
            <strong>{data.totals[status]}</strong> {STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
      <StationCounts data={data} />
      <div className={styles.tools}>
        <label htmlFor={selectId}>
          Station
          <select id={selectId} value={station} onChange={(event) => setStation(event.target.value)}>
            <option value="">All stations</option>
            {data.stations.map((row) => (
              <option key={row.call_sign ?? 'national'} value={row.call_sign ?? 'national'}>
                {row.call_sign ? `${row.call_sign} (${row.name})` : row.name}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={exportCsv} aria-disabled={exporting || undefined}>
          {exporting ? 'Preparing…' : 'Download confirmed subscribers (CSV)'}
        </Button>
      </div>
      <div role="status">{exportError && <p className={styles.error}>{exportError}</p>}</div>
      <LatestSubscribers data={data} />
    </>
  );
}

function StationCounts({ data }: { data: NewsletterStaffReply }) {
  if (data.stations.length === 0) return <p>Nobody has signed up yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Subscribers per station</caption>
        <thead>
          <tr>
            <th scope="col">Station</th>
            <th scope="col" className={styles.number}>
              Confirmed
            </th>
            <th scope="col" className={styles.number}>
              Pending
            </th>
            <th scope="col" className={styles.number}>
              Unsubscribed
            </th>
          </tr>
        </thead>
        <tbody>
          {data.stations.map((row) => (
            <tr key={row.call_sign ?? 'national'}>
              <th scope="row">{row.call_sign ? `${row.call_sign} – ${row.name}` : row.name}</th>
              <td className={styles.number}>{row.confirmed}</td>
              <td className={styles.number}>{row.pending}</td>
              <td className={styles.number}>{row.unsubscribed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function LatestSubscribers({ data }: { data: NewsletterStaffReply }) {
  if (data.subscribers.length === 0) return null;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>Latest sign-ups (at most {data.limit})</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Station</th>
            <th scope="col">Consent given</th>
            <th scope="col">Signed up on</th>
          </tr>
        </thead>
        <tbody>
          {data.subscribers.map((row) => (
            <tr key={row.email}>
              <td>{row.email}</td>
              <td>{STATUS_LABELS[row.status]}</td>
              <td>{row.station_call_sign ?? 'National'}</td>
              <td>{dateTime.format(new Date(row.consented_at))}</td>
              <td>{row.source_page ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
