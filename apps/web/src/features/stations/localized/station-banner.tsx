import { lazy, Suspense } from 'react';
import { getPageConfig } from '../../../lib/page-config.ts';

// The banner's every variant loads on its own, after the page: the home route's first load is at its
// size budget, and nothing above the fold waits for the banner.
const StationBannerContent = lazy(() => import('./station-banner-content.tsx'));

// Holds about the banner's height while it loads (a prompt is one row; a station's banner lists
// events), so the sections below move as little as possible.
const reserved = (localized: boolean) => ({
  minHeight: localized ? '18rem' : '6rem',
  marginBottom: 'var(--space-7)',
});

/** The station banner (spec 3 §4); see station-banner-content.tsx. */
export function StationBanner() {
  return (
    <Suspense fallback={<div style={reserved(Boolean(getPageConfig().station))} />}>
      <StationBannerContent />
    </Suspense>
  );
}
