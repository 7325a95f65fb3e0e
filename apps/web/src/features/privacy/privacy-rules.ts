import {
  type ClassroomSettingsForm,
  type DataPrivacyRecord,
  PRIVACY_GATE_REASON,
  PRIVACY_PROFILE_LINKS,
  PRIVACY_TEXTS,
  type PrivacyState,
  type SetDataPrivacyBody,
} from '@lantern/shared';
import type { ClassroomArea } from '../../lib/classroom-areas.ts';

/** The pure rules of the student-privacy screens (spec 2 §4, §5; profile section), tested on their own. */

/** Said where the way back in is shown to a teacher who chose 'Do this later' (dashboard, profile). */
export const PUT_OFF_NOTE =
  'You chose to do this later: we will email you a reminder before the end of the school year.';

/** Whether the modal opens by itself: neither signed nor put off, never for students or in the add-on (spec 2 §4). */
export function shouldOpenPrivacyModal(
  record: Pick<DataPrivacyRecord, 'sign_acknowledgement' | 'do_this_later'>,
  mode: { isStudent: boolean; addOn: boolean },
): boolean {
  if (mode.isStudent || mode.addOn) return false;
  return !record.sign_acknowledgement && !record.do_this_later;
}

/** Whether an API error is the privacy gate's 403 (classes, rosters, assigning before the acknowledgement). */
export function isPrivacyGateRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: { reason?: unknown } };
  return status === 403 && body?.reason === PRIVACY_GATE_REASON;
}

/** The set call's payload from the modal's or the profile's form (spec 2 §3). Only a public school keeps a place. */
export function setPayloadFromForm(form: ClassroomSettingsForm): SetDataPrivacyBody {
  const { teacherType, schoolDescription } = form;
  if (teacherType !== 'PUBLIC_SCHOOL') return { sign_acknowledgement: true, teacher_type: teacherType };
  return {
    sign_acknowledgement: true,
    teacher_type: teacherType,
    state: schoolDescription.state,
    district_guid: schoolDescription.schoolDistrict,
    // With no school chosen, the district alone is sent (spec 2 §5).
    ...(schoolDescription.schoolName ? { school_id: schoolDescription.schoolName } : {}),
  };
}

export interface NextStepLink {
  label: string;
  to: string;
}

/**
 * The profile section's button once signed (spec 2): awaiting assignments first, then assigned
 * ones, else the lesson builder. An area not built yet gets no button: a link never leads to a
 * placeholder (lib/classroom-areas.ts).
 */
export function nextStepLink(
  counts: { awaiting: number; assigned: number } | undefined,
  isAreaBuilt: (area: ClassroomArea) => boolean,
): NextStepLink | null {
  if (counts && isAreaBuilt('assignments')) {
    if (counts.awaiting > 0)
      return { label: PRIVACY_TEXTS.goToAssignments, to: PRIVACY_PROFILE_LINKS.awaiting };
    if (counts.assigned > 0)
      return { label: PRIVACY_TEXTS.goToAssignments, to: PRIVACY_PROFILE_LINKS.assigned };
  }
  if (isAreaBuilt('lessonBuilder')) {
    return { label: PRIVACY_TEXTS.buildYourFirstLesson, to: PRIVACY_PROFILE_LINKS.buildFirstLesson };
  }
  return null;
}

/** Lowercase without accents, so 'jose' finds 'José'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The states matching what was typed, as the server matches districts and schools: the start of the
 * name or of any word in it, ignoring case and accents. 'No state selected' stays first when nothing is typed.
 */
export function filterStates(states: readonly PrivacyState[], search: string): PrivacyState[] {
  const wanted = foldText(search.trim());
  if (!wanted) return [...states];
  return states.filter((state) => {
    const name = foldText(state.name);
    return name.startsWith(wanted) || name.split(/[\s\-/(]+/).some((word) => word.startsWith(wanted));
  });
}

/** What the lookups search for: nothing while the field shows the chosen item, so the whole list opens. */
export function lookupSearchTerm(inputValue: string, selectedLabel: string | null): string {
  const typed = inputValue.trim();
  return selectedLabel !== null && typed === selectedLabel.trim() ? '' : typed;
}
