import { type CodeEntryReply, codeEntryReplySchema, STUDENT_API, STUDENT_MESSAGES } from '@lantern/shared';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';

/**
 * The code box's call (spec 1 §4, §8; decision 0044): POST /student/dispatch_code/ with the code. Loaded
 * only when a code is submitted, so the shell's first load does not carry its (classic zod) schema.
 */
export function dispatchCode(code: string): Promise<CodeEntryReply> {
  return apiRequest(STUDENT_API.dispatchCode, codeEntryReplySchema, { method: 'POST', body: { code } });
}

export interface CodeFailure {
  title: string | null;
  message: string;
}

export const CODE_CHECK_FAILED = 'We could not check your code. Please try again.';

/**
 * What the box says when the call fails: an unknown code is 'Uh oh!' / 'Invalid code entered.' (spec 1 §8);
 * any other refusal (a teacher's class code, a full class, too many tries) is the server's own text; a network
 * or server failure says so rather than blaming the code.
 */
export function codeFailureText(error: unknown): CodeFailure {
  const title = STUDENT_MESSAGES.invalidCodeTitle;
  if (!(error instanceof ApiRequestError) || error.status >= 500)
    return { title, message: CODE_CHECK_FAILED };
  if (error.status === 404 || !error.body.message) return { title, message: STUDENT_MESSAGES.invalidCode };
  return { title: null, message: error.body.message };
}
