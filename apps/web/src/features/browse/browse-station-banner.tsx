import { lazy, Suspense } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { showsStationBanner } from '../stations/localized/banner-pages.ts';
import { openStationModal } from '../stations/open-station-modal.ts';
import styles from './browse.module.css';

// Loaded here rather than through the homepage's StationBanner: sharing that module would split it
// into a chunk of its own, and the home route's first load is at its size budget.
const StationBannerContent = lazy(() => import('../stations/localized/station-banner-content.tsx'));

/** A localized teacher's station banner, after a subject's or grade's resources (decision 0011). */
export function BrowseStationBanner() {
  const mode = useExperienceMode();
  const localized = getPageConfig().station != null;
  if (!showsStationBanner('browse', { student: mode.student, addOn: mode.addOn, localized })) return null;
  return (
    <div className={styles.stationBanner}>
      <Suspense fallback={null}>
        <StationBannerContent request={apiRequest} chooseStation={openStationModal} />
      </Suspense>
    </div>
  );
}
