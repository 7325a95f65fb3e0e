import { PinIcon } from '../../components/ui/icons.tsx';
import { openStationModal, STATION_SELECTOR_ID } from '../../features/stations/open-station-modal.ts';
import { getPageConfig } from '../../lib/page-config.ts';

/**
 * The header's station selector (spec 1 §2.7): the local station's logo and name when one is set,
 * else an invitation to choose one. Either way it opens the local station modal. Kept tiny: it is
 * in every page's first load, and the modal loads only when opened. The header's carries the id focus
 * returns to; the burger menu's copy (below 992 px, where the header's is hidden) has none, as ids
 * must be unique.
 */
export function StationButton({ className, inMenu = false }: { className: string; inMenu?: boolean }) {
  const { station } = getPageConfig();
  return (
    <button
      id={inMenu ? undefined : STATION_SELECTOR_ID}
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => openStationModal()}
    >
      {station?.logo ? (
        <img src={station.logo} alt="" width={54} height={18} style={{ objectFit: 'contain' }} />
      ) : (
        <PinIcon size={18} />
      )}
      {station ? (
        <span>
          <span className="visually-hidden">Local station: </span>
          {station.commonName}
        </span>
      ) : (
        <span>Choose your local station</span>
      )}
    </button>
  );
}
