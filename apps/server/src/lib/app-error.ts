import type { ErrorCode } from '@lantern/shared';

/** An error meant for the client: its code and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError('not_found', message, 404);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('forbidden', message, 403);
export const unauthorized = (message = 'You must be signed in to do this.') =>
  new AppError('unauthorized', message, 401);
export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('bad_request', message, 400, extra);
