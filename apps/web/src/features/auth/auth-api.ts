import {
  okReplySchema,
  signedInReplySchema,
  type TeacherSigninRequest,
  type TeacherSignupRequest,
} from '@lantern/shared';
import { apiRequest } from '../../lib/api-client.ts';

/** Teacher account calls (spec 3, /signup; spec 1 §2.7). Each signs in or out on the server. */

export const TEACHER_AUTH_PATHS = {
  signup: '/api/v2/auth/signup/',
  signin: '/api/v2/auth/signin/',
  signout: '/api/v2/auth/signout/',
} as const;

export function signUpTeacher(body: TeacherSignupRequest) {
  return apiRequest(TEACHER_AUTH_PATHS.signup, signedInReplySchema, { method: 'POST', body });
}

export function signInTeacher(body: TeacherSigninRequest) {
  return apiRequest(TEACHER_AUTH_PATHS.signin, signedInReplySchema, { method: 'POST', body });
}

export function signOutOnServer() {
  return apiRequest(TEACHER_AUTH_PATHS.signout, okReplySchema, { method: 'POST' });
}

/**
 * Page config (isLoggedIn, firstName) comes from the server with each page load, so after
 * signing in or out the whole page is loaded again.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
