import {
  dataPrivacyRecordSchema,
  doThisLaterBodySchema,
  setDataPrivacyBodySchema,
  updateDataPrivacyBodySchema,
} from '@lantern/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../plugins/define-route.ts';
import { privacyRecordOf, setDoThisLater, signDataPrivacy, updateSchool } from './privacy.service.ts';

/**
 * The teacher's privacy calls (spec 2 §7). Teachers (and admins, who are teachers too) only: a student has no
 * privacy record (403), a visitor must sign in (401). Replies are one user's: never cached.
 */

const recordReply = { 200: dataPrivacyRecordSchema };

export async function privacyRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/v2/user_data_privacy/',
    access: 'teacher',
    cache: 'no-store',
    schema: { tags: ['privacy'], summary: 'Your student-privacy record', response: recordReply },
    handler: async (request) => privacyRecordOf(app.orm, request.caller.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/set-data-privacy/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['privacy'],
      summary:
        'Acknowledge the student privacy notice and say where you teach (public school teachers: district, optional school)',
      body: setDataPrivacyBodySchema,
      response: recordReply,
    },
    handler: async (request) => signDataPrivacy(app.orm, request.caller.id, request.body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/update-data-privacy/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['privacy'],
      summary: 'Change your school district and (optional) school',
      body: updateDataPrivacyBodySchema,
      response: recordReply,
    },
    handler: async (request) => updateSchool(app.orm, request.caller.id, request.body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/data-privacy-do-this-later/',
    access: 'teacher',
    cache: 'no-store',
    schema: {
      tags: ['privacy'],
      summary: 'Postpone the acknowledgement: a reminder email is sent before the end of the school year',
      body: doThisLaterBodySchema,
      response: recordReply,
    },
    handler: async (request) =>
      setDoThisLater(app.orm, app.config, request.caller.id, request.body.do_this_later),
  });
}
