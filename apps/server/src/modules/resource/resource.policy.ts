import type { SessionUser } from '../auth/index.ts';
import { isStudentViewer } from '../cards/index.ts';

/**
 * Who may see which resource (spec 3 §4, §6; docs/decisions/0006). The detail call shows published,
 * unexpired resources to everyone; the student view only those available to students; preview shows any
 * resource to admins and to members of its owner organization.
 */

export type ResourceVisibility = 'visible' | 'unpublished' | 'expired' | 'not_for_students';

export function detailVisibility(
  resource: { status: string; is_expired: boolean; is_available_for_students: boolean },
  options: { studentView: boolean; preview: boolean },
): ResourceVisibility {
  if (!options.preview) {
    if (resource.status !== 'published') return 'unpublished';
    if (resource.is_expired) return 'expired';
  }
  if (options.studentView && !resource.is_available_for_students) return 'not_for_students';
  return 'visible';
}

/** Students always get the student view; anyone else when they ask for it (student=true): the cards rule. */
export const isStudentView = (user: SessionUser | null, studentParam: string | undefined) =>
  isStudentViewer(user?.role, studentParam);

export function mayPreview(user: SessionUser | null, isOwnerOrganizationMember: boolean): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return user.role !== 'student' && isOwnerOrganizationMember;
}

export const isAdmin = (user: SessionUser | null) => user?.role === 'admin';
