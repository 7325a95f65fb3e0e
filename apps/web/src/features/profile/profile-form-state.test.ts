import {
  PROFILE_MESSAGES,
  PROFILE_SUBJECTS,
  type UserProfile,
  userProfileUpdateSchema,
} from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import {
  chooseRole,
  formValuesFromProfile,
  formValuesFromUpdate,
  isProfileDirty,
  type ProfileFormValues,
  profileUpdateFrom,
  saveFailureNotices,
  toggleChecklistOption,
  writeInRole,
} from './profile-form-state.ts';

const PROFILE: UserProfile = {
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  username: null,
  user_role: 'Classroom Teacher',
  user_suggested_role: null,
  postal_code: '12345',
  school: 'Hill School',
  grade_range: ['K-2', '3-5'],
  preferred_subjects: ['Science'],
  has_public_media_account: false,
  public_media_profile_link: null,
};

const stored = formValuesFromProfile(PROFILE);
const withRole = (values: ProfileFormValues, role: { user_role: string; user_suggested_role: string }) => ({
  ...values,
  ...role,
});

/** The messages the form shows for `values`: the shared schema's, by field. */
function messages(values: ProfileFormValues): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of userProfileUpdateSchema.safeParse(values).error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

describe('profile form values', () => {
  it('drops an unknown stored role and subject, and keeps the write-in only for Other', () => {
    expect(formValuesFromProfile({ ...PROFILE, user_role: 'Wizard' }).user_role).toBe('');
    expect(formValuesFromProfile({ ...PROFILE, user_suggested_role: 'Coach' }).user_suggested_role).toBe('');
    const other = formValuesFromProfile({ ...PROFILE, user_role: 'Other', user_suggested_role: 'Coach' });
    expect(other).toMatchObject({ user_role: 'Other', user_suggested_role: 'Coach' });
    expect(formValuesFromProfile({ ...PROFILE, preferred_subjects: ['Science', 'Alchemy'] })).toMatchObject({
      preferred_subjects: ['Science'],
    });
  });

  it('are what the shared schema accepts, with its messages for what is missing', () => {
    expect(messages(stored)).toEqual({});
    expect(
      messages({ ...stored, first_name: '  ', user_role: '', grade_range: [], preferred_subjects: [] }),
    ).toEqual({
      first_name: PROFILE_MESSAGES.firstNameRequired,
      user_role: PROFILE_MESSAGES.roleRequired,
      grade_range: PROFILE_MESSAGES.atLeastOne,
      preferred_subjects: PROFILE_MESSAGES.atLeastOne,
    });
    expect(messages(withRole(stored, writeInRole(' 1st grade lead')))).toEqual({
      user_suggested_role: PROFILE_MESSAGES.roleInvalid,
    });
  });
});

describe('the dirty rule', () => {
  it('ignores surrounding spaces and checklist order', () => {
    expect(isProfileDirty({ ...stored, first_name: ' Ada ' }, stored)).toBe(false);
    expect(isProfileDirty({ ...stored, grade_range: ['3-5', 'K-2'] }, stored)).toBe(false);
  });

  it('notices names, role, write-in, grades and subjects', () => {
    expect(isProfileDirty({ ...stored, last_name: 'Byron' }, stored)).toBe(true);
    expect(isProfileDirty(withRole(stored, chooseRole('Librarian or Media Specialist', '')), stored)).toBe(
      true,
    );
    expect(isProfileDirty(withRole(stored, writeInRole('Coach')), stored)).toBe(true);
    expect(isProfileDirty({ ...stored, grade_range: ['K-2'] }, stored)).toBe(true);
    expect(isProfileDirty({ ...stored, preferred_subjects: ['Science', 'The Arts'] }, stored)).toBe(true);
  });
});

describe('role selector', () => {
  it('clears the write-in when a listed role is chosen; typing selects Other', () => {
    expect(writeInRole('Coach')).toEqual({ user_role: 'Other', user_suggested_role: 'Coach' });
    expect(chooseRole('Classroom Teacher', 'Coach')).toEqual({
      user_role: 'Classroom Teacher',
      user_suggested_role: '',
    });
    expect(chooseRole('Other', 'Coach').user_suggested_role).toBe('Coach');
  });
});

describe('checklists', () => {
  it('lets N/A clear the others and any other option remove N/A, in list order', () => {
    expect(toggleChecklistOption(['Science', 'The Arts'], 'N/A', true, PROFILE_SUBJECTS)).toEqual(['N/A']);
    expect(toggleChecklistOption(['N/A'], 'Mathematics', true, PROFILE_SUBJECTS)).toEqual(['Mathematics']);
    expect(toggleChecklistOption(['The Arts'], 'Science', true, PROFILE_SUBJECTS)).toEqual([
      'Science',
      'The Arts',
    ]);
    expect(toggleChecklistOption(['Science', 'The Arts'], 'Science', false, PROFILE_SUBJECTS)).toEqual([
      'The Arts',
    ]);
  });
});

describe('save payload', () => {
  it('sends the trimmed values, the write-in only for Other, and keeps ZIP code and school', () => {
    const values = withRole({ ...stored, first_name: ' Ada  ', last_name: ' L ' }, writeInRole(' Coach '));
    const parsed = userProfileUpdateSchema.parse(values);
    expect(profileUpdateFrom(parsed)).toEqual({
      first_name: 'Ada',
      last_name: 'L',
      user_role: 'Other',
      user_suggested_role: 'Coach',
      postal_code: '12345',
      school: 'Hill School',
      grade_range: ['K-2', '3-5'],
      preferred_subjects: ['Science'],
    });
    expect(profileUpdateFrom(userProfileUpdateSchema.parse(stored)).user_suggested_role).toBeNull();
    expect(formValuesFromUpdate(parsed)).toMatchObject({ first_name: 'Ada', user_suggested_role: 'Coach' });
  });
});

describe('save failures', () => {
  it("shows each field error under 'Please fix errors first'", () => {
    expect(saveFailureNotices({ first_name: ['Please enter your first name'] })).toEqual([
      { title: 'Please fix errors first', message: 'First name - Please enter your first name' },
    ]);
  });

  it('falls back to the could-not-save message when no field is named', () => {
    expect(saveFailureNotices(undefined)).toEqual([{ message: PROFILE_MESSAGES.saveFailed }]);
    expect(saveFailureNotices({})).toEqual([{ message: PROFILE_MESSAGES.saveFailed }]);
  });
});
