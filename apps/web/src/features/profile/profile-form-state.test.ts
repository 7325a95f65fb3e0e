import { PROFILE_MESSAGES, PROFILE_SUBJECTS, type UserProfile } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import {
  chooseRole,
  formValuesFromProfile,
  isProfileDirty,
  normalizedValues,
  profileUpdateFrom,
  saveFailureNotices,
  stripNameCharacters,
  toggleChecklistOption,
  validateProfile,
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

describe('profile form values', () => {
  it('drops an unknown stored role and keeps the write-in only for Other', () => {
    expect(formValuesFromProfile({ ...PROFILE, user_role: 'Wizard' }).userRole).toBe('');
    expect(formValuesFromProfile({ ...PROFILE, user_suggested_role: 'Coach' }).userSuggestedRole).toBe('');
    const other = formValuesFromProfile({ ...PROFILE, user_role: 'Other', user_suggested_role: 'Coach' });
    expect(other).toMatchObject({ userRole: 'Other', userSuggestedRole: 'Coach' });
  });

  it('strips characters other than letters, digits, space and hyphen from names', () => {
    expect(stripNameCharacters('Anne-Marie <b>O’Neil</b> 2')).toBe('Anne-Marie bONeilb 2');
    expect(stripNameCharacters('Zoë Ñúñez')).toBe('Zoë Ñúñez');
  });
});

describe('the dirty rule', () => {
  it('ignores surrounding spaces and checklist order', () => {
    expect(isProfileDirty({ ...stored, firstName: ' Ada ' }, stored)).toBe(false);
    expect(isProfileDirty({ ...stored, gradeRange: ['3-5', 'K-2'] }, stored)).toBe(false);
  });

  it('notices names, role, write-in, grades and subjects', () => {
    expect(isProfileDirty({ ...stored, lastName: 'Byron' }, stored)).toBe(true);
    expect(isProfileDirty(chooseRole(stored, 'Librarian or Media Specialist'), stored)).toBe(true);
    expect(isProfileDirty(writeInRole(stored, 'Coach'), stored)).toBe(true);
    expect(isProfileDirty({ ...stored, gradeRange: ['K-2'] }, stored)).toBe(true);
    expect(isProfileDirty({ ...stored, preferredSubjects: ['Science', 'The Arts'] }, stored)).toBe(true);
  });
});

describe('validation messages', () => {
  it('accepts the stored profile', () => {
    expect(validateProfile(stored)).toEqual({});
  });

  it('uses the spec messages', () => {
    const errors = validateProfile({
      ...stored,
      firstName: '  ',
      userRole: '',
      gradeRange: [],
      preferredSubjects: [],
    });
    expect(errors).toEqual({
      firstName: 'Please enter your first name',
      userRole: 'Please select a role!',
      gradeRange: 'Please select at least one option!',
      preferredSubjects: 'Please select at least one option!',
    });
  });

  it('wants a write-in that starts with a letter for Other', () => {
    expect(validateProfile(writeInRole(stored, ' 1st grade lead')).userSuggestedRole).toBe(
      PROFILE_MESSAGES.roleInvalid,
    );
    expect(validateProfile(chooseRole(stored, 'Other')).userSuggestedRole).toBe(PROFILE_MESSAGES.roleInvalid);
    expect(validateProfile(writeInRole(stored, 'Reading coach'))).toEqual({});
  });
});

describe('role selector', () => {
  it('clears the write-in when a listed role is chosen; typing selects Other', () => {
    const other = writeInRole(stored, 'Coach');
    expect(other.userRole).toBe('Other');
    expect(chooseRole(other, 'Classroom Teacher')).toMatchObject({
      userRole: 'Classroom Teacher',
      userSuggestedRole: '',
    });
    expect(chooseRole(other, 'Other').userSuggestedRole).toBe('Coach');
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
  it('trims, sends the write-in only for Other, and keeps ZIP code and school', () => {
    const values = writeInRole({ ...stored, firstName: ' Ada  ', lastName: ' L ' }, ' Coach ');
    expect(profileUpdateFrom(values, PROFILE)).toEqual({
      first_name: 'Ada',
      last_name: 'L',
      user_role: 'Other',
      user_suggested_role: 'Coach',
      postal_code: '12345',
      school: 'Hill School',
      grade_range: ['K-2', '3-5'],
      preferred_subjects: ['Science'],
    });
    expect(profileUpdateFrom(stored, PROFILE).user_suggested_role).toBeNull();
    expect(normalizedValues(values)).toMatchObject({ firstName: 'Ada', userSuggestedRole: 'Coach' });
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
