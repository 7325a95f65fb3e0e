import type { PageStation } from '@lantern/shared';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { getPageConfig } from '../../lib/page-config.ts';
import styles from './station-prompts.module.css';

interface StationConfirmationPopupProps {
  station: PageStation;
  /** 'Yes': the station is right (the host deletes localization_not_confirmed). */
  onConfirm: () => void;
  /** 'No, change': the host opens the station modal. */
  onChange: () => void;
}

/**
 * The station confirmation popup (spec 1 §2.9), shown below the header while the site chose the
 * station for the visitor and they have not said whether it is theirs. A labelled region, not a
 * modal: the page stays usable, and the questions come next in the reading and Tab order.
 */
export default function StationConfirmationPopup({
  station,
  onConfirm,
  onChange,
}: StationConfirmationPopupProps) {
  const headingId = useId();
  const { productName } = getPageConfig();
  return (
    <section className={styles.popup} aria-labelledby={headingId}>
      <div className={styles.popupInner}>
        {station.logo && <img className={styles.logo} src={station.logo} alt="" width={72} height={24} />}
        <div className={styles.popupText}>
          <h2 id={headingId} className={styles.heading}>
            Is {station.commonName} your local station?
          </h2>
          <p className={styles.message}>
            {productName} is showing you {station.commonName}’s events and professional development, and{' '}
            {station.stateName} standards.
          </p>
        </div>
        <div className={styles.buttons}>
          <Button size="small" onClick={onConfirm}>
            Yes
          </Button>
          <Button size="small" variant="secondary" onClick={onChange}>
            No, change
          </Button>
        </div>
      </div>
    </section>
  );
}
