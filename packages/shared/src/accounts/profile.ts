import { z } from 'zod';
import { NAME_MAX_LENGTH, PERSON_NAME_PATTERN } from './account-rules.ts';

/** The teacher profile (spec 2 §3 "User profile", §5 "Profile", teacher profile page). */

export const NOT_APPLICABLE = 'N/A';

export const PROFILE_GRADE_RANGES = [
  { value: 'PreK-K', label: 'Pre-K to K' },
  { value: 'K-2', label: 'K to 2' },
  { value: '3-5', label: '3 to 5' },
  { value: '6-8', label: '6 to 8' },
  { value: '9-12', label: '9 to 12' },
  { value: NOT_APPLICABLE, label: 'N/A' },
] as const;

export const PROFILE_SUBJECTS = [
  'Science',
  'Social Studies',
  'Mathematics',
  'English Language Arts',
  'Engineering and Technology',
  'Health and Physical Education',
  'Preschool',
  'Professional Development',
  'The Arts',
  'World Languages',
  NOT_APPLICABLE,
] as const;

export const OTHER_ROLE = 'Other';
export const PROFILE_ROLES = [
  'Classroom Teacher',
  'Substitute Teacher',
  'Student Teacher',
  'Teaching Assistant',
  'Librarian or Media Specialist',
  'Instructional Coach',
  'Curriculum Specialist',
  'School Administrator',
  'District Administrator',
  'Homeschool Educator',
  'Informal Educator',
  'Parent or Caregiver',
  OTHER_ROLE,
] as const;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  roleRequired: 'Please select a role!',
  roleInvalid: 'Please enter a valid role name.',
  atLeastOne: 'Please select at least one option!',
  notApplicableAlone: 'N/A cannot be chosen together with other options.',
  saved: 'Your profile information has been saved.',
  saveFailed: "Something unexpected happened and the profile changes couldn't be saved. Please try again!",
  fixErrors: 'Please fix errors first',
} as const;

const GRADE_VALUES = PROFILE_GRADE_RANGES.map((grade) => grade.value) as [string, ...string[]];

const checklist = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: `Must be one of: ${values.join(', ')}.` }), {
      error: PROFILE_MESSAGES.atLeastOne,
    })
    .min(1, PROFILE_MESSAGES.atLeastOne)
    .max(values.length)
    .transform((list) => [...new Set(list)])
    .refine(
      (list) => !(list.includes(NOT_APPLICABLE) && list.length > 1),
      PROFILE_MESSAGES.notApplicableAlone,
    );

/** Reply of GET /api/v2/user_profile/ (spec 2 §3). Station and privacy parts come with their issues. */
export const userProfileSchema = z.object({
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string().nullable(),
  user_role: z.string().nullable(),
  user_suggested_role: z.string().nullable(),
  postal_code: z.string().nullable(),
  school: z.string().nullable(),
  grade_range: z.array(z.string()),
  preferred_subjects: z.array(z.string()),
  has_public_media_account: z.boolean(),
  public_media_profile_link: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Body of PUT /api/v2/user_profile/: the editable fields; email and username are not changed here. */
export const userProfileUpdateSchema = z
  .strictObject({
    first_name: z
      .string({ error: PROFILE_MESSAGES.firstNameRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.firstNameRequired)
      .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters.`)
      .regex(PERSON_NAME_PATTERN, 'Use only letters, digits, spaces and hyphens.'),
    last_name: z
      .string()
      .trim()
      .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters.`)
      .regex(PERSON_NAME_PATTERN, 'Use only letters, digits, spaces and hyphens.')
      .default(''),
    user_role: z
      .string({ error: PROFILE_MESSAGES.roleRequired })
      .trim()
      .min(1, { error: PROFILE_MESSAGES.roleRequired, abort: true })
      .refine((role) => (PROFILE_ROLES as readonly string[]).includes(role), PROFILE_MESSAGES.roleRequired),
    user_suggested_role: z.string().trim().max(100, 'Must be at most 100 characters.').nullish(),
    postal_code: z
      .string()
      .trim()
      .regex(/^[0-9-]{0,10}$/, 'Enter a ZIP code of digits and a hyphen.')
      .nullish(),
    school: z.string().trim().max(200, 'Must be at most 200 characters.').nullish(),
    grade_range: checklist(GRADE_VALUES),
    preferred_subjects: checklist(PROFILE_SUBJECTS),
  })
  .superRefine((profile, context) => {
    if (profile.user_role !== OTHER_ROLE) return;
    const written = profile.user_suggested_role ?? '';
    if (!/^\p{L}/u.test(written)) {
      context.addIssue({
        code: 'custom',
        path: ['user_suggested_role'],
        message: PROFILE_MESSAGES.roleInvalid,
      });
    }
  });
export type UserProfileUpdate = z.input<typeof userProfileUpdateSchema>;
