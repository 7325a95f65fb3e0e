import { NO_STATE_SELECTED, STATION_STATES, ZIP_CODE_MESSAGE, zipCodeSchema } from '@lantern/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { canSearchByZip, keepZipCharacters } from './station-links.ts';
import styles from './station-modal.module.css';
import type { StationSearch } from './stations-api.ts';

const UNREACHABLE =
  'We could not look up stations just now. Check your internet connection and search again.';

/** The server's own explanation for a 4xx (unknown ZIP code or state); a plain one otherwise. */
function lookupMessage(error: Error): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : UNREACHABLE;
}

interface StationSearchStepProps {
  zip: string;
  state: string;
  onZipChange: (zip: string) => void;
  onStateChange: (state: string) => void;
  onSearch: (search: StationSearch) => void;
  searching: boolean;
  lookupError: Error | null;
}

/** Step 1, 'Find Your Local Station': a ZIP code search and a state search. */
export function StationSearchStep({
  zip,
  state,
  onZipChange,
  onStateChange,
  onSearch,
  searching,
  lookupError,
}: StationSearchStepProps) {
  const ids = useId();
  const zipInput = useRef<HTMLInputElement>(null);
  const [zipProblem, setZipProblem] = useState<string | null>(null);
  const { station } = getPageConfig();
  const problem = zipProblem ?? (lookupError ? lookupMessage(lookupError) : null);

  // People come here to type a ZIP code (also when coming back from step 2).
  useEffect(() => zipInput.current?.focus(), []);

  function searchByZip(event: FormEvent) {
    event.preventDefault();
    const parsed = zipCodeSchema.safeParse(zip);
    if (!parsed.success) {
      setZipProblem(ZIP_CODE_MESSAGE);
      zipInput.current?.focus();
      return;
    }
    setZipProblem(null);
    onSearch({ by: 'zip', zip: parsed.data });
  }

  function searchByState(event: FormEvent) {
    event.preventDefault();
    setZipProblem(null);
    if (state) onSearch({ by: 'state', state });
  }

  return (
    <>
      <p className={styles.intro}>
        {station ? (
          <>
            Your local station is <strong>{station.commonName}</strong>. Search to choose another one.
          </>
        ) : (
          'Search by ZIP code or state to see your public-media station’s events, professional development and state standards.'
        )}
      </p>
      <form className={styles.searchRow} onSubmit={searchByZip} noValidate>
        <label htmlFor={`${ids}-zip`} className={styles.label}>
          ZIP Code
        </label>
        <div className={styles.controls}>
          <input
            ref={zipInput}
            id={`${ids}-zip`}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            value={zip}
            aria-invalid={zipProblem ? true : undefined}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            // Typed and pasted text alike: only digits and hyphens stay (spec 2 §5).
            onChange={(event) => {
              onZipChange(keepZipCharacters(event.target.value));
              setZipProblem(null);
            }}
          />
          <Button type="submit" disabled={!canSearchByZip(zip)}>
            Search by ZIP Code
          </Button>
        </div>
      </form>
      <p className={styles.or}>or</p>
      <form className={styles.searchRow} onSubmit={searchByState}>
        <label htmlFor={`${ids}-state`} className={styles.label}>
          State
        </label>
        <div className={styles.controls}>
          <select
            id={`${ids}-state`}
            className={styles.input}
            value={state}
            onChange={(event) => onStateChange(event.target.value)}
          >
            <option value="">{NO_STATE_SELECTED}</option>
            {STATION_STATES.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={!state}>
            Search by State
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status">
        {searching ? 'Looking for stations…' : ''}
      </p>
      <p id={`${ids}-problem`} className={styles.problem} role="alert">
        {problem}
      </p>
    </>
  );
}
