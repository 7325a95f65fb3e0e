import fastifyMultipart from '@fastify/multipart';
import {
  classIdParamsSchema,
  classSecretsBodySchema,
  importQuerySchema,
  importResultSchema,
  ROSTER_IMPORT_FILE_FIELD,
  ROSTER_IMPORT_URL,
  studentCredentialsReplySchema,
} from '@lantern/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { defineRoute } from '../../../plugins/define-route.ts';
import { classesContext } from '../route-helpers.ts';
import { issueClassSecrets } from './class-secrets.service.ts';
import { importRoster, type Upload } from './import.service.ts';

/** Room for the part headers and boundaries around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(
    'payload_too_large',
    `The file is larger than ${Math.round(maxBytes / 1024 ** 2)} MiB (ROSTER_IMPORT_MAX_BYTES): split it by school and import each part.`,
    413,
  );

const badUpload = (message: string) => new AppError('bad_request', message, 400);

/** The one file of the request, read into memory up to the limit (past it: 413, the rest is not read). */
async function receiveFile(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      `Send the file as multipart/form-data, in the field '${ROSTER_IMPORT_FILE_FIELD}'.`,
      415,
    );
  }
  try {
    const part = await request.file({ limits: { files: 1, fileSize: maxBytes, fields: 5, parts: 6 } });
    if (!part?.filename)
      throw badUpload(`No file in this request: send one in the field '${ROSTER_IMPORT_FILE_FIELD}'.`);
    if (part.fieldname !== ROSTER_IMPORT_FILE_FIELD) {
      throw badUpload(`Send the file in the field '${ROSTER_IMPORT_FILE_FIELD}'.`);
    }
    const bytes = await part.toBuffer();
    return { fileName: part.filename.slice(0, 200), bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw badUpload(
      'The upload could not be read (the multipart/form-data body is incomplete or malformed). Send it again.',
    );
  }
}

/** A refusal sent before the body was read to its end closes the connection (as the image uploads do). */
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
}

/**
 * POST /api/v2/tools/classes/import/ (decision 0039): a OneRoster 1.2 CSV zip or a plain CSV; `?dry_run=true`
 * answers the report and writes nothing. Teachers only, CSRF-checked like every cookie call, privacy-gated.
 */
export async function classImportRoutes(app: FastifyInstance) {
  const context = classesContext(app);
  const maxBytes = app.config.rosterImportMaxBytes;
  // Registered in this plugin only: every other route keeps refusing multipart bodies (415).
  await app.register(fastifyMultipart);

  defineRoute(app, {
    method: 'POST',
    url: ROSTER_IMPORT_URL,
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    // Too large (413), not multipart or not a roster format (415), a line refused (422).
    errors: [413, 415, 422],
    onRequest: async (request) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES)
        throw tooLarge(maxBytes);
    },
    onSend: async (request, reply) => closeIfBodyUnread(request, reply),
    schema: {
      tags: ['classes'],
      summary: `Import classes and students: a OneRoster 1.2 CSV zip or a plain CSV, multipart/form-data in the field '${ROSTER_IMPORT_FILE_FIELD}'`,
      description:
        'dry_run=true: the line-by-line report (200), nothing written. Otherwise all or nothing: 200 with the report and the classes, or 422 with the report when any line is refused. A file that cannot be read (not a zip, missing file or column, not UTF-8, a zip bomb): 4xx naming the file, line and column. Over ROSTER_IMPORT_MAX_BYTES: 413.',
      consumes: ['multipart/form-data'],
      querystring: importQuerySchema,
      response: { 200: importResultSchema.partial({ classes: true }) },
    },
    handler: async (request) => {
      const upload = await receiveFile(request, maxBytes);
      return importRoster(context, request.caller, upload, request.query.dry_run);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/v2/tools/classes/:id/students/secrets/',
    access: 'teacher',
    privacyGate: true,
    cache: 'no-store',
    schema: {
      tags: ['classes'],
      summary:
        'New secret answers for every student of the class you created (imported students get their first), shown once for printing cards',
      params: classIdParamsSchema,
      body: classSecretsBodySchema,
      response: { 200: studentCredentialsReplySchema },
    },
    handler: async (request) => issueClassSecrets(context, request.caller, request.params.id, request.body),
  });
}
