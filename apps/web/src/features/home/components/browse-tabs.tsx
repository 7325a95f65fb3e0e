import { GRADE_BROWSE, TOP_SUBJECTS } from '@lantern/shared';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { tabKeyTarget } from '../../../components/ui/tab-keys.ts';
import styles from './browse-tabs.module.css';

const TABS = [
  { id: 'subject', label: 'Browse by Subject' },
  { id: 'grade', label: 'Browse by Grade' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * 'Browse by Subject' and 'Browse by Grade' (spec 1 §2.5) as two tabs (WAI-ARIA tabs pattern, automatic
 * activation): arrows, Home and End move between the tabs, Tab moves into the links of the shown panel.
 */
export function BrowseTabs() {
  const [selected, setSelected] = useState<TabId>('subject');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ subject: null, grade: null });

  const select = (id: TabId) => {
    setSelected(id);
    tabRefs.current[id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const target = tabKeyTarget(event.key, index, TABS.length);
    if (target === null) return;
    event.preventDefault();
    select(TABS[target].id);
  };

  return (
    <section className={styles.browse} aria-label="Browse" data-home-section="browse">
      <div role="tablist" aria-label="Browse resources" className={styles.tablist}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`browse-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`browse-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id="browse-panel-subject"
        aria-labelledby="browse-tab-subject"
        hidden={selected !== 'subject'}
        className={styles.panel}
      >
        <ul className={styles.links}>
          {TOP_SUBJECTS.map((subject) => (
            <li key={subject.id}>
              <Link
                to={`/subjects/${subject.slug}/`}
                style={{ '--subject-color': subject.color } as CSSProperties}
              >
                {subject.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <div
        role="tabpanel"
        id="browse-panel-grade"
        aria-labelledby="browse-tab-grade"
        hidden={selected !== 'grade'}
        className={styles.panel}
      >
        <ul className={styles.links}>
          {GRADE_BROWSE.map((grade) => (
            <li key={grade.slug}>
              <Link to={`/grades/${grade.slug}/`}>{grade.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
