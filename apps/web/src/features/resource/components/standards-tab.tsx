import type { AlignedStandard } from '@lantern/shared';
import { Link } from 'react-router';
import { searchHref } from '../../../app/shell-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { isNationalCallSign, useExperienceMode } from '../../../lib/experience-mode.ts';
import { usePageConfig } from '../../../lib/page-config.ts';
import { openStationModal } from '../../stations/open-station-modal.ts';
import { useResourceStandards } from '../resource-api.ts';
import styles from '../resource-page.module.css';

export const STATE_STANDARDS_SIGN_IN_NOTE = 'Please note: You must be signed in to see state standards.';

function StandardList({ title, standards }: { title: string; standards: AlignedStandard[] }) {
  const mode = useExperienceMode();
  if (standards.length === 0) return null;
  return (
    <section aria-label={title} className={styles.standardGroup}>
      <h3 className={styles.subTitle}>{title}</h3>
      <ul className={styles.standardList}>
        {standards.map((standard) => (
          <li key={standard.id}>
            {standard.code ? <strong className={styles.standardCode}>{standard.code}</strong> : null}
            <span>{standard.statement}</span>
            <span className={styles.standardFramework}>{standard.framework.title}</span>
            {standard.code ? (
              // Every resource aligned to the standard (and to what is beneath it): issue 23, decision 0049.
              <Link className={styles.standardMore} to={searchHref(standard.code, mode)}>
                More for this standard<span className="visually-hidden"> ({standard.code})</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * National standards for everyone; state standards for signed-in users with a station (the station's
 * first and second authorities). Visitors are told to sign in; a signed-in user without a station is
 * asked to choose one, which returns here with the standards tab open.
 */
export function StandardsTab({ code }: { code: string }) {
  const config = usePageConfig();
  const standards = useResourceStandards(code, `${config.isLoggedIn}:${config.stationCallSign ?? ''}`);
  if (standards.isPending) return <p role="status">Loading standards…</p>;
  if (standards.isError) {
    return (
      <div role="alert">
        <p>The standards could not be loaded. Please try again.</p>
        <Button variant="secondary" onClick={() => standards.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { meta, standards: lists } = standards.data;
  const signedIn = config.isLoggedIn && !meta.sign_in_required;
  const withoutStation =
    signedIn && meta.primary_auth_name === null && isNationalCallSign(config.stationCallSign);
  const noneShown =
    lists.national.length + lists.primary_state_standards.length + lists.secondary_state_standards.length ===
    0;

  return (
    <div className={styles.standards}>
      {!signedIn ? <p className={styles.note}>{STATE_STANDARDS_SIGN_IN_NOTE}</p> : null}
      {withoutStation ? (
        <div className={styles.note}>
          <p>Choose your local station to see the standards of your state.</p>
          <Button variant="secondary" onClick={() => openStationModal({ selectedTab: 'standards' })}>
            Choose your station
          </Button>
        </div>
      ) : null}
      {noneShown ? <p>No standards are aligned to this resource yet.</p> : null}
      <StandardList title="National standards" standards={lists.national} />
      <StandardList
        title={meta.primary_auth_name ? `${meta.primary_auth_name} standards` : 'State standards'}
        standards={lists.primary_state_standards}
      />
      <StandardList
        title={meta.secondary_auth_name ? `${meta.secondary_auth_name} standards` : 'More state standards'}
        standards={lists.secondary_state_standards}
      />
      {signedIn && !withoutStation && meta.state_standards_exist && !meta.state_standards_available ? (
        <p>This resource is not aligned to your state's standards yet.</p>
      ) : null}
    </div>
  );
}
