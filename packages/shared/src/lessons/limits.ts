/**
 * Lesson builder limits (spec 3 §5, §9; issue 17). The spec fixes only the answer lengths (short 250, essay 3000)
 * and that codes start with a lowercase letter; every other bound is Lantern's choice, named here once so the
 * server, the builder pages and the tests agree (decision 0028).
 */
export const LESSON_NAME_MAX_LENGTH = 200;
/** Lesson description and Media slide description: plain text. */
export const LESSON_DESCRIPTION_MAX_LENGTH = 2000;
export const MEDIA_DESCRIPTION_MAX_LENGTH = 2000;
export const SLIDE_TITLE_MAX_LENGTH = 200;
export const LESSON_SLIDES_MAX = 200;
export const QUESTIONS_PER_SLIDE_MAX = 20;
export const CHOICES_PER_QUESTION_MAX = 10;
export const CHOICE_TEXT_MAX_LENGTH = 500;
/** Rich text as sent (before sanitizing): Text slide and Question slide descriptions. */
export const RICH_TEXT_MAX_LENGTH = 20_000;
/** A question's text (rich text as sent). */
export const QUESTION_TEXT_MAX_LENGTH = 5000;
export const BRAND_MAX_LENGTH = 200;
export const CREDITS_LINK_MAX_LENGTH = 2000;
/** Spec 3 §3/§5/§9: a Short answer (and a Fill input) at most 250 characters, an Essay at most 3000. */
export const SHORT_ANSWER_MAX_LENGTH = 250;
export const ESSAY_ANSWER_MAX_LENGTH = 3000;
/** Lesson-builder list paging. */
export const LESSON_LIST_PAGE_SIZE = 10;
export const LESSON_LIST_LIMIT_MAX = 100;
export const LESSON_SEARCH_MAX_LENGTH = 200;
/**
 * The largest lesson body the create/PUT calls accept (the server raises its BODY_LIMIT_BYTES to this on
 * those two routes, so that a lesson at every limit above can be saved).
 */
export const LESSON_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * A lesson code: 12 characters, a lowercase letter then lowercase letters and digits, drawn at random by the
 * server (about 61 bits: not guessable). Spec 3 §5: codes start with a lowercase letter.
 */
export const LESSON_CODE_LENGTH = 12;
export const LESSON_CODE_PATTERN = /^[a-z][a-z0-9]{11}$/;

/**
 * Rich text that survives the server's sanitizer (sanitize-html): anything else is removed (script, style,
 * iframes, event handlers, javascript:/data: URLs, classes and inline styles). Links keep http, https and mailto
 * hrefs and always get rel="noopener noreferrer nofollow" and target="_blank". The builder's editor should offer
 * only these.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
] as const;
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Fill questions: each choice is an accepted answer (all stored with correct = true). An answer matches an
 * accepted one when both are equal after normalizeFillAnswer: Unicode NFKC, lower case, and every whitespace
 * removed ('New  York' = 'newyork'). The server uses this for preview answers, the player for its results.
 */
export function normalizeFillAnswer(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

export function fillAnswerMatches(input: string, accepted: readonly string[]): boolean {
  const wanted = normalizeFillAnswer(input);
  return wanted !== '' && accepted.some((answer) => normalizeFillAnswer(answer) === wanted);
}
