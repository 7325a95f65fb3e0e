import { PRIVACY_TEXTS } from '@lantern/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useExperienceMode } from '../../lib/experience-mode.ts';
import styles from './privacy.module.css';
import { usePrivacyRecord } from './privacy-api.ts';
import { openPrivacyModal } from './privacy-gate.ts';
import { PUT_OFF_NOTE } from './privacy-rules.ts';

/**
 * The dashboard's Student privacy section, shown until the teacher has acknowledged: the Fall 2023
 * message and the Data-privacy modal. The classes and assignments areas will open the modal
 * themselves (spec 2 §4); until they exist, this and the profile are where a teacher gets to it.
 */
export function PrivacyDashboardSection() {
  const record = usePrivacyRecord();
  const mode = useExperienceMode();
  const id = useId();
  if (mode.addOn || !record.data || record.data.sign_acknowledgement) return null;
  return (
    <section className={styles.dashboardSection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{PRIVACY_TEXTS.modalTitle}</h2>
      <p>{PRIVACY_TEXTS.fall2023Message}</p>
      {record.data.do_this_later && <p className={styles.note}>{PUT_OFF_NOTE}</p>}
      <div className={styles.paneActions}>
        <Button onClick={() => void openPrivacyModal('request')}>
          {PRIVACY_TEXTS.provideInformationNow}
        </Button>
        <Link to="/profile/#studentPrivacy">Student Privacy on your profile</Link>
      </div>
    </section>
  );
}
