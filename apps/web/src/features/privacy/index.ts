/**
 * The public surface of the student-privacy feature (docs/decisions/0020-module-boundaries.md). The
 * screens behind the privacy gate (classes, rosters, assigning) call `usePrivacyGate().ensureAcknowledged()`
 * before a guarded call, and again when the server still answers the gate's 403 (`isPrivacyGateRefusal`);
 * the assignments area calls `openPrivacyModal('arrival')` when it opens (spec 2 §4). The sections are
 * lazy, so a page importing this file does not carry them.
 */
import { lazy } from 'react';

export { openPrivacyModal, type PrivacyModalReason, usePrivacyGate } from './privacy-gate.ts';
export { isPrivacyGateRefusal } from './privacy-rules.ts';

export const PrivacyProfileSection = lazy(() =>
  import('./privacy-profile-section.tsx').then((m) => ({ default: m.PrivacyProfileSection })),
);
export const PrivacyDashboardSection = lazy(() =>
  import('./privacy-dashboard-section.tsx').then((m) => ({ default: m.PrivacyDashboardSection })),
);
