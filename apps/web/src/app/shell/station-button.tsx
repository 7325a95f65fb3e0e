import { PinIcon } from '../../components/ui/icons.tsx';
import { useModals } from './modals.tsx';

/** Placeholder for the station selector: choosing a station arrives with the stations issue. */
export function StationButton({ className }: { className: string }) {
  const { showInformation } = useModals();
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        void showInformation({
          title: 'Choose your local station',
          message:
            'Choosing a local public-media station will let you see its events, professional development and resources for your state. This is coming soon.',
          showCloseButton: true,
        })
      }
    >
      <PinIcon size={18} />
      <span>Choose your local station</span>
    </button>
  );
}
