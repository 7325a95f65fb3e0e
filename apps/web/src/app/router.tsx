/**
 * The route table of spec 1 §2.2. Pages load lazily (lazy-page.tsx); guards are layout routes
 * applying the pure decisions of guards/decisions.ts.
 */

import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { EmbedPage } from '../features/errors/embed-page.tsx';
import { RouteErrorPage } from '../features/errors/route-error-page.tsx';
import { GradeGateHold } from '../features/student/grade-gate-host.tsx';
import { rememberAddOnView } from '../lib/experience-mode.ts';
import { useDropServerHeadOnNavigation } from '../lib/server-head.ts';
import {
  addOnGuard,
  anonymousOnly,
  assignmentProxyRedirect,
  loginRequiredRedirect,
  requireLogin,
  studentGradeFacetGuard,
  studentSearchGuard,
  teacherHomeGuard,
} from './guards/decisions.ts';
import { RedirectTo, RouteGuard } from './guards/route-guard.tsx';
import { lazyPage } from './lazy-page.tsx';
import { Shell, ShellError } from './shell/shell.tsx';

/** The data cache the route loaders prefetch into (createAppRouter sets it). */
let loaderQueryClient: QueryClient | null = null;

/**
 * Starts the resource detail call while the page's code loads (docs/decisions/0021-resource-page-data.md).
 * Its query options come in a small chunk of their own, so the home route's first load does not carry them.
 */
const resourceLoader: LoaderFunction = ({ request, params }) => {
  // On the server (decision 0053) the page's queries are run before rendering instead.
  const queryClient = typeof document === 'undefined' ? null : loaderQueryClient;
  if (queryClient) {
    void import('../features/resource/resource-queries.ts')
      .then((queries) => queries.prefetchResourcePage(queryClient, new URL(request.url), params['*'] ?? ''))
      .catch(() => undefined); // the page loads it again and reports what fails
  }
  return null;
};

/** Starts the player's calls while the player's code loads (docs/decisions/0056). */
const playerLoader: LoaderFunction = ({ request, params }) => {
  const queryClient = loaderQueryClient;
  if (queryClient && params.code) {
    const code = params.code;
    void import('../features/player/player-queries.ts')
      .then((queries) => queries.prefetchPlayer(queryClient, new URL(request.url), code))
      .catch(() => undefined); // the page loads it again and reports what fails
  }
  return null;
};

