import { passwordResetRequestReplySchema, signedInReplySchema } from '@lantern/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** Password reset calls: ask for a mailed link, then set a new password with its token. */

export const PASSWORD_RESET_PATHS = {
  request: '/api/v2/auth/password_reset/',
  confirm: '/api/v2/auth/password_reset/confirm/',
} as const;

/** The page where the mailed link lands (`?token=`), and where a new link is asked for. */
export const PASSWORD_RESET_PAGE = '/password-reset';

export function requestPasswordReset(email: string) {
  return apiRequest(PASSWORD_RESET_PATHS.request, passwordResetRequestReplySchema, {
    method: 'POST',
    body: { email },
  });
}

export function confirmPasswordReset(token: string, password: string) {
  return apiRequest(PASSWORD_RESET_PATHS.confirm, signedInReplySchema, {
    method: 'POST',
    body: { token, password },
  });
}
