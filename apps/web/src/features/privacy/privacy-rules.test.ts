import {
  NO_STATE_SELECTED,
  PRIVACY_GATE_REASON,
  PRIVACY_PROFILE_LINKS,
  PRIVACY_TEXTS,
  type PrivacyState,
  setDataPrivacyBodySchema,
} from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import type { ClassroomArea } from '../../lib/classroom-areas.ts';
import {
  filterStates,
  isPrivacyGateRefusal,
  lookupSearchTerm,
  nextStepLink,
  setPayloadFromForm,
  shouldOpenPrivacyModal,
} from './privacy-rules.ts';

const TEACHER = { isStudent: false, addOn: false };

describe('shouldOpenPrivacyModal (spec 2 §4)', () => {
  it('opens for a teacher who has neither signed nor put it off', () => {
    expect(shouldOpenPrivacyModal({ sign_acknowledgement: false, do_this_later: false }, TEACHER)).toBe(true);
  });
  it('stays shut once signed or put off', () => {
    expect(shouldOpenPrivacyModal({ sign_acknowledgement: true, do_this_later: false }, TEACHER)).toBe(false);
    expect(shouldOpenPrivacyModal({ sign_acknowledgement: false, do_this_later: true }, TEACHER)).toBe(false);
  });
  it('never opens for students or in the add-on view', () => {
    const unsigned = { sign_acknowledgement: false, do_this_later: false };
    expect(shouldOpenPrivacyModal(unsigned, { isStudent: true, addOn: false })).toBe(false);
    expect(shouldOpenPrivacyModal(unsigned, { isStudent: false, addOn: true })).toBe(false);
  });
});

describe('isPrivacyGateRefusal', () => {
  it("recognises the gate's 403 by its reason, not its text", () => {
    expect(
      isPrivacyGateRefusal({ status: 403, body: { code: 'forbidden', reason: PRIVACY_GATE_REASON } }),
    ).toBe(true);
  });
  it('leaves other refusals alone', () => {
    expect(isPrivacyGateRefusal({ status: 403, body: { code: 'forbidden' } })).toBe(false);
    expect(isPrivacyGateRefusal({ status: 400, body: { reason: PRIVACY_GATE_REASON } })).toBe(false);
    expect(isPrivacyGateRefusal(new Error('network'))).toBe(false);
    expect(isPrivacyGateRefusal(null)).toBe(false);
  });
});

describe('setPayloadFromForm (spec 2 §3, §5)', () => {
  const place = { state: 'CA', schoolDistrict: '0634320', schoolName: '063432005432' };

  it('sends state, district and school for a public school teacher', () => {
    const body = setPayloadFromForm({ teacherType: 'PUBLIC_SCHOOL', schoolDescription: place });
    expect(body).toEqual({
      sign_acknowledgement: true,
      teacher_type: 'PUBLIC_SCHOOL',
      state: 'CA',
      district_guid: '0634320',
      school_id: '063432005432',
    });
    expect(setDataPrivacyBodySchema.safeParse(body).success).toBe(true);
  });
  it('sends the district alone when no school was chosen', () => {
    const body = setPayloadFromForm({
      teacherType: 'PUBLIC_SCHOOL',
      schoolDescription: { ...place, schoolName: '' },
    });
    expect(body).not.toHaveProperty('school_id');
    expect(setDataPrivacyBodySchema.safeParse(body).success).toBe(true);
  });
  it('sends no place for private and home school teachers, even one picked before switching type', () => {
    for (const teacherType of ['PRIVATE_SCHOOL', 'HOME_SCHOOL'] as const) {
      const body = setPayloadFromForm({ teacherType, schoolDescription: place });
      expect(body).toEqual({ sign_acknowledgement: true, teacher_type: teacherType });
      expect(setDataPrivacyBodySchema.safeParse(body).success).toBe(true);
    }
  });
});

describe("nextStepLink: the profile section's button (spec 2)", () => {
  const all = () => true;
  const only =
    (...areas: ClassroomArea[]) =>
    (area: ClassroomArea) =>
      areas.includes(area);

  it('goes to the awaiting tab when assignments await', () => {
    expect(nextStepLink({ awaiting: 2, assigned: 5 }, all)).toEqual({
      label: PRIVACY_TEXTS.goToAssignments,
      to: PRIVACY_PROFILE_LINKS.awaiting,
    });
  });
  it('goes to the assignments when none await but some are assigned', () => {
    expect(nextStepLink({ awaiting: 0, assigned: 1 }, all)).toEqual({
      label: PRIVACY_TEXTS.goToAssignments,
      to: PRIVACY_PROFILE_LINKS.assigned,
    });
  });
  it('offers Build Your First Lesson otherwise', () => {
    expect(nextStepLink({ awaiting: 0, assigned: 0 }, all)).toEqual({
      label: PRIVACY_TEXTS.buildYourFirstLesson,
      to: PRIVACY_PROFILE_LINKS.buildFirstLesson,
    });
    expect(nextStepLink(undefined, only('lessonBuilder'))?.to).toBe(PRIVACY_PROFILE_LINKS.buildFirstLesson);
  });
  it('never links to an area that is not built', () => {
    expect(nextStepLink({ awaiting: 3, assigned: 3 }, only('lessonBuilder'))?.to).toBe(
      PRIVACY_PROFILE_LINKS.buildFirstLesson,
    );
    expect(nextStepLink({ awaiting: 3, assigned: 3 }, only())).toBeNull();
  });
});

describe('filterStates', () => {
  const states: PrivacyState[] = [
    { name: NO_STATE_SELECTED, state_location: '', abbreviation: '' },
    { name: 'New York', state_location: 'NY', abbreviation: 'NY' },
    { name: 'West Virginia', state_location: 'WV', abbreviation: 'WV' },
    { name: 'Virginia', state_location: 'VA', abbreviation: 'VA' },
    { name: 'Puerto Rico', state_location: 'PR', abbreviation: 'PR' },
  ];
  const names = (search: string) => filterStates(states, search).map((state) => state.name);

  it('lists every entry, No state selected first, when nothing is typed', () => {
    expect(names('  ')).toEqual(states.map((state) => state.name));
  });
  it('matches the start of the name or of a word, ignoring case', () => {
    expect(names('vir')).toEqual(['West Virginia', 'Virginia']);
    expect(names('YORK')).toEqual(['New York']);
    expect(names('irg')).toEqual([]);
  });
  it('ignores accents both ways', () => {
    expect(names('puérto')).toEqual(['Puerto Rico']);
  });
});

describe('lookupSearchTerm', () => {
  it('searches for nothing while the field shows the chosen item, so the whole list opens', () => {
    expect(lookupSearchTerm('Oakland Unified', 'Oakland Unified')).toBe('');
  });
  it('searches for what was typed otherwise', () => {
    expect(lookupSearchTerm(' Oak ', 'Oakland Unified')).toBe('Oak');
    expect(lookupSearchTerm('Oak', null)).toBe('Oak');
  });
});
