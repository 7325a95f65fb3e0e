import type { LocalData, PageStation, StationEvent } from '@lantern/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { signInHref } from '../../../lib/auth-links.ts';
import { type ApiRequest, localDataQuery } from './local-data-api.ts';
import styles from './station-banner.module.css';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

let eventDateFormat: Intl.DateTimeFormat | undefined;
/** Made on first use, not at import: building it starts ICU, which a page without events need not pay for. */
function formatEventDate(date: Date): string {
  eventDateFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return eventDateFormat.format(date);
}

const NETWORK_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  newsletter: 'Newsletter',
};
const networkLabel = (network: string) =>
  NETWORK_LABELS[network] ?? network.charAt(0).toUpperCase() + network.slice(1);

/**
 * The localized part of the station banner: the station's logo and name, its social and donate links
 * and its upcoming events and professional development. `signInTo` is set for visitors, who are also
 * asked to sign in (state standards need an account).
 */
export function StationBannerDetails({
  station,
  request,
  signInTo,
}: {
  station: PageStation;
  request: ApiRequest;
  signInTo: string | null;
}) {
  const local = useQuery(localDataQuery(station.organizationId, request));
  const name = local.data?.displayName ?? station.commonName;
  return (
    <section className={styles.banner} aria-labelledby="station-banner-title" data-station-banner>
      <div className={styles.identity}>
        {station.logo && <img className={styles.logo} src={station.logo} alt="" width={120} height={48} />}
        <div>
          <h2 id="station-banner-title">{name}</h2>
          <p className={styles.kicker}>Your local public media station</p>
        </div>
      </div>
      {local.isPending && <p role="status">Loading {name}’s events…</p>}
      {local.isError && (
        <p className={styles.error}>
          We couldn’t load {name}’s events just now.{' '}
          <Button variant="secondary" size="small" onClick={() => void local.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {local.data && <StationLinks local={local.data} name={name} />}
      {local.data && <StationEvents events={local.data.events} name={name} />}
      {signInTo !== null && (
        <p className={styles.signIn}>
          <Link to={signInHref('teacher', signInTo)}>Sign in</Link> to see your state's standards.
        </p>
      )}
    </section>
  );
}

function StationLinks({ local, name }: { local: LocalData; name: string }) {
  if (local.socialLinks.length === 0 && !local.donateUrl) return null;
  return (
    <div className={styles.links}>
      {local.socialLinks.length > 0 && (
        <ul aria-label={`${name} online`}>
          {local.socialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.url} target="_blank" rel="noreferrer">
                {networkLabel(link.network)}
                {NEW_TAB}
              </a>
            </li>
          ))}
        </ul>
      )}
      {local.donateUrl && (
        <a className={buttonClass('accent')} href={local.donateUrl} target="_blank" rel="noreferrer">
          Donate to {name}
          {NEW_TAB}
        </a>
      )}
    </div>
  );
}

function StationEvents({ events, name }: { events: StationEvent[]; name: string }) {
  return (
    <div className={styles.events}>
      <h3>Events and professional development</h3>
      {events.length === 0 ? (
        <p>{name} has no upcoming events listed right now.</p>
      ) : (
        <ul>
          {events.map((event) => (
            <li key={event.id}>
              <p className={styles.eventMeta}>
                <span>
                  {event.kind === 'professional_development' ? 'Professional development' : 'Event'}
                </span>
                {' · '}
                <time dateTime={event.startsAt}>{formatEventDate(new Date(event.startsAt))}</time>
                {event.location && ` · ${event.location}`}
              </p>
              <h4>
                {event.url ? (
                  <a href={event.url} target="_blank" rel="noreferrer">
                    {event.title}
                    {NEW_TAB}
                  </a>
                ) : (
                  event.title
                )}
              </h4>
              <p>{event.description}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
