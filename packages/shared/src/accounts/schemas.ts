import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_PATTERN,
} from './account-rules.ts';
import {
  DESCRIPTION_WORDS,
  type SECRET_QUESTION_IDS,
  secretQuestionId,
  THING_WORDS,
} from './student-words.ts';
import {
  SECRET_ANSWER_MAX_LENGTH,
  SECRET_ANSWER_MIN_LENGTH,
  STUDENT_FIRST_NAME_MAX,
  STUDENT_FIRST_NAME_PATTERN,
  USERNAME_MIN_LENGTH,
} from './username.ts';

/** Request and reply shapes of the account calls: teachers, students, sessions, captcha. */

const personName = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, `Must be at most ${NAME_MAX_LENGTH} characters.`)
    .regex(PERSON_NAME_PATTERN, ACCOUNT_MESSAGES.nameCharacters);

export const emailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid email address.'))
  .transform((email) => email.toLowerCase());

/** Length rules only; the server also rejects passwords on its common-password list. */
export const newPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** The session's user, as the client may see it. */
export const accountUserSchema = z.object({
  id: z.string(),
  role: z.enum(['teacher', 'student', 'admin']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const signedInReplySchema = z.object({ authenticated: z.literal(true), user: accountUserSchema });
export type SignedInReply = z.infer<typeof signedInReplySchema>;

// Teachers -----------------------------------------------------------------------------------

export const teacherSignupRequestSchema = z.strictObject({
  first_name: personName(ACCOUNT_MESSAGES.firstNameRequired),
  last_name: personName(ACCOUNT_MESSAGES.lastNameRequired),
  email: emailSchema,
  password: newPasswordSchema,
});
export type TeacherSignupRequest = z.input<typeof teacherSignupRequestSchema>;
/**
 * The sign-up reply, the same whether or not the address has an account (decision 0071): the account is
 * made when the mailed link is used.
 */
export const teacherSignupReplySchema = z.object({ ok: z.literal(true), message: z.string() });
/** The token of the mailed sign-up link (POST /api/v2/auth/signup/confirm/). */
export const teacherSignupConfirmSchema = z.strictObject({
  token: z
    .string({ error: ACCOUNT_MESSAGES.signupLinkInvalid })
    .min(1, ACCOUNT_MESSAGES.signupLinkInvalid)
    .max(200, ACCOUNT_MESSAGES.signupLinkInvalid),
});
export type TeacherSignupConfirm = z.input<typeof teacherSignupConfirmSchema>;

export const teacherSigninRequestSchema = z.strictObject({
  email: z.string({ error: 'Please enter your email address.' }).trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string({ error: 'Please enter your password.' }).min(1).max(PASSWORD_MAX_LENGTH),
  /** Needed only when the account has had many failed sign-ins (the reply then names this field). */
  captcha: z.string().max(20_000).default(''),
});
export type TeacherSigninRequest = z.input<typeof teacherSigninRequestSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1)
    .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters.`),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetRequestReplySchema = z.object({ ok: z.literal(true), message: z.string() });

export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

export const passwordChangeRequestSchema = z.strictObject({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: newPasswordSchema,
  end_other_sessions: z.boolean().default(false),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

// Sessions -------------------------------------------------------------------------------------

export const activeSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  current: z.boolean(),
});
export const activeSessionsReplySchema = z.object({ results: z.array(activeSessionSchema) });
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

// Captcha (ALTCHA proof of work, self-hosted) ---------------------------------------------------

/** teacherSignin: asked only after many failed sign-ins to one teacher account (see the sign-in throttling record). */
export const CAPTCHA_ACTIONS = ['studentCreate', 'studentSignin', 'teacherSignin'] as const;
/** The action is signed into the challenge: a solution is accepted only by that action's call. */
export const captchaChallengeQuerySchema = z.object({
  action: z.enum(CAPTCHA_ACTIONS, {
    error: `action must be one of ${CAPTCHA_ACTIONS.join(', ')}: the call the solved challenge is for.`,
  }),
});
/** An ALTCHA v2 challenge as the `altcha` widget expects it; `disabled` when captcha is off. */
export const captchaChallengeReplySchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .loose();
export const captchaConfigReplySchema = z.object({ enabled: z.boolean(), challengeUrl: z.string() });

/** The widget's payload (base64 JSON); empty is allowed only when captcha is disabled. */
const captchaField = z.string().max(20_000).default('');

// Students -------------------------------------------------------------------------------------
// A 'required' check aborts the field's later checks: an empty value is one problem, so one message.

const studentFirstName = z
  .string({ error: ACCOUNT_MESSAGES.studentFirstNameRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.studentFirstNameRequired, abort: true })
  .max(STUDENT_FIRST_NAME_MAX, `Must be at most ${STUDENT_FIRST_NAME_MAX} characters.`)
  .regex(STUDENT_FIRST_NAME_PATTERN, ACCOUNT_MESSAGES.studentFirstNameCharacters);

const descriptionWord = z.enum(DESCRIPTION_WORDS, { error: ACCOUNT_MESSAGES.wordRequired });
const thingWord = z.enum(THING_WORDS, { error: ACCOUNT_MESSAGES.wordRequired });

/** The question's id or its text, as the spec's payload sends the text. */
export const secretQuestionSchema = z
  .string({ error: ACCOUNT_MESSAGES.questionRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.questionRequired, abort: true })
  .max(200)
  .refine((value) => secretQuestionId(value) !== undefined, ACCOUNT_MESSAGES.questionRequired)
  .transform((value) => secretQuestionId(value) as (typeof SECRET_QUESTION_IDS)[number]);

const secretAnswer = z
  .string({ error: ACCOUNT_MESSAGES.answerRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.answerRequired, abort: true })
  .min(SECRET_ANSWER_MIN_LENGTH, ACCOUNT_MESSAGES.answerShort)
  .max(SECRET_ANSWER_MAX_LENGTH, `Must be at most ${SECRET_ANSWER_MAX_LENGTH} characters.`);

/**
 * POST /api/v2/student/ (spec 2 §3): custom_word is the first-name word. `username` (not in the spec's
 * payload) is the suggestion of GET /api/v2/student/username/ the student saw and wrote down; without
 * it the server picks one the same way (decision 0071).
 */
export const studentCreateRequestSchema = z.strictObject({
  custom_word: studentFirstName,
  first_word: descriptionWord,
  second_word: thingWord,
  secure_secret_question: secretQuestionSchema,
  secure_secret_answer: secretAnswer,
  captcha: captchaField,
  username: z.string().trim().toLowerCase().min(1).max(150).optional(),
});
export type StudentCreateRequest = z.input<typeof studentCreateRequestSchema>;

/**
 * GET /api/v2/student/username/ (the spec shows only 'Your username is:'): a suggestion for the words,
 * with a random number, that nobody has now. It says nothing about which usernames exist.
 */
export const studentUsernamePreviewQuerySchema = z.object({
  custom_word: studentFirstName,
  first_word: descriptionWord,
  second_word: thingWord,
});
export const studentUsernamePreviewReplySchema = z.object({ username: z.string() });

/** POST /student/signin/ (spec 2 §3, §5). */
export const studentSigninRequestSchema = z.strictObject({
  username: z
    .string({ error: ACCOUNT_MESSAGES.studentUsernameRequired })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.studentUsernameRequired, abort: true })
    .min(USERNAME_MIN_LENGTH, ACCOUNT_MESSAGES.studentUsernameShort)
    .max(150),
  questionType: secretQuestionSchema,
  questionAnswer: secretAnswer,
  captcha: captchaField,
});
export type StudentSigninRequest = z.input<typeof studentSigninRequestSchema>;

export const secretQuestionsReplySchema = z.object({
  results: z.array(z.object({ id: z.string(), text: z.string() })),
  description_words: z.array(z.string()),
  thing_words: z.array(z.string()),
});
