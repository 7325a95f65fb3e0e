import { describe, expect, it } from 'vitest';
import { flattenErrorMap } from '../errors.ts';
import {
  doThisLaterBodySchema,
  schoolDistrictQuerySchema,
  setDataPrivacyBodySchema,
  updateDataPrivacyBodySchema,
} from './privacy.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const map: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    map[key] = [...(map[key] ?? []), issue.message];
  }
  return flattenErrorMap(map);
}

describe('privacy contract', () => {
  it('accepts a public school teacher with a district and an optional school', () => {
    const body = setDataPrivacyBodySchema.parse({
      sign_acknowledgement: true,
      teacher_type: 'PUBLIC_SCHOOL',
      district_guid: '0634320',
      school_id: '',
      do_this_later: false,
    });
    expect(body).toMatchObject({ district_guid: '0634320', school_id: undefined });
  });

  it('names the missing checkbox, the unknown type and the missing district in the flattened style', () => {
    expect(messages(setDataPrivacyBodySchema.safeParse({ teacher_type: 'TUTOR' }))).toEqual([
      'Sign acknowledgement - Check the box to acknowledge the Student Privacy Notice and the Privacy Policy.',
      'Teacher type - Choose where you teach: PUBLIC_SCHOOL, PRIVATE_SCHOOL or HOME_SCHOOL.',
    ]);
    expect(
      messages(
        setDataPrivacyBodySchema.safeParse({ sign_acknowledgement: true, teacher_type: 'PUBLIC_SCHOOL' }),
      ),
    ).toEqual(['District guid - Public school teachers choose their state and school district.']);
  });

  it('lets private and home school teachers sign without a district', () => {
    for (const teacher_type of ['PRIVATE_SCHOOL', 'HOME_SCHOOL']) {
      expect(setDataPrivacyBodySchema.safeParse({ sign_acknowledgement: true, teacher_type }).success).toBe(
        true,
      );
    }
  });

  it('requires the district on update and checks id shapes', () => {
    expect(messages(updateDataPrivacyBodySchema.safeParse({}))).toEqual([
      'District guid - Public school teachers choose their state and school district.',
    ]);
    expect(updateDataPrivacyBodySchema.safeParse({ district_guid: '063432', school_id: 'x' }).success).toBe(
      false,
    );
    expect(doThisLaterBodySchema.safeParse({ do_this_later: 'yes' }).success).toBe(false);
  });

  it('takes any search text, an empty state and upper-cases a state code', () => {
    expect(schoolDistrictQuerySchema.parse({ state: 'ca', search: '%_\\ é 👩‍🏫' })).toMatchObject({
      state: 'CA',
    });
    expect(schoolDistrictQuerySchema.parse({ state: '' })).toMatchObject({ state: '' });
    expect(schoolDistrictQuerySchema.safeParse({ state: 'California' }).success).toBe(false);
  });
});
