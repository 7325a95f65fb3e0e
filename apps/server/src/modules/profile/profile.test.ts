import { PROFILE_MESSAGES } from '@lantern/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsApp,
  signUpTeacher,
  startAccountsApp,
  type TestBrowser,
} from '../auth/accounts-test-kit.ts';

let kit: AccountsApp;
beforeAll(async () => {
  kit = await startAccountsApp();
});
afterAll(() => kit?.close());

const validProfile = {
  first_name: '  Grace ',
  last_name: 'Hopper',
  user_role: 'Classroom Teacher',
  grade_range: ['3-5', '6-8'],
  preferred_subjects: ['Science', 'Mathematics'],
};

async function teacher(): Promise<TestBrowser> {
  const browser = kit.browser();
  const { reply } = await signUpTeacher(browser);
  expect(reply.status).toBe(201);
  return browser;
}

describe('GET /api/v2/user_profile/', () => {
  it('returns the spec fields of a new teacher', async () => {
    const browser = await teacher();
    const reply = await browser.get('/api/v2/user_profile/');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      email: expect.stringContaining('@example.org'),
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: null,
      user_role: null,
      user_suggested_role: null,
      postal_code: null,
      school: null,
      grade_range: [],
      preferred_subjects: [],
      has_public_media_account: false,
      public_media_profile_link: null,
    });
  });

  it('is for signed-in teachers only', async () => {
    expect((await kit.browser().get('/api/v2/user_profile/')).status).toBe(401);
    expect((await kit.browser().put('/api/v2/user_profile/', validProfile)).status).toBe(401);
  });
});

describe('PUT /api/v2/user_profile/', () => {
  it('saves trimmed names, role, grades and subjects, and returns the saved profile', async () => {
    const browser = await teacher();
    const saved = await browser.put('/api/v2/user_profile/', validProfile);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      user_role: 'Classroom Teacher',
      user_suggested_role: null,
      grade_range: ['3-5', '6-8'],
      preferred_subjects: ['Science', 'Mathematics'],
    });
    expect((await browser.get('/api/v2/user_profile/')).body).toEqual(saved.body);
  });

  it('keeps the write-in role for Other and drops it for a listed role', async () => {
    const browser = await teacher();
    const other = await browser.put('/api/v2/user_profile/', {
      ...validProfile,
      user_role: 'Other',
      user_suggested_role: ' Museum educator ',
    });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ user_role: 'Other', user_suggested_role: 'Museum educator' });
    const listed = await browser.put('/api/v2/user_profile/', {
      ...validProfile,
      user_suggested_role: 'ignored',
    });
    expect(listed.body.user_suggested_role).toBeNull();
  });

  it.each([
    [{ first_name: '  ' }, 'first_name', PROFILE_MESSAGES.firstNameRequired],
    [{ first_name: 'Gr@ce' }, 'first_name', 'Use only letters, digits, spaces and hyphens.'],
    [{ last_name: 'x'.repeat(61) }, 'last_name', 'Must be at most 60 characters.'],
    [{ user_role: '' }, 'user_role', PROFILE_MESSAGES.roleRequired],
    [{ user_role: 'Wizard' }, 'user_role', PROFILE_MESSAGES.roleRequired],
    [
      { user_role: 'Other', user_suggested_role: '1st grade lead' },
      'user_suggested_role',
      PROFILE_MESSAGES.roleInvalid,
    ],
    [{ user_role: 'Other' }, 'user_suggested_role', PROFILE_MESSAGES.roleInvalid],
    [{ grade_range: [] }, 'grade_range', PROFILE_MESSAGES.atLeastOne],
    [{ preferred_subjects: [] }, 'preferred_subjects', PROFILE_MESSAGES.atLeastOne],
    [{ grade_range: ['N/A', 'K-2'] }, 'grade_range', PROFILE_MESSAGES.notApplicableAlone],
    [{ preferred_subjects: ['Astrology'] }, 'preferred_subjects', undefined],
    [{ email: 'new@example.org' }, 'email', 'This field is not allowed.'],
  ])('refuses %o and changes nothing', async (override, field, message) => {
    const browser = await teacher();
    const before = (await browser.get('/api/v2/user_profile/')).body;
    const reply = await browser.put('/api/v2/user_profile/', { ...validProfile, ...override });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('validation_error');
    expect(JSON.stringify(reply.body.errors)).toContain(field);
    // One message per problem: never the same message twice, nor a second one for the same field.
    if (message) expect(reply.body.errors).toEqual({ [field]: [message] });
    expect((await browser.get('/api/v2/user_profile/')).body).toEqual(before);
  });

  it('accepts N/A alone', async () => {
    const browser = await teacher();
    const reply = await browser.put('/api/v2/user_profile/', {
      ...validProfile,
      grade_range: ['N/A'],
      preferred_subjects: ['N/A'],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ grade_range: ['N/A'], preferred_subjects: ['N/A'] });
  });
});
