import { sameSiteNextPath } from '@lantern/shared';
import { useState } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import type { StationModalRequest } from './open-station-modal.ts';
import { StationChoiceStep, type StationConfirmation } from './station-choice-step.tsx';
import { changeStationHref, currentPageAddress } from './station-links.ts';
import styles from './station-modal.module.css';
import { StationSearchStep } from './station-search-step.tsx';
import { type StationSearch, useStationLookup } from './stations-api.ts';

/** Leaving the page for another address (kept apart so the navigation is one obvious call). */
function navigateTo(address: string) {
  window.location.assign(address);
}

/**
 * The local station modal (spec 2 'Local station modal', §4 Local station): step 1 finds stations
 * by ZIP code or state, step 2 chooses one. Confirming navigates the whole page to change_station,
 * which stores the choice and comes back here. Loaded lazily by the shell.
 */
export default function StationModal({
  request,
  onClose,
}: {
  request: StationModalRequest;
  onClose: () => void;
}) {
  const [zip, setZip] = useState('');
  const [state, setState] = useState('');
  const [search, setSearch] = useState<StationSearch | null>(null);
  const lookup = useStationLookup(search);
  const reply = search !== null && lookup.isSuccess ? lookup.data : null;

  function confirm(choice: StationConfirmation) {
    if (choice.kind === 'external') return navigateTo(choice.url);
    const next = sameSiteNextPath(request.next) ?? currentPageAddress(window.location);
    navigateTo(
      changeStationHref({
        guid: choice.guid,
        next,
        zipCode: search?.by === 'zip' ? search.zip : null,
        selectedTab: request.selectedTab,
      }),
    );
  }

  return (
    <Modal
      isOpen
      size="medium"
      title={reply ? 'Choose Your Local Station' : 'Find Your Local Station'}
      onClose={onClose}
    >
      <div className={styles.body}>
        {reply && search ? (
          <StationChoiceStep
            search={search}
            reply={reply}
            onChangeSearch={() => setSearch(null)}
            onConfirm={confirm}
          />
        ) : (
          <StationSearchStep
            zip={zip}
            state={state}
            // Editing a field starts a new search: the last one's error no longer applies.
            onZipChange={(value) => {
              setZip(value);
              setSearch(null);
            }}
            onStateChange={(value) => {
              setState(value);
              setSearch(null);
            }}
            onSearch={setSearch}
            searching={search !== null && lookup.isFetching}
            lookupError={search !== null && lookup.isError ? lookup.error : null}
          />
        )}
      </div>
    </Modal>
  );
}
