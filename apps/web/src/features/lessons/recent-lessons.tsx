import { LESSON_DEFAULT_ORDERING } from '@lantern/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { countText, formatCount } from '../../lib/format-count.ts';
import { useLessonList } from './api.ts';
import styles from './lessons.module.css';
import { LESSON_PAGES, shortDate } from './paths.ts';

const RECENT_LESSONS = 4;

/** The dashboard's lessons (decision 0023's DASHBOARD_SECTIONS): the last edited, or a first step. */
export function RecentLessons() {
  const recent = useLessonList({ q: '', ordering: LESSON_DEFAULT_ORDERING, page: 1 }, RECENT_LESSONS);
  return (
    <section className={styles.dashboardSection} aria-labelledby="recent-lessons">
      <div className={listStates.sectionHeader}>
        <h2 id="recent-lessons">Your lessons</h2>
        {recent.data && recent.data.count > 0 && (
          <Link to={LESSON_PAGES.list}>All lessons ({formatCount(recent.data.count)})</Link>
        )}
      </div>
      {recent.isPending ? (
        <p role="status">Loading your lessons…</p>
      ) : recent.isError ? (
        <p className={listStates.error} role="alert">
          Your lessons could not be loaded. Please reload the page to try again.
        </p>
      ) : recent.data.count === 0 ? (
        <div className={listStates.empty}>
          <p>You have no lessons yet. Put resources, text and questions in order for your class.</p>
          <Link to={LESSON_PAGES.create} className={buttonClass('primary', 'small')}>
            Build a lesson
          </Link>
        </div>
      ) : (
        <ul className={styles.recentLessons}>
          {recent.data.results.map((lesson) => (
            <li key={lesson.code}>
              <Link to={LESSON_PAGES.edit(lesson.code)}>{lesson.name || 'Untitled lesson'}</Link>{' '}
              <span className={styles.lessonMeta}>
                · {countText(lesson.slide_count, 'slide')} · edited{' '}
                <time dateTime={lesson.date_modified}>{shortDate(lesson.date_modified)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
