import {
  ACCOUNT_MESSAGES,
  type CAPTCHA_ACTIONS,
  captchaChallengeReplySchema,
  captchaConfigReplySchema,
  type StudentCreateRequest,
  type StudentSigninRequest,
  secretQuestionsReplySchema,
  signedInReplySchema,
  studentUsernamePreviewReplySchema,
} from '@lantern/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/** Student account calls (spec 2 §7) and the self-hosted captcha they carry. */

export const STUDENT_AUTH_PATHS = {
  options: '/api/v2/student/options/',
  usernamePreview: '/api/v2/student/username/',
  create: '/api/v2/student/',
  signin: '/student/signin/',
  captchaConfig: '/api/v2/captcha/',
} as const;

/** The call a solved challenge is for: the server signs it into the challenge and accepts it there only. */
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export function fetchStudentOptions() {
  return apiRequest(STUDENT_AUTH_PATHS.options, secretQuestionsReplySchema);
}

export async function previewStudentUsername(
  words: { custom_word: string; first_word: string; second_word: string },
  signal?: AbortSignal,
): Promise<string> {
  const query = new URLSearchParams(words).toString();
  const reply = await apiRequest(
    `${STUDENT_AUTH_PATHS.usernamePreview}?${query}`,
    studentUsernamePreviewReplySchema,
    {
      signal,
    },
  );
  return reply.username;
}

/** The secret questions and the sign-up words, the same for everyone: asked once a page load. */
export function studentOptionsQueryOptions() {
  return queryOptions({ queryKey: ['student-options'], queryFn: fetchStudentOptions, staleTime: Infinity });
}

export const STUDENT_USERNAME_QUERY_KEY = 'student-username';

/** The server's suggested username for the chosen words (null: nothing to ask yet). */
export function studentUsernameQueryOptions(
  words: { custom_word: string; first_word: string; second_word: string } | null,
) {
  return queryOptions({
    queryKey: [STUDENT_USERNAME_QUERY_KEY, words],
    queryFn: ({ signal }) =>
      previewStudentUsername(words ?? { custom_word: '', first_word: '', second_word: '' }, signal),
    enabled: words !== null,
    staleTime: 0,
    retry: false,
  });
}

export function createStudent(body: StudentCreateRequest) {
  return apiRequest(STUDENT_AUTH_PATHS.create, signedInReplySchema, { method: 'POST', body });
}

export function signInStudent(body: StudentSigninRequest) {
  return apiRequest(STUDENT_AUTH_PATHS.signin, signedInReplySchema, { method: 'POST', body });
}

export function fetchCaptchaConfig() {
  return apiRequest(STUDENT_AUTH_PATHS.captchaConfig, captchaConfigReplySchema);
}

export function fetchCaptchaChallenge(challengeUrl: string, action: CaptchaAction, signal?: AbortSignal) {
  const separator = challengeUrl.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ action });
  return apiRequest(`${challengeUrl}${separator}${query}`, captchaChallengeReplySchema, { signal });
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find(Boolean);
  return undefined;
}

/** The error map's messages for one field, or undefined when the reply has none. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const errors = error.body.errors as Record<string, unknown> | undefined;
  return errors ? firstMessage(errors[field]) : undefined;
}

/** True when the server refused the request's captcha (missing, failed, expired or reused). */
export function isCaptchaFailure(error: unknown): boolean {
  return fieldMessage(error, 'captcha') !== undefined;
}

/**
 * What a failed student sign-in shows (spec 2 §8): the server's non-field message, else the
 * captcha message, else the generic one. Rate limits carry a message people can act on too.
 */
export function studentSignInFailure(error: unknown): string {
  const general = fieldMessage(error, 'non_field_errors');
  if (general) return general;
  const captcha = fieldMessage(error, 'captcha');
  if (captcha) return captcha;
  if (error instanceof ApiRequestError && error.status === 429 && error.body.message)
    return error.body.message;
  return ACCOUNT_MESSAGES.somethingWrong;
}

/**
 * What a failed student creation shows on the create view (spec 2 §8): the first non-field
 * message, else the first message of any field, else the generic one.
 */
export function studentCreateFailure(error: unknown): string {
  const general = fieldMessage(error, 'non_field_errors');
  if (general) return general;
  if (error instanceof ApiRequestError) {
    const errors = error.body.errors as Record<string, unknown> | undefined;
    const any = errors ? Object.values(errors).map(firstMessage).find(Boolean) : undefined;
    if (any) return any;
    if (error.status === 429 && error.body.message) return error.body.message;
  }
  return ACCOUNT_MESSAGES.somethingWrong;
}
