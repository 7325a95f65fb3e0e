import { useState } from 'react';
import { useNotifications } from '../../app/shell-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import { useLocalData } from '../stations/localized/use-local-data.ts';
import { openStationModal } from '../stations/open-station-modal.ts';
import { PROFILE_SECTIONS } from './profile-sections.ts';
import styles from './profile-station-selectors.module.css';

/** Spec 2 §8: choosing a station reloads the page, which would lose unsaved profile changes. */
export const STATION_CHANGE_BLOCKED = 'Please save changes before changing the local station';

/**
 * The profile's two local-station selectors (spec 2 "Teacher profile page"): the station itself, and
 * the state standards that come with it. Both show the current choice and open the station modal;
 * while the form has unsaved changes they refuse, since choosing a station navigates the whole page.
 */
export function ProfileStationSelectors({ dirty }: { dirty: boolean }) {
  const { station } = getPageConfig();
  const local = useLocalData(station?.organizationId ?? null);
  const { notify } = useNotifications();
  const [blocked, setBlocked] = useState(false);

  const changeStation = () => {
    if (dirty) {
      setBlocked(true);
      notify({ message: STATION_CHANGE_BLOCKED, tone: 'warning' });
      return;
    }
    setBlocked(false);
    // Come back to these selectors after the station change reloads the page.
    const { pathname, search } = window.location;
    openStationModal({ next: `${pathname}${search}#${PROFILE_SECTIONS.professionalInformation}` });
  };

  const authorities = local.data?.authorities ?? [];
  return (
    <div className={styles.selectors} data-profile-stations>
      <fieldset className={styles.selector}>
        <legend className={styles.label}>Local station</legend>
        {station ? (
          <p className={styles.current} data-current-station>
            {station.logo && <img src={station.logo} alt="" width={96} height={38} />}
            <span>
              {station.commonName}
              <span className={styles.place}>{station.stateName && ` · ${station.stateName}`}</span>
            </span>
          </p>
        ) : (
          <p className={styles.current}>No local station chosen</p>
        )}
        <Button variant="secondary" size="small" onClick={changeStation}>
          {station ? 'Change local station' : 'Choose local station'}
        </Button>
      </fieldset>

      <fieldset className={styles.selector}>
        <legend className={styles.label}>State standards</legend>
        <p className={styles.current} data-current-standards>
          {!station
            ? 'Choose a local station to see the standards of your state.'
            : local.isPending
              ? 'Loading your state standards…'
              : local.isError
                ? 'We could not load your state standards just now.'
                : `State Standards: ${authorities.length > 0 ? authorities.join(', ') : 'national only'}`}
        </p>
        <Button variant="secondary" size="small" onClick={changeStation}>
          {station ? 'Change state standards station' : 'Choose station for state standards'}
        </Button>
      </fieldset>

      {blocked && dirty && (
        <p role="alert" className={styles.blocked}>
          {STATION_CHANGE_BLOCKED}
        </p>
      )}
    </div>
  );
}
