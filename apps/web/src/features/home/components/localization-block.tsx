import { useModals } from '../../../app/shell/modals.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { HomeSection } from './home-section.tsx';
import styles from './localization-block.module.css';

/**
 * PLACEHOLDER for the localization block (spec 1 §2.5 item 8) — stations arrive with issue 6.
 * Then this block names the chosen station with its logo and offers to change it, or invites visitors to
 * choose one (the station-change dialog). Until then it explains what a station adds and, like the
 * header's station button, says that choosing one is coming.
 */
export function LocalizationBlock() {
  const { showInformation } = useModals();
  return (
    <HomeSection titleId="home-local-title" title="Your Local Public Media Station" className={styles.local}>
      <p>
        Local stations add their own events, professional development and resources for teachers in their
        communities.
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          void showInformation({
            title: 'Choose your local station',
            message:
              'Choosing a local public-media station will let you see its events, professional development and resources for your state. This is coming soon.',
            showCloseButton: true,
          })
        }
      >
        Find your local station
      </Button>
    </HomeSection>
  );
}
