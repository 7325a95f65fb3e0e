import { STUDENT_MESSAGES } from '@lantern/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { CODE_CHECK_FAILED, codeFailureText } from './code-api.ts';

describe('codeFailureText', () => {
  it("answers an unknown code with 'Uh oh!' / 'Invalid code entered.' (spec 1 §8)", () => {
    expect(codeFailureText(new ApiRequestError(404, { message: 'Invalid code entered.' }))).toEqual({
      title: 'Uh oh!',
      message: 'Invalid code entered.',
    });
  });

  it("shows the server's own text for other refusals", () => {
    const teacher = new ApiRequestError(403, { message: STUDENT_MESSAGES.classCodeForStudents });
    expect(codeFailureText(teacher)).toEqual({ title: null, message: STUDENT_MESSAGES.classCodeForStudents });
  });

  it('does not blame the code when the network or the server failed', () => {
    expect(codeFailureText(new TypeError('Failed to fetch'))).toEqual({
      title: 'Uh oh!',
      message: CODE_CHECK_FAILED,
    });
    expect(codeFailureText(new ApiRequestError(503, {})).message).toBe(CODE_CHECK_FAILED);
  });
});
