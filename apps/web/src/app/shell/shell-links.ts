import { type AreaBuilt, type ClassroomArea, isAreaBuilt } from '../../lib/classroom-areas.ts';

/**
 * Addresses the shell links to (spec 1 §2.2, §2.7). Pure, so they are unit-tested. Help, privacy and
 * terms come from page config siteLinks (Lantern's /help/ pages unless the deployment sets its own);
 * Admin Home comes with the admin pages.
 */

export const SHELL_PATHS = {
  home: '/',
  studentHome: '/student/',
  teacherSignUp: '/signup',
  // Over the student home, where the new student stays once the page reloads signed in.
  studentSignUp: '/student/?signup=student&student=true',
  about: '/about/',
  newsletter: '/newsletter/',
  logout: '/api/v2/auth/signout/',
} as const;

export function subjectHref(slug: string, addOn: boolean, student = false): string {
  return withStudent(`${addOn ? '/add-on' : ''}/subjects/${slug}/`, student);
}

export function gradeHref(slug: string, addOn: boolean, student = false): string {
  return withStudent(`${addOn ? '/add-on' : ''}/grades/${slug}/`, student);
}

export function searchHref(query: string, mode: { addOn: boolean; student: boolean }): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (mode.student) params.set('student', 'true');
  return `${mode.addOn ? '/add-on/search/' : '/search'}?${params.toString()}`;
}

export function studentCodeHref(code: string): string {
  return `/student/code/${encodeURIComponent(code.trim())}/?student=true`;
}

/** A same-site address from the server with student=true added (spec 1 §2.12); keeps its query. */
export function withStudentFlag(href: string): string {
  const url = new URL(href, 'http://site.invalid');
  url.searchParams.set('student', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

function withStudent(path: string, student: boolean): string {
  return student ? `${path}?student=true` : path;
}

/**
 * The current page with student=true, for the 'Student site' button (opens in a new tab). The home
 * page is the teacher home, which turns the student experience off: its student site is /student/.
 */
export function studentSiteUrl(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.set('student', 'true');
  const path = pathname === SHELL_PATHS.home ? SHELL_PATHS.studentHome : pathname;
  return `${path}?${params.toString()}${hash}`;
}

/** The current page without the student flag; student-only paths go to the teacher home. */
export function teacherViewUrl(pathname: string, search: string): string {
  if (pathname === '/student' || pathname.startsWith('/student/')) return '/';
  const params = new URLSearchParams(search);
  params.delete('student');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface UserMenuEntry {
  key: string;
  label: string;
  href?: string;
}

/**
 * The signed-in user menu by role (spec 1 §2.7): Dashboard and Lesson Builder for teachers
 * outside the add-on; the add-on hides Dashboard, Assignments, Classes, Favorites, Folders, Profile.
 */
export function userMenuEntries(
  user: { isStudent: boolean },
  mode: { addOn: boolean },
  built: AreaBuilt = isAreaBuilt,
): UserMenuEntry[] {
  const teacher = !user.isStudent;
  const studentQuery = user.isStudent ? '?student=true' : '';
  const entries: (UserMenuEntry & { show: boolean; area?: ClassroomArea })[] = [
    {
      key: 'dashboard',
      label: 'Dashboard',
      href: '/tools/dashboard/',
      show: teacher && !mode.addOn,
      area: 'dashboard',
    },
    {
      key: 'lesson-builder',
      label: 'Lesson Builder',
      href: '/tools/lessonbuilder/',
      show: teacher && !mode.addOn,
      area: 'lessonBuilder',
    },
    {
      key: 'assignments',
      label: 'Assignments',
      href: user.isStudent ? '/student/assignments/?student=true' : '/tools/assignments/',
      show: !mode.addOn,
      area: user.isStudent ? 'studentAssignments' : 'assignments',
    },
    {
      key: 'classes',
      label: 'Classes',
      href: user.isStudent ? '/student/classes/?student=true' : '/tools/classes/',
      show: !mode.addOn,
      area: 'classes',
    },
    {
      key: 'favorites',
      label: 'Favorites',
      href: `/tools/favorites/${studentQuery}`,
      show: !mode.addOn,
      area: 'favorites',
    },
    {
      key: 'folders',
      label: 'Folders',
      href: `/tools/folders/${studentQuery}`,
      show: !mode.addOn,
      area: 'folders',
    },
    { key: 'profile', label: 'Profile', href: `/profile/${studentQuery}`, show: !mode.addOn },
    { key: 'sign-out', label: 'Sign Out', show: true },
  ];
  return entries
    .filter((entry) => entry.show && (!entry.area || built(entry.area)))
    .map(({ show: _show, area: _area, ...entry }) => entry);
}

/** What is being previewed, from a /preview/ path. */
export function previewKind(pathname: string): 'Resource' | 'Collection' {
  return pathname.includes('/collection/') ? 'Collection' : 'Resource';
}

/** Leaving preview: the same address without its preview segment, keeping query parameters. */
export function exitPreviewHref(pathname: string, search: string): string {
  const path = pathname.replace(/\/preview(?=\/)/, '') || '/';
  return `${path}${search}`;
}

/**
 * Where Exit preview goes (spec 1 §2.7), never to a page that does not exist: the CMS change page when
 * there is one (`document`: a full page load), the page outside preview when that page is public, else
 * (unpublished or expired, or not loaded yet) the homepage.
 */
export function previewExitTarget(
  pathname: string,
  search: string,
  exit: { adminLink: string | null; publicPage: boolean } | null,
): { href: string; document: boolean } {
  if (exit?.adminLink) return { href: exit.adminLink, document: true };
  if (exit?.publicPage) return { href: exitPreviewHref(pathname, search), document: false };
  return { href: SHELL_PATHS.home, document: false };
}

/** 'Impersonating [inactive] [staff] user' (spec 1 §2.7). */
export function impersonationNotice(user: { active: boolean; staff: boolean }): string {
  return ['Impersonating', user.active ? '' : 'inactive', user.staff ? 'staff' : '', 'user']
    .filter(Boolean)
    .join(' ');
}
