/**
 * Opening the local station modal from anywhere (header selector, confirmation popup, homepage
 * banner, profile, standards tab) without importing the modal itself: the modal is lazy-loaded by
 * whoever hosts it (the shell), which subscribes here.
 */
export interface StationModalRequest {
  /** Adds selected_tab=standards to the next address (the standards tab asked for a station). */
  selectedTab?: 'standards';
  /** Where change_station returns to; defaults to the current page. */
  next?: string;
}

/** The header's station selector, where focus goes after the confirmation popup is answered. */
export const STATION_SELECTOR_ID = 'station-selector';

type Listener = (request: StationModalRequest) => void;
const listeners = new Set<Listener>();

export function openStationModal(request: StationModalRequest = {}): void {
  for (const listener of listeners) listener(request);
}

export function onStationModalRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