const pages = {
  home: lazyPage(() => import('../features/home/home-page.tsx').then((m) => m.HomePage)),
  about: lazyPage(() => import('../features/about/about-page.tsx').then((m) => m.AboutPage)),
  designSystem: lazyPage(() =>
    import('../features/design-system/design-system-page.tsx').then((m) => m.DesignSystemPage),
  ),
  search: lazyPage(() => import('../features/search/search-page.tsx').then((m) => m.SearchPage)),
  subject: lazyPage(() => import('../features/browse/subject-page.tsx').then((m) => m.SubjectPage)),
  grade: lazyPage(() => import('../features/browse/grade-page.tsx').then((m) => m.GradePage)),
  resource: lazyPage(() => import('../features/resource/resource-page.tsx').then((m) => m.ResourcePage), {
    fresh: true,
  }),
  collection: lazyPage(() =>
    import('../features/collection/collection-page.tsx').then((m) => m.CollectionPage),
  ),
  credits: lazyPage(() => import('../features/credits/credits-page.tsx').then((m) => m.CreditsPage)),
  profile: lazyPage(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage)),
  signup: lazyPage(() => import('../features/signup/signup-page.tsx').then((m) => m.SignupPage)),
  signupConfirm: lazyPage(() =>
    import('../features/signup/signup-confirm-page.tsx').then((m) => m.SignupConfirmPage),
  ),
  passwordReset: lazyPage(() =>
    import('../features/password/password-reset-page.tsx').then((m) => m.PasswordResetPage),
  ),
  newsletter: lazyPage(() =>
    import('../features/newsletter/newsletter-page.tsx').then((m) => m.NewsletterPage),
  ),
  newsletterConfirm: lazyPage(() =>
    import('../features/newsletter/newsletter-link-page.tsx').then((m) => m.NewsletterConfirmPage),
  ),
  newsletterUnsubscribe: lazyPage(() =>
    import('../features/newsletter/newsletter-link-page.tsx').then((m) => m.NewsletterUnsubscribePage),
  ),
  staffNewsletter: lazyPage(() =>
    import('../features/newsletter/staff-newsletter-page.tsx').then((m) => m.StaffNewsletterPage),
  ),
  studentHome: lazyPage(() => import('../features/home/home-page.tsx').then((m) => m.StudentHomePage)),
  loginRequired: lazyPage(() =>
    import('../features/login-required/login-required-page.tsx').then((m) => m.LoginRequiredPage),
  ),
  addOnLogin: lazyPage(() =>
    import('../features/add-on/add-on-login-page.tsx').then((m) => m.AddOnLoginPage),
  ),
  closeLoginPopup: lazyPage(() =>
    import('../features/add-on/close-login-popup-page.tsx').then((m) => m.CloseLoginPopupPage),
  ),
  error: lazyPage(() => import('../features/errors/error-page.tsx').then((m) => m.ErrorPage)),
  help: lazyPage(() => import('../features/help/help-page.tsx').then((m) => m.HelpPage)),
  helpArticle: lazyPage(
    () => import('../features/help/help-article-page.tsx').then((m) => m.HelpArticlePage),
    { fresh: true },
  ),
  staffFeedback: lazyPage(() =>
    import('../features/feedback/staff-feedback-page.tsx').then((m) => m.StaffFeedbackPage),
  ),
  feedbackForm: lazyPage(() =>
    import('../features/feedback/feedback-form-page.tsx').then((m) => m.FeedbackFormPage),
  ),
  // The tools frame is a layout, loaded with its first page (not part of the home route's first load).
  toolsLayout: lazyPage(() => import('../features/tools/tools-layout.tsx').then((m) => m.ToolsLayout)),
  toolsDashboard: lazyPage(() => import('../features/tools/dashboard-page.tsx').then((m) => m.DashboardPage)),
  toolsFavorites: lazyPage(() => import('../features/tools/favorites-page.tsx').then((m) => m.FavoritesPage)),
  toolsFolders: lazyPage(() => import('../features/tools/folders-page.tsx').then((m) => m.FoldersPage)),
  toolsClasses: lazyPage(() => import('../features/classes/classes-page.tsx').then((m) => m.ClassesPage)),
  toolsClass: lazyPage(() => import('../features/classes/class-page.tsx').then((m) => m.ClassPage)),
  toolsClassesImport: lazyPage(() =>
    import('../features/classes/import/import-page.tsx').then((m) => m.ImportClassesPage),
  ),
  assignPrint: lazyPage(() =>
    import('../features/assign/assign-print-page.tsx').then((m) => m.AssignPrintPage),
  ),
  joinSheet: lazyPage(() => import('../features/classes/join-sheet-page.tsx').then((m) => m.JoinSheetPage)),
  studentCard: lazyPage(() => import('../features/auth/signin-card-page.tsx').then((m) => m.SigninCardPage)),
  studentClasses: lazyPage(() =>
    import('../features/classes/student-classes-page.tsx').then((m) => m.StudentClassesPage),
  ),
  studentAssignments: lazyPage(() =>
    import('../features/student/assignments-page.tsx').then((m) => m.StudentAssignmentsPage),
  ),
  studentResult: lazyPage(() =>
    import('../features/student/result-page.tsx').then((m) => m.StudentResultPage),
  ),
  lessons: lazyPage(() => import('../features/lessons/lessons-page.tsx').then((m) => m.LessonsPage)),
  // One element for both tabs: the page stays mounted when a tab changes, so focus stays on the tab.
  assignments: lazyPage(() =>
    import('../features/assignments/assignments-page.tsx').then((m) => m.AssignmentsPage),
  ),
  assignmentResults: lazyPage(() =>
    import('../features/assignments/results-page.tsx').then((m) => m.ResultsPage),
  ),
  // One element for new/ and edit/{code}: the editor stays mounted when a new lesson's first save gives it an address.
  lessonEditor: lazyPage(() =>
    import('../features/lessons/lesson-editor-page.tsx').then((m) => m.LessonEditorPage),
  ),
  lessonPreview: lazyPage(() =>
    import('../features/lessons/lesson-preview-page.tsx').then((m) => m.LessonPreviewPage),
  ),
  player: lazyPage(() => import('../features/player/player-page.tsx').then((m) => m.PlayerPage)),
};

