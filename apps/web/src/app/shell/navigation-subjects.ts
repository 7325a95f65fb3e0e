import { TOP_SUBJECTS } from '@lantern/shared';

export interface NavigationSubject {
  id: number;
  name: string;
  slug: string;
  color: string;
  /** Disciplines under the subject; empty until the subject tree API exists. */
  children: { id: number; name: string; slug: string }[];
}

const PROFESSIONAL_DEVELOPMENT_ID = 6708;

/**
 * Parent subjects for the Subjects menus. For now they come from the ten predefined top subjects;
 * when the subject tree call exists (issue 3) this becomes a query that keeps only parents whose
 * children have resultsCount above 0. Professional Development is removed for students and the add-on.
 */
export function useNavigationSubjects(mode: { student: boolean; addOn: boolean }): NavigationSubject[] {
  return navigationSubjects(mode);
}

export function navigationSubjects(mode: { student: boolean; addOn: boolean }): NavigationSubject[] {
  return TOP_SUBJECTS.filter(
    (subject) => !((mode.student || mode.addOn) && subject.id === PROFESSIONAL_DEVELOPMENT_ID),
  ).map((subject) => ({ ...subject, children: [] }));
}
