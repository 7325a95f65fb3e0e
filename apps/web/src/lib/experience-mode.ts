import { useLocation } from 'react-router';
import { getPageConfig } from './page-config.ts';

/** The experience modes of spec 1 §2.1, derived from the address and the page config. */
export interface ExperienceMode {
  /** Student experience: a /student path, student=true, or a signed-in student. */
  student: boolean;
  /** Add-on (embedded) view: paths under /add-on/, and any page after one in the same page load. */
  addOn: boolean;
  /** Preview of unpublished content: /preview/ in the path. */
  preview: boolean;
  /** National (no station, 'PBS', or an empty-quote call sign) vs localized. */
  national: boolean;
}

/**
 * The media types a mode never lists (spec 1 §6): students never see a Lesson Plan, the add-on neither a Lesson
 * Plan nor a Collection. The web's one copy of the audience rule, fed by the same student and add-on flags the
 * server's rule reads (apps/server/src/modules/cards/audience.ts), so the facets and the collection search offer
 * only what the server will list.
 */
export function hiddenMediaTypes(mode: { student: boolean; addOn: boolean }): ReadonlySet<string> {
  const hidden = new Set<string>();
  if (mode.student || mode.addOn) hidden.add('Lesson Plan');
  if (mode.addOn) hidden.add('Collection');
  return hidden;
}

export function isStudentPath(pathname: string): boolean {
  return pathname === '/student' || pathname.startsWith('/student/');
}

export function isAddOnPath(pathname: string): boolean {
  return pathname === '/add-on' || pathname.startsWith('/add-on/');
}

export function isPreviewPath(pathname: string): boolean {
  return pathname.includes('/preview/');
}

export function isNationalCallSign(callSign: string | null | undefined): boolean {
  const value = (callSign ?? '').trim();
  return value === '' || value === 'PBS' || value === '""' || value === "''";
}

/**
 * Whether this page load has entered the add-on view. The add-on runs in the classroom platform's
 * frame starting at an /add-on/ address; once there, links to ordinary pages (search, resource,
 * subjects…) are sent back under /add-on/ by the add-on guard (spec 1 §2.3). The flag lives for the
 * page load only: a fresh load of an ordinary address is the ordinary site again.
 */
let addOnViewEntered = false;

/** Records an add-on address being shown (called by the router on every location). */
export function rememberAddOnView(pathname: string): void {
  if (isAddOnPath(pathname)) addOnViewEntered = true;
}

export function isAddOnViewActive(): boolean {
  return addOnViewEntered;
}

/** For tests: forget the add-on view. */
export function resetAddOnView(): void {
  addOnViewEntered = false;
}

export function experienceModeFor(
  pathname: string,
  search: string,
  user: { isStudent: boolean; stationCallSign: string | null },
  addOnViewActive = false,
): ExperienceMode {
  const studentParam = new URLSearchParams(search).get('student') === 'true';
  return {
    student: user.isStudent || isStudentPath(pathname) || studentParam,
    addOn: isAddOnPath(pathname) || addOnViewActive,
    preview: isPreviewPath(pathname),
    national: isNationalCallSign(user.stationCallSign),
  };
}

/**
 * The query string a path must carry: student paths and signed-in students get student=true
 * merged in. Returns null when nothing needs to change.
 */
export function requiredStudentSearch(
  pathname: string,
  search: string,
  isStudentUser: boolean,
): string | null {
  const params = new URLSearchParams(search);
  if (params.get('student') === 'true') return null;
  if (!isStudentUser && !isStudentPath(pathname)) return null;
  params.set('student', 'true');
  return `?${params.toString()}`;
}

export function useExperienceMode(): ExperienceMode {
  const { pathname, search } = useLocation();
  return experienceModeFor(pathname, search, getPageConfig(), isAddOnViewActive());
}
