/**
 * The address families where the spec puts calls rather than pages (spec 1 §7, spec 2 §7, spec 3 §7).
 * Under these, an unknown address or method is answered as the API answers (a JSON 404 or 405), never
 * with the web app's page; every other GET address falls back to the page (plugins/spa.ts), so the page
 * routes under the same first segments (/student/…, /add-on/…, /resource/{code}/, /tools/…) stay pages.
 *
 * Each entry is an address prefix ending in '/'. The family also owns the prefix without its final
 * slash (`/get_folders` as well as `/get_folders/…`). Calls the spec leaves without a path (the student
 * code entry, the user service) are not listed: Lantern puts its own versions under /api/v2/.
 */
export const API_PATH_FAMILIES = [
  '/api/',
  '/tools/api/',
  // Folders (spec 2 §7).
  '/get_folders/',
  '/new_folder/',
  '/add_to_folder/',
  '/remove_from_folder/',
  // The rest of the folder family (docs/decisions/0022-folders.md).
  '/edit_folder/',
  '/move_folder/',
  '/delete_folder/',
  '/get_folder_tree/',
  '/get_folder_items/',
  // Rosters by code and joining a class (spec 3 §7).
  '/tools/rosters/api/',
  // The student calls (spec 2 §7, spec 3 §7); /student/, /student/assignments/, /student/code/{code}/
  // and /student/launch_assignment_proxy/… are pages.
  '/student/signin/',
  '/student/assignment-validation/',
  '/student/dispatch_code/',
  // Add-on attachment (spec 2 §7, spec 3 §7); the other /add-on/ addresses are pages.
  '/add-on/create_attachment/',
  // Recommendations, ratings and the resource question (spec 1 §7, spec 3 §7).
  '/recommendation/',
  // The view count (spec 3 §7); /resource/{code}/ is a page.
  '/resource/view-count/',
] as const;

/** Built web assets: a missing one is a 404, never the app's page (which a browser would run as script). */
export const ASSET_PREFIX = '/assets/';

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function underPrefix(path: string, prefix: string): boolean {
  return path.startsWith(prefix) || path === prefix.slice(0, -1);
}

/** The API family an address belongs to, or null for page addresses. */
export function apiFamilyOf(url: string): string | null {
  const path = pathOf(url);
  return API_PATH_FAMILIES.find((prefix) => underPrefix(path, prefix)) ?? null;
}

/** Whether an address belongs to the API: unknown ones get a JSON 404 or 405, never the app's page. */
export function isApiPath(url: string): boolean {
  return apiFamilyOf(url) !== null;
}

/** Whether an address is one of the built web assets. */
export function isAssetPath(url: string): boolean {
  return underPrefix(pathOf(url), ASSET_PREFIX);
}

/**
 * A registered route pattern ('/api/v2/favorite/:id/', '/media/*') as a regular expression over
 * concrete paths, to tell an unknown address (404) from a known one asked with another method (405).
 */
export function routePatternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}
