/** The web addresses of the classes pages, and small pure helpers of the pages. */
export const CLASSES_PATHS = {
  list: '/tools/classes/',
  importClasses: '/tools/classes/import/',
  roster: (id: string) => `/tools/classes/${id}/`,
  joinSheet: (id: string) => `/tools/classes/${id}/join-sheet/`,
  student: '/student/classes/?student=true',
} as const;

/** The school years of the active classes, newest first (the rollover's choices). */
export function schoolYearsOf(classes: readonly { school_year: string; archived: boolean }[]): string[] {
  const years = new Set(classes.filter((roster) => !roster.archived).map((roster) => roster.school_year));
  return [...years].sort().reverse();
}
