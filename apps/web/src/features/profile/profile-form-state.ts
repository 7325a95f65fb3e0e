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
} from '@lantern/shared';

/**
 * The profile form's rules (spec 2 §4 "Profile form", §5 "Profile"), kept free of React so they
 * can be tested on their own: the client form, the dirty rule, validation and the save payload.
 */

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** A listed role, or '' when none is chosen. */
  userRole: string;
  /** The write-in for Other. */
  userSuggestedRole: string;
  gradeRange: string[];
  preferredSubjects: string[];
}

export type ProfileField =
  | 'firstName'
  | 'userRole'
  | 'userSuggestedRole'
  | 'gradeRange'
  | 'preferredSubjects';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Names keep letters, digits, space and hyphen; anything else typed or pasted is dropped. */
export { stripNameCharacters } from '@lantern/shared';

function isProfileSubject(subject: string): subject is (typeof PROFILE_SUBJECTS)[number] {
  return (PROFILE_SUBJECTS as readonly string[]).includes(subject);
}

function isListedRole(role: string | null | undefined): role is string {
  return !!role && (PROFILE_ROLES as readonly string[]).includes(role);
}

export function formValuesFromProfile(profile: UserProfile): ProfileFormValues {
  const role = isListedRole(profile.user_role) ? profile.user_role : '';
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    userRole: role,
    userSuggestedRole: role === OTHER_ROLE ? (profile.user_suggested_role ?? '') : '',
    gradeRange: [...profile.grade_range],
    preferredSubjects: [...profile.preferred_subjects],
  };
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}

/** Dirty: the trimmed names, the grades, the subjects or the role (listed or written in) differ. */
export function isProfileDirty(current: ProfileFormValues, stored: ProfileFormValues): boolean {
  return (
    current.firstName.trim() !== stored.firstName.trim() ||
    current.lastName.trim() !== stored.lastName.trim() ||
    current.userRole.trim() !== stored.userRole.trim() ||
    current.userSuggestedRole.trim() !== stored.userSuggestedRole.trim() ||
    !sameMembers(current.gradeRange, stored.gradeRange) ||
    !sameMembers(current.preferredSubjects, stored.preferredSubjects)
  );
}

export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = PROFILE_MESSAGES.firstNameRequired;
  if (!values.userRole.trim()) errors.userRole = PROFILE_MESSAGES.roleRequired;
  else if (values.userRole === OTHER_ROLE && !/^\p{L}/u.test(values.userSuggestedRole.trim())) {
    errors.userSuggestedRole = PROFILE_MESSAGES.roleInvalid;
  }
  if (values.gradeRange.length === 0) errors.gradeRange = PROFILE_MESSAGES.atLeastOne;
  if (values.preferredSubjects.length === 0) errors.preferredSubjects = PROFILE_MESSAGES.atLeastOne;
  return errors;
}

/**
 * Checking or unchecking one option of a grade or subject list: N/A clears the others, and any
 * other option removes N/A. Keeps the order of `options`.
 */
export function toggleChecklistOption(
  selected: readonly string[],
  option: string,
  checked: boolean,
  options: readonly string[],
): string[] {
  let next: Set<string>;
  if (!checked) next = new Set(selected.filter((item) => item !== option));
  else if (option === NOT_APPLICABLE) next = new Set([NOT_APPLICABLE]);
  else next = new Set([...selected.filter((item) => item !== NOT_APPLICABLE), option]);
  return options.filter((item) => next.has(item));
}

/** Choosing a listed role clears the write-in. */
export function chooseRole(values: ProfileFormValues, role: string): ProfileFormValues {
  return {
    ...values,
    userRole: role,
    userSuggestedRole: role === OTHER_ROLE ? values.userSuggestedRole : '',
  };
}

/** Typing in the write-in makes the role Other. */
export function writeInRole(values: ProfileFormValues, text: string): ProfileFormValues {
  return { ...values, userRole: OTHER_ROLE, userSuggestedRole: text };
}

/** The API shape of the form (PUT /api/v2/user_profile/); fields the form does not edit are kept. */
export function profileUpdateFrom(values: ProfileFormValues, loaded: UserProfile): UserProfileUpdate {
  const role = values.userRole.trim();
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    user_role: role,
    user_suggested_role: role === OTHER_ROLE ? values.userSuggestedRole.trim() : null,
    postal_code: loaded.postal_code,
    school: loaded.school,
    grade_range: values.gradeRange,
    preferred_subjects: values.preferredSubjects.filter(isProfileSubject),
  };
}

/** The values as saved: trimmed, so the dirty rule compares against what the server holds. */
export function normalizedValues(values: ProfileFormValues): ProfileFormValues {
  return {
    ...values,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    userRole: values.userRole.trim(),
    userSuggestedRole: values.userRole.trim() === OTHER_ROLE ? values.userSuggestedRole.trim() : '',
  };
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
