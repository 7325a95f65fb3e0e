import { type ApiError, COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import { parse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { readCookie } from './cookies.ts';
import { currentStudentGradeBand, withStudentGrade } from './grade-gate.ts';
import { getPageConfig } from './page-config.ts';
import { serverContext } from './server-context.ts';

/** An API error reply; `code` is what the client switches on. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> & Record<string, unknown>,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
  get code() {
    return this.body.code ?? 'unknown';
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the player's Idempotency-Key). */
  headers?: Record<string, string>;
};

/**
 * Calls the API with the page's client key, and for writes the CSRF header from the cookie.
 * The reply is parsed with the shared schema: a mismatch is a bug, reported as such. Classic and
 * zod/mini schemas both work; the home route's first load carries only zod/mini (docs/decisions/0027).
 * Whitelisted calls carry the student's grade; failed queries are retried twice by the query client.
 */
export async function apiRequest<T extends $ZodType>(
  path: string,
  schema: T,
  { method = 'GET', body, signal, headers: extraHeaders }: RequestOptions = {},
): Promise<output<T>> {
  const server = serverContext();
  if (server) {
    // Rendering on the server (decision 0053): the same call, in process, as this visitor.
    const reply = await server.fetchApi(path, signal);
    if (reply.status < 200 || reply.status >= 300) {
      throw new ApiRequestError(reply.status, (reply.body ?? {}) as ApiError);
    }
    return parse(schema, reply.body);
  }
  const headers: Record<string, string> = {
    ...extraHeaders,
    Authorization: `Bearer ${getPageConfig().apiKey}`,
  };
  if (method !== 'GET' && method !== 'HEAD') headers[CSRF_HEADER] = readCookie(COOKIE_NAMES.csrf) ?? '';
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(withStudentGrade(path, currentStudentGradeBand()), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiRequestError(response.status, (payload ?? {}) as ApiError);
  return parse(schema, payload);
}
