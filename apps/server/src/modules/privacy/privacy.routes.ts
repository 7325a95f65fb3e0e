import {
  dataPrivacyRecordSchema,
  doThisLaterBodySchema,
  setDataPrivacyBodySchema,
  updateDataPrivacyBodySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privacyRecordOf, setDoThisLater, signDataPrivacy, updateSchool } from './privacy.service.ts';

/**
 * The teacher's privacy calls (spec 2 §7). Teachers (and admins, who are teachers too) only: a student has no
 * privacy record (403), a visitor must sign in (401). Replies are one user's: never cached.
 */

const teacherOnly = { access: 'teacher' } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
const userIdOf = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw new Error('teacher route without a session');
  return user.id;
};
const recordReply = { 200: dataPrivacyRecordSchema };

export async function privacyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/v2/user_data_privacy/',
    {
      config: teacherOnly,
      schema: { tags: ['privacy'], summary: 'Your student-privacy record', response: recordReply },
    },
    async (request, reply) => {
      noStore(reply);
      return privacyRecordOf(app.orm, userIdOf(request));
    },
  );

  routes.post(
    '/api/v2/tools/set-data-privacy/',
    {
      config: teacherOnly,
      schema: {
        tags: ['privacy'],
        summary:
          'Acknowledge the student privacy notice and say where you teach (public school teachers: district, optional school)',
        body: setDataPrivacyBodySchema,
        response: recordReply,
      },
    },
    async (request, reply) => {
      noStore(reply);
      return signDataPrivacy(app.orm, userIdOf(request), request.body);
    },
  );

  routes.post(
    '/api/v2/tools/update-data-privacy/',
    {
      config: teacherOnly,
      schema: {
        tags: ['privacy'],
        summary: 'Change your school district and (optional) school',
        body: updateDataPrivacyBodySchema,
        response: recordReply,
      },
    },
    async (request, reply) => {
      noStore(reply);
      return updateSchool(app.orm, userIdOf(request), request.body);
    },
  );

  routes.post(
    '/api/v2/tools/data-privacy-do-this-later/',
    {
      config: teacherOnly,
      schema: {
        tags: ['privacy'],
        summary: 'Postpone the acknowledgement: a reminder email is sent before the end of the school year',
        body: doThisLaterBodySchema,
        response: recordReply,
      },
    },
    async (request, reply) => {
      noStore(reply);
      return setDoThisLater(app.orm, app.config, userIdOf(request), request.body.do_this_later);
    },
  );
}