/**
 * After a client-side page change, focus moves to the main region so keyboard and screen-reader
 * users start at the new page's content (not on the first load, and not for query-only changes).
 */
function useFocusMainOnPageChange(pathname: string, keepFocus: boolean) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A page that only renames its own address (a new lesson's first save) keeps the focus where it is.
    if (keepFocus) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, keepFocus]);
}

/**
 * Every page load (not an in-app navigation) has the location key 'default', whatever the page: keyed
 * by it, a page loaded after a full navigation (sign-up, change_station) opened at the scroll position
 * of the page before it, far down on a phone. Keyed by address, a reload keeps its place and a new
 * page starts at the top.
 */
function scrollKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `load:${location.pathname}${location.search}` : location.key;
}

/** Above the shell: notes the add-on view before any guard below reads it. */
function RootLayout() {
  const { pathname, state } = useLocation();
  rememberAddOnView(pathname);
  useFocusMainOnPageChange(pathname, (state as { keepFocus?: boolean } | null)?.keepFocus === true);
  useDropServerHeadOnNavigation(pathname);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Shell />
    </>
  );
}

const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard decisions={[teacherHomeGuard]} />,
    children: [{ index: true, element: pages.home }],
  },
  { path: 'about', element: pages.about },
  { path: 'admin/design-system', element: pages.designSystem },

  // Redirects.
  { path: 'subjects', element: <RedirectTo to="/" /> },
  { path: 'grades', element: <RedirectTo to="/" /> },
  { path: 'dashboard', element: <RedirectTo to="/tools/" keepSearch /> },
  { path: 'favorites', element: <RedirectTo to="/tools/favorites/" keepSearch /> },
  { path: 'folders', element: <RedirectTo to="/tools/folders/" keepSearch /> },
  { path: 'newsletters', element: <RedirectTo to="/newsletter/" keepSearch /> },
  { path: 'add-on', element: <RedirectTo to="/add-on/search/" keepSearch /> },
  { path: 'loginRequired', element: <RouteGuard decisions={[loginRequiredRedirect]} /> },

  // Browse and content; once in the add-on view these move back under /add-on/.
  {
    element: <RouteGuard decisions={[addOnGuard, studentGradeFacetGuard]} />,
    children: [
      {
        // Students choose a grade first (spec 1 §2.10, decision 0047).
        element: <GradeGateHold />,
        children: [
          { path: 'search', element: pages.search },
          { path: 'subjects/*', element: pages.subject },
        ],
      },
    ],
  },
  {
    element: <RouteGuard decisions={[addOnGuard]} />,
    children: [
      { path: 'grades/:uri', element: pages.grade },
      { path: 'resource/*', element: pages.resource, loader: resourceLoader },
    ],
  },
  { path: 'collection/*', element: pages.collection },
  { path: 'credits/:code', element: pages.credits },
  { path: 'newsletter', element: pages.newsletter },
  { path: 'newsletter/confirm', element: pages.newsletterConfirm },
  { path: 'newsletter/unsubscribe', element: pages.newsletterUnsubscribe },
  { path: 'help', element: pages.help },
  { path: 'help/:slug', element: pages.helpArticle },

  // Accounts.
  {
    element: <RouteGuard decisions={[anonymousOnly]} />,
    children: [{ path: 'signup', element: pages.signup }],
  },
  // The mailed link that finishes a teacher sign-up (decision 0071); open to anyone who holds it.
  { path: 'signup/confirm', element: pages.signupConfirm },
  {
    element: <RouteGuard decisions={[addOnGuard, requireLogin]} />,
    children: [
      { path: 'profile', element: pages.profile },
      { path: 'profile/*', element: <RedirectTo to="/profile/" /> },
    ],
  },
  { path: 'password-reset', element: pages.passwordReset },
  // Staff views (admin accounts); the API answers only admins, the page says so to anyone else.
  {
    element: <RouteGuard decisions={[requireLogin]} />,
    children: [
      { path: 'staff/newsletter', element: pages.staffNewsletter },
      { path: 'staff/feedback', element: pages.staffFeedback },
    ],
  },
  // The tools area (docs/decisions/0023): one frame for every tools page. Areas not built yet
  // (lesson builder, assignments) are the 404 page behind the same login guard, and no link
  // leads to them (lib/classroom-areas.ts); their issues add a child route here.
  {
    element: <RouteGuard decisions={[requireLogin]} />,
    children: [
      {
        path: 'tools',
        element: pages.toolsLayout,
        children: [
          { index: true, element: pages.toolsDashboard },
          { path: 'dashboard', element: <RedirectTo to="/tools/" keepSearch /> },
          { path: 'favorites', element: pages.toolsFavorites },
          { path: 'folders', element: pages.toolsFolders },
          { path: 'classes', element: pages.toolsClasses },
          { path: 'classes/import', element: pages.toolsClassesImport },
          { path: 'classes/:rosterId', element: pages.toolsClass },
          { path: 'lessonbuilder', element: pages.lessons },
          { path: 'lessonbuilder/new', element: pages.lessonEditor },
          { path: 'lessonbuilder/edit/:code', element: pages.lessonEditor },
          { path: 'lessonbuilder/preview/:code', element: pages.lessonPreview },
          { path: 'assignments', element: pages.assignments },
          { path: 'assignments/tab/awaiting', element: pages.assignments },
          { path: 'assignments/:code', element: pages.assignmentResults },
        ],
      },
      { path: 'tools/*', element: <EmbedPage /> },
    ],
  },
  {
    element: <RouteGuard decisions={[assignmentProxyRedirect]} />,
    children: [
      { path: 'student/launch_assignment_proxy/:assignmentCode/:rosterCode', element: pages.loginRequired },
      {
        path: 'tools/rosters/results/assignment_results_proxy/:assignmentCode/:rosterCode/:resultId',
        element: pages.loginRequired,
      },
    ],
  },

  // Student area (student=true is added by the guard above all routes).
  {
    path: 'student',
    children: [
      { index: true, element: pages.studentHome },
      // The assignment player (issue 21): anonymous visitors with the code type a name there first.
      { path: 'code/:code', element: pages.player, loader: playerLoader },
      // A sign-in card's QR link, and 'Use my sign-in code' (decision 0074): for anyone.
      { path: 'card', element: pages.studentCard },
      {
        element: <RouteGuard decisions={[requireLogin]} />,
        children: [
          { path: 'classes', element: pages.studentClasses },
          { path: 'assignments', element: pages.studentAssignments },
          { path: 'results/:resultId', element: pages.studentResult },
        ],
      },
    ],
  },

  // Add-on (embedded) view.
  { path: 'add-on/log-in', element: pages.addOnLogin },
  { path: 'add-on/close-login-popup', element: pages.closeLoginPopup },
  {
    element: <RouteGuard decisions={[addOnGuard]} />,
    children: [
      { path: 'add-on/search', element: pages.search },
      { path: 'add-on/subjects', element: <RedirectTo to="/add-on/search/" /> },
      { path: 'add-on/subjects/*', element: pages.subject },
      { path: 'add-on/grades', element: <RedirectTo to="/add-on/search/" /> },
      { path: 'add-on/grades/:uri', element: pages.grade },
      { path: 'add-on/resource/*', element: pages.resource, loader: resourceLoader },
      { path: 'add-on/profile', element: pages.profile },
      { path: 'add-on/profile/*', element: <RedirectTo to="/add-on/profile" /> },
    ],
  },

  { path: 'error', element: pages.error },
  { path: '*', element: <EmbedPage /> },
];

export const routes: RouteObject[] = [
  // The feedback form page the feedback modal frames (spec 1 §2.7): bare, without the shell.
  { path: 'feedback/form', element: pages.feedbackForm },
  // A class's printable join sheet: bare, so only the sheet goes on paper.
  {
    element: <RouteGuard decisions={[requireLogin]} />,
    children: [
      { path: 'tools/classes/:rosterId/join-sheet', element: pages.joinSheet },
      // The quick-assign code's printable sheet (decision 0042).
      { path: 'tools/assign/print/:code', element: pages.assignPrint },
    ],
  },
  {
    element: <RootLayout />,
    // Only when the shell itself fails; page failures are caught below, inside the shell.
    errorElement: <ShellError />,
    children: [
      {
        element: <RouteGuard decisions={[studentSearchGuard]} />,
        errorElement: <RouteErrorPage />,
        children: appRoutes,
      },
    ],
  },
];

/** `hydrationData`: the router state the server rendered the page with (decision 0053), when it did. */
export function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  loaderQueryClient = queryClient;
  return createBrowserRouter(routes, { hydrationData });
}
