import { lazy, Suspense } from 'react';

// Holds the banner's place while it loads, so the sections below do not jump.
const RESERVED = { minHeight: '5rem', marginBottom: 'var(--space-7)' };

// The banner's every variant loads on its own, after the page: the home route's first load is at its
// size budget, and nothing above the fold waits for the banner.
const StationBannerContent = lazy(() => import('./station-banner-content.tsx'));

/** The station banner (spec 3 §4); see station-banner-content.tsx. */
export function StationBanner() {
  return (
    <Suspense fallback={<div style={RESERVED} />}>
      <StationBannerContent />
    </Suspense>
  );
}
