/**
 * The student side (issue 21): code entry, anonymous quick-assign, the student's own lists and result view, and
 * durable answers. Limits, addresses and exact texts without zod, so the web app's small pieces can use them.
 * Decisions 0044 (code entry and anonymous quick-assign) and 0045 (never lose an answer).
 */

/** What the code box accepts before looking anything up (a join code is 6, an assignment code 12). */
export const STUDENT_CODE_MAX_LENGTH = 40;

/** An anonymous quick-assign student's name: trimmed, 1–50 characters, plain text (no control characters). */
export const ANONYMOUS_NAME_MAX_LENGTH = 50;

/**
 * The answer call's idempotency key travels in this request header (decision 0045): 1–100 characters of
 * letters, digits and `-_.:`; a UUID from crypto.randomUUID() fits. Same key on the same result → the same reply,
 * nothing written twice; a late retry never overwrites a newer answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/** The student's assignment list: page size and the largest page. */
export const STUDENT_ASSIGNMENTS_PAGE_SIZE = 20;
export const STUDENT_ASSIGNMENTS_LIMIT_MAX = 100;

/** Web pages the server's replies point at. */
export const STUDENT_PATHS = {
  /** The quick-assign page and player (spec 1 §2.2, spec 3 §2). */
  player: (code: string) => `/student/code/${code}/`,
  /** The student's classes page, which joins the class named by `?code=` (the classes module's join flow). */
  joinClass: (joinCode: string) => `/student/classes/?code=${encodeURIComponent(joinCode)}`,
  /** The student's classes page after joining. */
  classes: '/student/classes/',
  /** The spec's login-required page (spec 1 §2.2): a visitor with a class code signs in, then comes back. */
  loginRequired: (next: string) => `/loginRequired?next=${encodeURIComponent(next)}`,
  /** The student's own result view (web page). */
  result: (resultId: number) => `/student/results/${resultId}/`,
} as const;

/** API addresses of the student calls (so the web app and the tests name them once). */
export const STUDENT_API = {
  validateCode: '/student/assignment-validation/',
  dispatchCode: '/student/dispatch_code/',
  assignments: '/api/v2/student/assignments/',
  countNotStarted: '/api/v2/student/assignments/count_not_started/',
  result: (resultId: number) => `/api/v2/student/results/${resultId}/`,
} as const;

export const STUDENT_MESSAGES = {
  /** Spec 1 §5/§8: the code box was empty (the same text as the classes module's). */
  codeRequired: 'Please enter a code',
  /** Spec 1 §8: the web shows 'Uh oh!' with this text on a failed code call. */
  invalidCode: 'Invalid code entered.',
  invalidCodeTitle: 'Uh oh!',
  /** A teacher typed a class join code into the student box. */
  classCodeForStudents: 'Class codes are for students: sign in with a student account to join a class.',
  nameRequired: 'Please enter your name to start.',
  nameTooLong: `Your name can have at most ${ANONYMOUS_NAME_MAX_LENGTH} characters.`,
  nameControlCharacters: 'Your name can only contain letters, numbers, spaces and punctuation.',
  idempotencyKey: `The ${IDEMPOTENCY_KEY_HEADER} header is 1 to 100 letters, digits or - _ . : (a UUID fits).`,
  resultCompleted: 'This assignment is completed: its answers can no longer change.',
  idempotencyKeyReused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for another answer: send a new key for a new answer.`,
  limit: `limit is a whole number from 1 to ${STUDENT_ASSIGNMENTS_LIMIT_MAX}.`,
  offset: 'offset is a whole number, 0 or more.',
} as const;
