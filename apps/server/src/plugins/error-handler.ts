import { type ErrorMap, flattenErrorMap } from '@lantern/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type ZodValidationItem = { instancePath: string; message?: string; keyword: string; params: unknown };

/** Turns validation issues into a Django-style field map: field → messages, nested for paths. */
export function validationErrorMap(items: ZodValidationItem[]): ErrorMap {
  const map: ErrorMap = {};
  for (const item of items) {
    const path = item.instancePath.split('/').filter(Boolean);
    // Unknown keys are reported on their parent; name each key instead.
    const params = item.params as { keys?: string[] };
    if (item.keyword === 'unrecognized_keys' && params.keys) {
      for (const key of params.keys) addMessage(map, [...path, key], 'This field is not allowed.');
    } else {
      addMessage(map, path.length > 0 ? path : ['non_field_errors'], item.message ?? 'Invalid value.');
    }
  }
  return map;
}

function addMessage(map: ErrorMap, path: string[], message: string) {
  let node = map;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = {};
    node = node[key] as ErrorMap;
  }
  const leaf = path.at(-1) as string;
  const existing = node[leaf];
  node[leaf] = Array.isArray(existing) ? [...existing, message] : [message];
}

/** Friendly messages for the framework's own 4xx errors (body parsing, content type, size). */
const FRAMEWORK_MESSAGES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'bad_request',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Unsupported content type: send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'bad_request',
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'The address is not valid.' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'bad_request', message: 'The request could not be routed.' },
};

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  // A refusal that names its wait says it in Retry-After too, for clients that read the header.
  const retryAfter = extra.retry_after_seconds;
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter >= 0) {
    reply.header('retry-after', String(Math.ceil(retryAfter)));
  }
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code, message, detail: message, ...extra });
}

/**
 * Cookies are written when a reply is sent, so one that cannot be written fails the reply after
 * the handler, and again the error reply that would carry it, which then leaves in Fastify's own
 * format. A server error's reply carries none of the cookies set before it.
 */
function dropPendingCookies(reply: FastifyReply) {
  for (const symbol of Object.getOwnPropertySymbols(reply)) {
    if (symbol.description !== 'fastify.reply.setCookies') continue;
    const pending: unknown = Reflect.get(reply, symbol);
    if (pending instanceof Map) pending.clear();
  }
  reply.removeHeader('set-cookie');
}

/** The one error handler: client errors keep their message, 5xx bodies never show internals. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.status, error.code, error.message, error.extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrorMap(error.validation);
      const messages = flattenErrorMap(errors);
      const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
      return sendError(reply, 400, 'validation_error', messages[0] ?? `Invalid request${where}.`, {
        errors,
        messages,
      });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known)
      return sendError(reply, status >= 400 && status < 500 ? status : 400, known.code, known.message);
    if (status === 429) {
      return sendError(reply, 429, 'rate_limited', 'Too many requests: wait a minute and try again.');
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, status, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    dropPendingCookies(reply);
    return sendError(
      reply,
      500,
      'internal_error',
      'Something went wrong on our side. Please try again later.',
    );
  });
});
