import { lazy, Suspense } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { openStationModal } from '../open-station-modal.ts';

// The banner's every variant loads on its own, after the page: the home route's first load is at its
// size budget. The API client and the modal opener are handed in rather than imported there: both live
// in the app's entry chunk, and a lazy chunk importing from it would carry the entry's whole
// dependency list into the home chunk's preload table.
const StationBannerContent = lazy(() => import('./station-banner-content.tsx'));

// Holds about the height of a one-row banner while it loads, so the sections below move less.
const RESERVED = { minHeight: '6rem', marginBottom: 'var(--space-7)' };

/** The station banner (spec 3 §4); see station-banner-content.tsx. */
export function StationBanner() {
  return (
    <Suspense fallback={<div style={RESERVED} />}>
      <StationBannerContent request={apiRequest} chooseStation={openStationModal} />
    </Suspense>
  );
}
