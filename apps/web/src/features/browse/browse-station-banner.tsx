import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { showsStationBanner } from '../stations/localized/banner-pages.ts';
import { StationBanner } from '../stations/localized/station-banner.tsx';
import styles from './browse.module.css';

/** A localized teacher's station banner, after a subject's or grade's resources (decision 0011). */
export function BrowseStationBanner() {
  const mode = useExperienceMode();
  const localized = getPageConfig().station != null;
  if (!showsStationBanner('browse', { student: mode.student, addOn: mode.addOn, localized })) return null;
  return (
    <div className={styles.stationBanner}>
      <StationBanner />
    </div>
  );
}
