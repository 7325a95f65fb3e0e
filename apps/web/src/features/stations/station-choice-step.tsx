import {
  EMEDIAVA_URL,
  preferredStationLogo,
  STATE_STANDARDS_SIGN_IN_NOTE,
  STATION_NO_MATCH_FOR_STATE,
  STATION_NO_MATCH_FOR_ZIP,
  STATION_STATES,
  type Station,
  type StationLookupReply,
} from '@lantern/shared';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './station-modal.module.css';
import type { StationSearch } from './stations-api.ts';

export type StationConfirmation = { kind: 'station'; guid: string } | { kind: 'external'; url: string };

/** The radio value of the 'eMediaVA (external link)' entry; station values are guids. */
const EMEDIAVA_CHOICE = 'emediava';

const stateNameOf = (code: string) => STATION_STATES.find((state) => state.code === code)?.name ?? code;

function listLabel(search: StationSearch, reply: StationLookupReply): string {
  if (search.by === 'state') return `Stations in ${stateNameOf(search.state)}`;
  if (!reply.zipcodeHasMatched && reply.organizations[0]) {
    return `Stations in ${reply.organizations[0].stateName}`;
  }
  return `Stations near ZIP code ${search.zip}`;
}

interface StationChoiceStepProps {
  search: StationSearch;
  reply: StationLookupReply;
  onChangeSearch: () => void;
  onConfirm: (choice: StationConfirmation) => void;
}

/**
 * Step 2, 'Choose Your Local Station': one radio group, so choosing the eMediaVA entry unselects
 * every station and choosing a station unselects it (spec 2 §4). The first station starts chosen.
 */
export function StationChoiceStep({ search, reply, onChangeSearch, onConfirm }: StationChoiceStepProps) {
  const ids = useId();
  const stations = reply.organizations;
  const [selected, setSelected] = useState<string | null>(stations[0]?.organizationGuid ?? null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const { isLoggedIn } = getPageConfig();
  const noMatch = stations.length === 0 || (search.by === 'zip' && !reply.zipcodeHasMatched);

  // The step replaced the one holding focus: put it on the chosen station (or the way back).
  useEffect(() => (firstChoice.current ?? changeButton.current)?.focus(), []);

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (selected === EMEDIAVA_CHOICE) onConfirm({ kind: 'external', url: EMEDIAVA_URL });
    else if (selected) onConfirm({ kind: 'station', guid: selected });
  }

  const hasChoices = stations.length > 0 || reply.isInVirginia;
  return (
    <form onSubmit={confirm} aria-describedby={noMatch ? `${ids}-no-match` : undefined}>
      {noMatch && (
        <p id={`${ids}-no-match`} className={styles.notice}>
          {search.by === 'zip' ? STATION_NO_MATCH_FOR_ZIP : STATION_NO_MATCH_FOR_STATE}
        </p>
      )}
      {hasChoices && (
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{listLabel(search, reply)}</legend>
          <div className={styles.list}>
            {stations.map((station, index) => (
              <StationOption
                key={station.organizationGuid}
                station={station}
                checked={selected === station.organizationGuid}
                onSelect={() => setSelected(station.organizationGuid)}
                inputRef={index === 0 ? firstChoice : undefined}
              />
            ))}
            {reply.isInVirginia && (
              <label className={styles.option}>
                <input
                  type="radio"
                  name="station"
                  value={EMEDIAVA_CHOICE}
                  checked={selected === EMEDIAVA_CHOICE}
                  onChange={() => setSelected(EMEDIAVA_CHOICE)}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>eMediaVA (external link)</span>
                  <span className={styles.standards}>State Standards: Virginia</span>
                </span>
              </label>
            )}
          </div>
        </fieldset>
      )}
      {!isLoggedIn && <p className={styles.note}>{STATE_STANDARDS_SIGN_IN_NOTE}</p>}
      <div className={styles.actions}>
        <button
          ref={changeButton}
          type="button"
          className={buttonClass('secondary')}
          onClick={onChangeSearch}
        >
          Change ZIP Code / State
        </button>
        <Button type="submit" disabled={selected === null}>
          Confirm My Local Station
        </Button>
      </div>
    </form>
  );
}

function StationOption({
  station,
  checked,
  onSelect,
  inputRef,
}: {
  station: Station;
  checked: boolean;
  onSelect: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const logo = preferredStationLogo(station.images);
  return (
    <label className={styles.option}>
      <input
        ref={inputRef}
        type="radio"
        name="station"
        value={station.organizationGuid}
        checked={checked}
        onChange={onSelect}
      />
      {logo && <img className={styles.logo} src={logo} alt="" width={72} height={24} />}
      <span className={styles.optionText}>
        <span className={styles.optionName}>{station.commonName}</span>
        <span>
          {station.city}, {station.state}
        </span>
        <span className={styles.standards}>State Standards: {station.authorities.join(', ')}</span>
      </span>
    </label>
  );
}
