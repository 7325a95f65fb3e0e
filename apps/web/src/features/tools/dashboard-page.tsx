import { type ComponentType, Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { CardGrid } from '../../components/cards/card-grid.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import listStates from '../../components/ui/list-states.module.css';
import { type ClassroomArea, isAreaBuilt } from '../../lib/classroom-areas.ts';
import { formatCount } from '../../lib/format-count.ts';
import { usePageConfig } from '../../lib/page-config.ts';
import { pageTitle, useDocumentTitle } from '../../lib/page-title.ts';
import { RecentAssignments } from '../assignments/index.ts';
import { RecentLessons } from '../lessons/index.ts';
import { PrivacyDashboardSection } from '../privacy/index.ts';
import { FavoriteResourceCard } from './favorite-resource-card.tsx';
import { useFavoriteCards } from './library-api.ts';
import styles from './tools.module.css';
import { TOOLS_PATHS } from './tools-nav.ts';

const RECENT_FAVORITES = 4;

/** The recent favorites: the four last added, a link to all of them, or a first step when there are none. */
function RecentFavorites() {
  const recent = useFavoriteCards({ q: '', filters: {}, sort: 'recent', page: 1 }, RECENT_FAVORITES);
  return (
    <section className={styles.section} aria-labelledby="recent-favorites">
      <div className={listStates.sectionHeader}>
        <h2 id="recent-favorites">Recent favorites</h2>
        {recent.data && recent.data.count > 0 && (
          <Link to={TOOLS_PATHS.favorites}>All favorites ({formatCount(recent.data.count)})</Link>
        )}
      </div>
      {recent.isPending ? (
        <p role="status">Loading your favorites…</p>
      ) : recent.isError ? (
        <p className={listStates.error} role="alert">
          Your favorites could not be loaded. Please reload the page to try again.
        </p>
      ) : recent.data.count === 0 ? (
        <div className={listStates.empty}>
          <p>You have no favorites yet. Search the library and press Favorite on what you want to keep.</p>
          <Link to="/search" className={buttonClass('primary', 'small')}>
            Find resources
          </Link>
        </div>
      ) : (
        <CardGrid label="Recent favorites">
          {recent.data.objects.map((card) => (
            <FavoriteResourceCard key={card.resource_code} card={card} />
          ))}
        </CardGrid>
      )}
    </section>
  );
}

/**
 * The dashboard's sections, each shown once its area is built (lib/classroom-areas.ts): the lessons
 * (issue 17), the assignments with the counts of both tabs (issue 20) and the favorites.
 */
const DASHBOARD_SECTIONS: readonly { area: ClassroomArea; Section: ComponentType }[] = [
  { area: 'lessonBuilder', Section: RecentLessons },
  { area: 'assignments', Section: RecentAssignments },
  { area: 'favorites', Section: RecentFavorites },
];

/** /tools/ (issue 16): greeting by first name, recent favorites, and a first step. Teachers only. */
export function DashboardPage() {
  const config = usePageConfig();
  const { search } = useLocation();
  useDocumentTitle(pageTitle('Dashboard'));
  // The dashboard is a teacher's (spec 1 §2.7); a student's library starts at their favorites.
  if (config.isStudent) return <Navigate to={`${TOOLS_PATHS.favorites}${search}`} replace />;
  const name = config.firstName?.trim();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.pageTitle}>
        {name ? `Welcome, ${name}!` : 'Welcome!'}
      </h1>
      <p className={styles.lead}>
        Your library: what you keep as favorites and file into folders.{' '}
        <Link to={TOOLS_PATHS.folders}>Organize your folders</Link>.
      </p>
      {/* Until the classes and assignments areas open the Data-privacy modal themselves. */}
      <Suspense fallback={null}>
        <PrivacyDashboardSection />
      </Suspense>
      {DASHBOARD_SECTIONS.filter((section) => isAreaBuilt(section.area)).map(({ area, Section }) => (
        <Section key={area} />
      ))}
    </section>
  );
}
