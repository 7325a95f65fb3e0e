import {
  okReplySchema,
  signedInReplySchema,
  type TeacherSigninRequest,
  type TeacherSignupRequest,
} from '@lantern/shared';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

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

export const GENERIC_FAILURE = 'Something went wrong, please try again later.';

export interface FormErrors {
  /** Messages per form field, from the server's `errors` map. */
  fields: Record<string, string[]>;
  /** Messages that belong to no shown field (non_field_errors, unknown fields, rate limits…). */
  general: string[];
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/**
 * Splits a failed request into field messages (for the fields the form shows) and general ones.
 * A general message from a field the form does not show keeps its 'Label - message' form.
 */
export function formErrorsFrom(error: unknown, shownFields: readonly string[]): FormErrors {
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: [GENERIC_FAILURE] };
  const fields: Record<string, string[]> = {};
  const general: string[] = [];
  const map = error.body.errors;
  if (map && typeof map === 'object') {
    for (const [field, value] of Object.entries(map)) {
      const messages = messagesOf(value);
      if (shownFields.includes(field)) fields[field] = messages;
      else if (field === 'non_field_errors') general.push(...messages);
      else {
        const label = field.replace(/_/g, ' ');
        general.push(
          ...messages.map((message) => `${label.charAt(0).toUpperCase()}${label.slice(1)} - ${message}`),
        );
      }
    }
  }
  if (general.length === 0 && Object.keys(fields).length === 0) {
    general.push(
      typeof error.body.message === 'string' && error.body.message ? error.body.message : GENERIC_FAILURE,
    );
  }
  return { fields, general };
}
