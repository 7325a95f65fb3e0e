import { COOKIE_NAMES, CSRF_HEADER } from '@lantern/shared';
import { parse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiRequestError } from '../../lib/api-client.ts';
import { readCookie } from '../../lib/cookies.ts';
import { getPageConfig } from '../../lib/page-config.ts';

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Same headers as apiRequest; the reply is parsed with the shared schema and a
 * refusal is an ApiRequestError carrying the server's message.
 */
export function uploadFile<T extends $ZodType>(
  path: string,
  form: FormData,
  schema: T,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<output<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Authorization', `Bearer ${getPageConfig().apiKey}`);
    request.setRequestHeader(CSRF_HEADER, readCookie(COOKIE_NAMES.csrf) ?? '');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = {};
      try {
        payload = JSON.parse(request.responseText || '{}');
      } catch {
        // a proxy's HTML error page: the status says enough
      }
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiRequestError(request.status, (payload ?? {}) as Record<string, unknown>));
        return;
      }
      try {
        resolve(parse(schema, payload));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiRequestError(0, { message: UPLOAD_MESSAGES.network }));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

export const UPLOAD_MESSAGES = {
  network: 'The upload did not reach the server. Check your connection and try again.',
  tooLarge: 'This image is too large to upload. Choose a smaller image.',
  type: 'This file type cannot be uploaded. Choose a JPEG, PNG, WebP or GIF image.',
  other: 'The image could not be uploaded. Please try again.',
} as const;

/** The message for a failed upload: the server's own when it sent one, else one by status (413, 415). */
export function uploadErrorMessage(error: unknown, overDefaultLimit = false): string {
  if (!(error instanceof ApiRequestError)) return UPLOAD_MESSAGES.other;
  if (error.status === 0 && overDefaultLimit) return UPLOAD_MESSAGES.tooLarge;
  const message = typeof error.body.message === 'string' ? error.body.message : '';
  if (error.status === 413) return message || UPLOAD_MESSAGES.tooLarge;
  if (error.status === 415) return message || UPLOAD_MESSAGES.type;
  if (error.status === 0) return UPLOAD_MESSAGES.network;
  return error.status < 500 && message ? message : UPLOAD_MESSAGES.other;
}
