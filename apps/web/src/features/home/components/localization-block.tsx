import { Button } from '../../../components/ui/button.tsx';
import { getPageConfig } from '../../../lib/page-config.ts';
import { openStationModal } from '../../stations/open-station-modal.ts';
import { HomeSection } from './home-section.tsx';
import styles from './localization-block.module.css';

/**
 * The localization block (spec 1 §2.5 item 8): the chosen station (its logo is in the banner above) and
 * a way to change it, or, on the national site, an invitation to choose one. The station comes with the
 * page, so this block needs no call of its own.
 */
export function LocalizationBlock() {
  const { station } = getPageConfig();
  return (
    <HomeSection titleId="home-local-title" title="Your Local Public Media Station" className={styles.local}>
      <p data-localization-block>
        {station
          ? `${station.commonName} is your local station, with events and professional development for teachers near you.`
          : 'Local stations add their own events, professional development and resources for teachers in their communities.'}
      </p>
      <Button variant="secondary" onClick={() => openStationModal()}>
        {station ? 'Change your local station' : 'Find your local station'}
      </Button>
    </HomeSection>
  );
}
