/** The public surface of the lessons feature (docs/decisions/0020-module-boundaries.md). */
export { RecentLessons } from './recent-lessons.tsx';
export { TeacherOnly } from './teacher-only.tsx';
