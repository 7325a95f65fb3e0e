/** The teacher tools section a /tools/… address opens, by its first segment. */
const SECTIONS: Record<string, string> = {
  '': 'Dashboard',
  dashboard: 'Dashboard',
  favorites: 'Favorites',
  folders: 'Folders',
  lessonbuilder: 'Lesson Builder',
  assignments: 'Assignments',
  classes: 'Classes',
  rosters: 'Classes',
};

export function toolSectionName(splat: string): string {
  const first = splat.split('/').find(Boolean) ?? '';
  return SECTIONS[first] ?? 'Teacher Tools';
}
