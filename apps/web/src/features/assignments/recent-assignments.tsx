import { Link } from 'react-router';
import listStates from '../../components/ui/list-states.module.css';
import { formatCount } from '../../lib/format-count.ts';
import { useAssignmentCount, useAssignmentList } from './api.ts';
import styles from './assignments.module.css';
import { ASSIGNMENT_PAGES, shortDate } from './view.ts';

const RECENT = 3;

/**
 * The dashboard's assignments (decision 0023's DASHBOARD_SECTIONS): the counts of both tabs (spec 2 §7's probes,
 * `?status=…&limit=1`) and the latest assignments with a link to their results.
 */
export function RecentAssignments() {
  const assigned = useAssignmentCount('assigned');
  const awaiting = useAssignmentCount('awaiting');
  const recent = useAssignmentList({ status: 'assigned', order: 'recent', page: 1 }, RECENT);
  return (
    <section className={styles.dashboardSection} aria-labelledby="recent-assignments">
      <div className={listStates.sectionHeader}>
        <h2 id="recent-assignments">Assignments</h2>
      </div>
      {assigned.isError || awaiting.isError || recent.isError ? (
        <p className={listStates.error} role="alert">
          Your assignments could not be loaded. Please reload the page to try again.
        </p>
      ) : assigned.data === undefined || awaiting.data === undefined || !recent.data ? (
        <p role="status">Loading your assignments…</p>
      ) : (
        <>
          <ul className={styles.counts}>
            <li>
              <Link to={ASSIGNMENT_PAGES.assigned}>Assigned ({formatCount(assigned.data)})</Link>
            </li>
            <li>
              <Link to={ASSIGNMENT_PAGES.awaiting}>Awaiting assignment ({formatCount(awaiting.data)})</Link>
            </li>
          </ul>
          {recent.data.results.length > 0 && (
            <ul className={styles.recent}>
              {recent.data.results.map((item) => (
                <li key={item.code}>
                  <Link to={ASSIGNMENT_PAGES.results(item.code)}>
                    Results of {item.title || 'Untitled lesson'}
                  </Link>
                  {item.date_assigned && (
                    <span className={styles.meta}>
                      {' '}
                      · assigned <time dateTime={item.date_assigned}>{shortDate(item.date_assigned)}</time>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
