import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePageConfig } from '../../lib/page-config.ts';

/** The lesson builder is a teacher's (spec 3 §6); a student's library starts at their favorites, as the dashboard's does. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const { isStudent } = usePageConfig();
  const { search } = useLocation();
  if (isStudent) return <Navigate to={`/tools/favorites/${search}`} replace />;
  return children;
}
