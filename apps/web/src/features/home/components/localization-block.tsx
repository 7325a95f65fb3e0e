import { Button } from '../../../components/ui/button.tsx';
import { getPageConfig } from '../../../lib/page-config.ts';
import { openStationModal } from '../../stations/open-station-modal.ts';
import { HomeSection } from './home-section.tsx';
import styles from './localization-block.module.css';

/**
 * The localization block (spec 1 §2.5 item 8): the chosen station with its logo and a way to change it,
 * or, on the national site, an invitation to choose one. The station comes with the page, so this block
 * needs no call of its own.
 */
export function LocalizationBlock() {
  const { station } = getPageConfig();
  return (
    <HomeSection titleId="home-local-title" title="Your Local Public Media Station" className={styles.local}>
      {station ? (
        <div className={styles.station} data-localization-block>
          {station.logo && <img src={station.logo} alt="" width={120} height={48} />}
          <p>
            <strong>{station.commonName}</strong> is your local station
            {station.stateName && `, bringing you resources chosen for ${station.stateName} teachers`}.
          </p>
        </div>
      ) : (
        <p data-localization-block>
          Local stations add their own events, professional development and resources for teachers in their
          communities.
        </p>
      )}
      <Button variant="secondary" onClick={() => openStationModal()}>
        {station ? 'Change your local station' : 'Find your local station'}
      </Button>
    </HomeSection>
  );
}
