/** The lesson builder's pages (spec 3 §2). preview_link of the lesson calls is the preview page. */
export const LESSON_PAGES = {
  list: '/tools/lessonbuilder/',
  create: '/tools/lessonbuilder/new/',
  edit: (code: string) => `/tools/lessonbuilder/edit/${code}`,
  preview: (code: string) => `/tools/lessonbuilder/preview/${code}/`,
} as const;

/** A date of the list ('Nov 26, 2026'); the ISO value stays in a <time> element. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
