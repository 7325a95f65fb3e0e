import type { AssignmentStatus } from '@lantern/shared';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { tabKeyTarget } from '../../components/ui/tab-keys.ts';
import { formatCount } from '../../lib/format-count.ts';
import styles from './assignments.module.css';
import { ASSIGNMENT_PAGES } from './view.ts';

const TABS = [
  { status: 'assigned', label: 'Assigned', to: ASSIGNMENT_PAGES.assigned },
  { status: 'awaiting', label: 'Awaiting assignment', to: ASSIGNMENT_PAGES.awaiting },
] as const;

/**
 * The two tabs (WAI-ARIA tabs, automatic activation) as links, since each tab has its address (spec 3 §2):
 * Left/Right, Home and End open the other tab and keep focus on it; Tab moves into the list.
 */
export function AssignmentTabs({
  status,
  counts,
}: {
  status: AssignmentStatus;
  counts: Record<AssignmentStatus, number | undefined>;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const moved = useRef(false);
  const keep = new URLSearchParams(search);
  keep.delete('page');
  const query = keep.toString() ? `?${keep.toString()}` : '';

  useEffect(() => {
    if (moved.current) refs.current[status]?.focus();
    moved.current = false;
  }, [status]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = TABS.findIndex((tab) => tab.status === status);
    const target = tabKeyTarget(event.key, index, TABS.length);
    if (target === null) return;
    event.preventDefault();
    const tab = TABS[target];
    if (!tab || tab.status === status) return;
    moved.current = true;
    // keepFocus: the shell would move focus to the main region on a page change; a tab keeps it (router.tsx).
    navigate(`${tab.to}${query}`, { state: { keepFocus: true } });
  };

  return (
    <div role="tablist" aria-label="Assignments" className={styles.tablist}>
      {TABS.map((tab) => {
        const count = counts[tab.status];
        return (
          <Link
            key={tab.status}
            ref={(element) => {
              refs.current[tab.status] = element;
            }}
            to={`${tab.to}${query}`}
            role="tab"
            id={`assignments-tab-${tab.status}`}
            aria-selected={tab.status === status}
            aria-controls="assignments-panel"
            tabIndex={tab.status === status ? 0 : -1}
            className={styles.tab}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            {count !== undefined && <span className={styles.tabCount}> ({formatCount(count)})</span>}
          </Link>
        );
      })}
    </div>
  );
}
