import {
  type ErrorMap,
  flattenErrorMap,
  NOT_APPLICABLE,
  OTHER_ROLE,
  PROFILE_MESSAGES,
  PROFILE_ROLES,
  PROFILE_SUBJECTS,
  type UserProfile,
  type UserProfileUpdate,
  type userProfileUpdateSchema,
} from '@lantern/shared';
import type { z } from 'zod';

/**
 * What the profile form adds to the shared contract (spec 2 §4 "Profile form"), kept free of React:
 * its starting values, the dirty rule, the checklist and role behaviour, and the save-failure
 * notices. The field rules themselves are `userProfileUpdateSchema`'s, through the form's resolver.
 */

/** The form edits the API shape; the write-in is always text (empty when the role is not Other). */
export type ProfileFormValues = UserProfileUpdate & {
  last_name: string;
  user_suggested_role: string;
  preferred_subjects: ProfileSubject[];
};
export type ProfileUpdate = z.output<typeof userProfileUpdateSchema>;
type ProfileSubject = (typeof PROFILE_SUBJECTS)[number];

function isProfileSubject(subject: string): subject is ProfileSubject {
  return (PROFILE_SUBJECTS as readonly string[]).includes(subject);
}

function isListedRole(role: string | null | undefined): role is string {
  return !!role && (PROFILE_ROLES as readonly string[]).includes(role);
}

/** The loaded profile as the form edits it: an unknown role or subject is dropped, to be chosen again. */
export function formValuesFromProfile(profile: UserProfile): ProfileFormValues {
  const role = isListedRole(profile.user_role) ? profile.user_role : '';
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    user_role: role,
    user_suggested_role: role === OTHER_ROLE ? (profile.user_suggested_role ?? '') : '',
    postal_code: profile.postal_code,
    school: profile.school,
    grade_range: [...profile.grade_range],
    preferred_subjects: profile.preferred_subjects.filter(isProfileSubject),
  };
}

/** The values the server now holds after a save of `saved` (the schema's trimmed output). */
export function formValuesFromUpdate(saved: ProfileUpdate): ProfileFormValues {
  return {
    ...saved,
    last_name: saved.last_name,
    user_suggested_role: saved.user_role === OTHER_ROLE ? (saved.user_suggested_role ?? '') : '',
    preferred_subjects: saved.preferred_subjects,
  };
}

/** PUT /api/v2/user_profile/: the write-in is sent only for Other. */
export function profileUpdateFrom(parsed: ProfileUpdate): UserProfileUpdate {
  return {
    ...parsed,
    user_suggested_role: parsed.user_role === OTHER_ROLE ? (parsed.user_suggested_role ?? '') : null,
  };
}

function sameMembers(a: readonly string[] = [], b: readonly string[] = []): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}

const trimmed = (text: string | null | undefined) => (text ?? '').trim();

/** Dirty (spec 2 §4): the trimmed names, the grades, the subjects or the role (listed or written in) differ. */
export function isProfileDirty(current: ProfileFormValues, stored: ProfileFormValues): boolean {
  return (
    trimmed(current.first_name) !== trimmed(stored.first_name) ||
    trimmed(current.last_name) !== trimmed(stored.last_name) ||
    trimmed(current.user_role) !== trimmed(stored.user_role) ||
    trimmed(current.user_suggested_role) !== trimmed(stored.user_suggested_role) ||
    !sameMembers(current.grade_range, stored.grade_range) ||
    !sameMembers(current.preferred_subjects, stored.preferred_subjects)
  );
}

/**
 * Checking or unchecking one option of a grade or subject list: N/A clears the others, and any
 * other option removes N/A (the schema refuses N/A beside others; the form never offers it). Keeps
 * the order of `options`.
 */
export function toggleChecklistOption<T extends string>(
  selected: readonly string[],
  option: T,
  checked: boolean,
  options: readonly T[],
): T[] {
  let next: Set<string>;
  if (!checked) next = new Set(selected.filter((item) => item !== option));
  else if (option === NOT_APPLICABLE) next = new Set([NOT_APPLICABLE]);
  else next = new Set([...selected.filter((item) => item !== NOT_APPLICABLE), option]);
  return options.filter((item) => next.has(item));
}

/** The role fields after choosing a role: a listed role clears the write-in. */
export function chooseRole(role: string, writeIn: string) {
  return { user_role: role, user_suggested_role: role === OTHER_ROLE ? writeIn : '' };
}

/** The role fields after typing in the write-in: the role becomes Other. */
export function writeInRole(text: string) {
  return { user_role: OTHER_ROLE, user_suggested_role: text };
}

export interface SaveFailureNotice {
  title?: string;
  message: string;
}

/**
 * What a failed save shows (spec 2 §8): each flattened field error of the server's reply as a
 * notification titled 'Please fix errors first'; when the reply names no field (a network
 * failure, a server error), the one message that the changes could not be saved.
 */
export function saveFailureNotices(errorMap: ErrorMap | undefined): SaveFailureNotice[] {
  const lines = errorMap ? flattenErrorMap(errorMap) : [];
  if (lines.length === 0) return [{ message: PROFILE_MESSAGES.saveFailed }];
  return lines.map((message) => ({ title: PROFILE_MESSAGES.fixErrors, message }));
}
