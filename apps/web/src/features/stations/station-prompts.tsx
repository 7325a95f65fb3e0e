import { LOCALIZATION_NOT_CONFIRMED_COOKIE, VIRGINIA_MODAL_COOKIE } from '@lantern/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { deleteCookie, readCookie } from '../../lib/cookies.ts';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import {
  onStationModalRequest,
  openStationModal,
  STATION_SELECTOR_ID,
  type StationModalRequest,
} from './open-station-modal.ts';

// Each loads only when it shows, keeping them out of every page's first load.
const StationModal = lazy(() => import('./station-modal.tsx'));
const StationConfirmationPopup = lazy(() => import('./station-confirmation-popup.tsx'));
const VirginiaModal = lazy(() => import('./virginia-modal.tsx'));

/** The answered popup leaves: focus goes to the station selector when it shows, else to the page. */
function focusAfterAnswer() {
  const selector = document.getElementById(STATION_SELECTOR_ID);
  (selector?.offsetParent ? selector : document.getElementById('main-content'))?.focus();
}

/**
 * The shell's station prompts: the local station modal whenever someone asks for it
 * (openStationModal), the confirmation popup while localization_not_confirmed exists (spec 1
 * §2.9), and the Virginia modal on load when its session flag is set. Render it below the header.
 */
export function StationPrompts() {
  const { station } = getPageConfig();
  // The add-on view (inside a classroom platform) has no station selector and no station popups.
  const enabled = !useExperienceMode().addOn;
  const [request, setRequest] = useState<StationModalRequest | null>(null);
  const [askToConfirm, setAskToConfirm] = useState(
    () => station != null && readCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE) !== undefined,
  );
  const [showVirginia, setShowVirginia] = useState(() => readCookie(VIRGINIA_MODAL_COOKIE) !== undefined);

  useEffect(() => onStationModalRequest(setRequest), []);
  const virginiaOpen = enabled && showVirginia && !request;
  // Once per session: the flag is spent as soon as the modal opens.
  useEffect(() => {
    if (virginiaOpen) deleteCookie(VIRGINIA_MODAL_COOKIE);
  }, [virginiaOpen]);

  // One boundary each: the popup must stay put (keeping focus) while the modal's code loads.
  return (
    <>
      {enabled && askToConfirm && station && (
        <Suspense fallback={null}>
          <StationConfirmationPopup
            station={station}
            onConfirm={() => {
              deleteCookie(LOCALIZATION_NOT_CONFIRMED_COOKIE);
              setAskToConfirm(false);
              focusAfterAnswer();
            }}
            // The question stays until answered: closing the modal without a choice returns to it.
            onChange={() => openStationModal()}
          />
        </Suspense>
      )}
      {virginiaOpen && (
        <Suspense fallback={null}>
          <VirginiaModal onClose={() => setShowVirginia(false)} />
        </Suspense>
      )}
      {request && (
        <Suspense fallback={null}>
          <StationModal request={request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </>
  );
}
