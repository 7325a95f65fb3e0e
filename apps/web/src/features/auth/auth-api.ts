import {
  okReplySchema,
  signedInReplySchema,
  type TeacherSigninRequest,
  type TeacherSignupRequest,
  teacherSignupReplySchema,
} from '@lantern/shared';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Teacher account calls (spec 3, /signup; spec 1 §2.7). Sign-up signs nobody in: it mails a link, whose
 * call makes the account and signs in (decision 0071); the others sign in or out on the server.
 */

export const TEACHER_AUTH_PATHS = {
  signup: '/api/v2/auth/signup/',
  signupConfirm: '/api/v2/auth/signup/confirm/',
  signin: '/api/v2/auth/signin/',
  signout: '/api/v2/auth/signout/',
} as const;

/** The same reply whether or not the address has an account: 'check your email'. */
export function signUpTeacher(body: TeacherSignupRequest) {
  return apiRequest(TEACHER_AUTH_PATHS.signup, teacherSignupReplySchema, { method: 'POST', body });
}

/** Uses the mailed sign-up link's token: makes the account and signs this browser in. */
export function confirmTeacherSignup(token: string) {
  return apiRequest(TEACHER_AUTH_PATHS.signupConfirm, signedInReplySchema, {
    method: 'POST',
    body: { token },
  });
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
