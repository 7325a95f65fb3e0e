import { type UserMenuEntry, userMenuEntries } from '../../app/shell-api.ts';
import type { AreaBuilt } from '../../lib/classroom-areas.ts';
import { isAreaBuilt } from '../../lib/classroom-areas.ts';

/**
 * The tools navigation shared by every /tools/* page (issue 16): Dashboard, Favorites, Folders,
 * Lesson Builder, Assignments, Classes. It is the user menu's classroom entries in this order, so the
 * role rules (students: no Dashboard or Lesson Builder), the add-on rules and the built areas
 * (lib/classroom-areas.ts) are decided in one place: building an area is one line there.
 */
const TOOLS_ORDER = [
  'dashboard',
  'favorites',
  'folders',
  'lesson-builder',
  'assignments',
  'classes',
] as const;

export const TOOLS_PATHS = {
  dashboard: '/tools/',
  favorites: '/tools/favorites/',
  folders: '/tools/folders/',
} as const;

export function toolsNavEntries(
  user: { isStudent: boolean },
  mode: { addOn: boolean },
  built: AreaBuilt = isAreaBuilt,
): UserMenuEntry[] {
  const entries = userMenuEntries(user, mode, built);
  return TOOLS_ORDER.flatMap((key) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry?.href) return [];
    // The dashboard's own address; /tools/dashboard/ (the menu's link, spec 1 §2.2) redirects to it.
    return [key === 'dashboard' ? { ...entry, href: TOOLS_PATHS.dashboard } : entry];
  });
}
