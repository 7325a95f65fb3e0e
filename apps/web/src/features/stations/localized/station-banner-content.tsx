import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { signInHref } from '../../../lib/auth-links.ts';
import { getPageConfig } from '../../../lib/page-config.ts';
import type { ApiRequest } from './local-data-api.ts';
import styles from './station-banner.module.css';
import { StationBannerDetails } from './station-banner-details.tsx';

/**
 * The station banner (spec 3 §4). With a station it shows the station's logo, social links, donate
 * link and events (and asks visitors to sign in for state standards); without one, a visitor is asked
 * to sign in and a signed-in user to choose a station.
 */
export default function StationBannerContent({
  request,
  chooseStation,
}: {
  request: ApiRequest;
  chooseStation: () => void;
}) {
  const { isLoggedIn, station } = getPageConfig();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  if (station) {
    return <StationBannerDetails station={station} request={request} signInTo={isLoggedIn ? null : here} />;
  }
  return (
    <aside className={`${styles.banner} ${styles.prompt}`} aria-label="Local station" data-station-banner>
      {isLoggedIn ? (
        <>
          <p>Choose your local public media station to see its events and your state's standards.</p>
          <Button variant="secondary" onClick={() => chooseStation()}>
            Choose your local station
          </Button>
        </>
      ) : (
        <>
          <p>
            Sign in to see your state's standards and what your local public media station offers teachers.
          </p>
          <Link className={buttonClass('secondary')} to={signInHref('teacher', here)}>
            Sign in
          </Link>
        </>
      )}
    </aside>
  );
}
