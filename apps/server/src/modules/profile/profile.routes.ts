import { OTHER_ROLE, type UserProfile, userProfileSchema, userProfileUpdateSchema } from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { providerAccountOf } from '../auth/index.ts';
import { findProfile, saveProfile } from './profile.repo.ts';

/**
 * GET/PUT /api/v2/user_profile/ (spec 2 §3, §5, §7) for signed-in non-students. The station
 * selectors (issue 6) and the student privacy section (classes issue) are not part of it yet.
 */
export async function profileRoutes(app: FastifyInstance) {
  async function presentProfile(userId: string): Promise<UserProfile> {
    const row = await findProfile(app.orm, userId);
    if (!row) throw notFound('No such user.');
    const { user, profile } = row;
    const providerAccount = await providerAccountOf(app.orm, app.config, userId);
    return {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      user_role: profile?.userRole ?? null,
      user_suggested_role: profile?.userSuggestedRole ?? null,
      postal_code: profile?.postalCode ?? null,
      school: profile?.school ?? null,
      grade_range: profile?.gradeRange ?? [],
      preferred_subjects: profile?.preferredSubjects ?? [],
      // Accounts that sign in through a provider change email and password there.
      has_public_media_account: providerAccount.linked,
      public_media_profile_link: profile?.publicMediaProfileLink ?? providerAccount.accountUrl,
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/user_profile/',
    access: 'teacher',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags: ['profile'],
      summary: "The signed-in teacher's profile",
      response: { 200: userProfileSchema },
    },
    handler: async (request) => presentProfile(request.caller.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/v2/user_profile/',
    access: 'teacher',
    cache: 'no-store',
    errors: [404],
    schema: {
      tags: ['profile'],
      summary: 'Save the profile: names, role (Other with a write-in), grades and subjects',
      body: userProfileUpdateSchema,
      response: { 200: userProfileSchema },
    },
    handler: async (request) => {
      const userId = request.caller.id;
      const body = request.body;
      await saveProfile(
        app.orm,
        userId,
        { firstName: body.first_name, lastName: body.last_name },
        {
          userRole: body.user_role,
          userSuggestedRole: body.user_role === OTHER_ROLE ? (body.user_suggested_role ?? null) : null,
          postalCode: body.postal_code || null,
          school: body.school || null,
          gradeRange: body.grade_range,
          preferredSubjects: body.preferred_subjects,
        },
      );
      return presentProfile(userId);
    },
  });
}
