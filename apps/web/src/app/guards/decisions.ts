/**
 * The route guards and redirects of spec 1 §2.2–2.3 as pure decisions: each takes where the
 * visitor is and who they are, and returns the address to go to instead, or null to stay.
 * `route-guard.tsx` applies them; keeping them pure makes every rule unit-testable.
 */
import { type GradeBand, type PageConfig, parseAssignmentLink } from '@lantern/shared';
import { safeNextPath } from '../../lib/auth-links.ts';
import { errorPageHref } from '../../lib/error-navigation.ts';
import { experienceModeFor, isAddOnPath, requiredStudentSearch } from '../../lib/experience-mode.ts';
import { gradeFilterBand } from '../../lib/grade-gate.ts';

export type GuardUser = Pick<PageConfig, 'isLoggedIn' | 'isStudent' | 'stationCallSign'>;

export interface GuardContext {
  pathname: string;
  search: string;
  pageConfig: GuardUser;
  /** The add-on view was entered earlier in this page load (see experience-mode.ts). */
  addOnViewActive?: boolean;
  /** The student's grade-gate choice, as stored by the grade gate (spec 1 §2.10). */
  storedGrade?: string | null;
}

export type GuardDecision = (context: GuardContext) => string | null;

const withSearch = (path: string, search: string) => (search && search !== '?' ? `${path}${search}` : path);

function currentAddress({ pathname, search }: GuardContext): string {
  return withSearch(pathname, search);
}

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** The 401 error page, carrying the address to come back to after signing in. */
export function signInErrorPath(next: string | null): string {
  return errorPageHref({ status: 401, next: next ?? undefined });
}

/** Every address: student paths and signed-in students carry student=true (spec 1 §2.1). */
export const studentSearchGuard: GuardDecision = (context) => {
  if (isAddOnPath(context.pathname)) return null;
  const search = requiredStudentSearch(context.pathname, context.search, context.pageConfig.isStudent);
  return search === null ? null : `${context.pathname}${search}`;
};

/**
 * Home ('/') is the teacher experience: student=true is dropped there. A signed-in student belongs
 * on the student home (spec 1 §2.1), so they go to /student/, keeping the query (student=true…).
 */
export const teacherHomeGuard: GuardDecision = ({ pathname, search, pageConfig }) => {
  if (pageConfig.isStudent) return withSearch('/student/', search);
  const params = new URLSearchParams(search);
  if (!params.has('student')) return null;
  params.delete('student');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
};

/** tools/*, profile: visitors get the 401 error page with next = where they were going. */
export const requireLogin: GuardDecision = (context) =>
  context.pageConfig.isLoggedIn ? null : signInErrorPath(currentAddress(context));

/** signup: anonymous only. A signed-in student goes to /student, anyone else signed in to '/'. */
export const anonymousOnly: GuardDecision = ({ pageConfig }) => {
  if (!pageConfig.isLoggedIn) return null;
  return pageConfig.isStudent ? '/student' : '/';
};

/** loginRequired: signed in → next (same-site paths only) or '/'; otherwise the 401 flow with next. */
export const loginRequiredRedirect: GuardDecision = ({ search, pageConfig }) => {
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  return pageConfig.isLoggedIn ? (next ?? '/') : signInErrorPath(next);
};

/**
 * The add-on guard (spec 1 §2.3). On an /add-on/ route: only a signed-in teacher may stay; a
 * visitor goes to the add-on login (with next), a student to the add-on login with logOut=true
 * (student accounts are rejected by the add-on). On the ordinary counterpart of an add-on route,
 * once the add-on view is active: back under /add-on/, keeping the query.
 */
export const addOnGuard: GuardDecision = (context) => {
  const { pathname, search, pageConfig, addOnViewActive } = context;
  if (!isAddOnPath(pathname)) {
    return addOnViewActive ? withSearch(`/add-on${withTrailingSlash(pathname)}`, search) : null;
  }
  if (!pageConfig.isLoggedIn) {
    return `/add-on/log-in/?${new URLSearchParams({ next: currentAddress(context) }).toString()}`;
  }
  if (pageConfig.isStudent) return '/add-on/log-in/?logOut=true';
  return null;
};

/** The grade-gate value as a grade band, or null for 'all grades', nothing stored or unknown. */
export function storedGradeBand(stored: string | null | undefined): GradeBand | null {
  return gradeFilterBand(stored);
}

/**
 * search and subjects in the student experience: the facet selected_facet=grades:{grade} is
 * required (spec 3 §9). With a grade chosen on the grade gate, add it when the address lacks one.
 * Without a choice nothing changes here: the grade gate itself asks for one.
 */
export const studentGradeFacetGuard: GuardDecision = (context) => {
  const { pathname, search, pageConfig, storedGrade } = context;
  if (isAddOnPath(pathname)) return null;
  if (!experienceModeFor(pathname, search, pageConfig).student) return null;
  const band = storedGradeBand(storedGrade);
  if (!band) return null;
  const params = new URLSearchParams(search);
  if (params.getAll('selected_facet').some((facet) => facet.startsWith('grades:'))) return null;
  params.append('selected_facet', `grades:${band}`);
  return `${pathname}?${params.toString()}`;
};

/** Applies decisions in order; the first that redirects wins. */
export function firstRedirect(context: GuardContext, decisions: readonly GuardDecision[]): string | null {
  for (const decide of decisions) {
    const target = decide(context);
    if (target !== null) return target;
  }
  return null;
}

/**
 * The assignment links of spec 1 §2.6: a visitor stays on the login-required page; a signed-in person goes on to
 * their side of it. A student: the assignment in the player (launch link) or their own result (results link). A
 * teacher: the assignment's results page, at the roster and result the link names (a launch link is one a teacher
 * shares with students, so its results are what a teacher opening it wants).
 */
export const assignmentProxyRedirect: GuardDecision = ({ pathname, pageConfig }) => {
  if (!pageConfig.isLoggedIn) return null;
  const link = parseAssignmentLink(pathname);
  if (!link) return null;
  if (pageConfig.isStudent) {
    if (link.kind === 'results') return `/student/results/${encodeURIComponent(link.resultId)}/`;
    const params = new URLSearchParams({ roster: link.roster, student: 'true' });
    return `/student/code/${encodeURIComponent(link.code)}/?${params.toString()}`;
  }
  const params = new URLSearchParams({ roster: link.roster });
  if (link.kind === 'results') params.set('result', link.resultId);
  return `/tools/assignments/${encodeURIComponent(link.code)}/?${params.toString()}`;
};
