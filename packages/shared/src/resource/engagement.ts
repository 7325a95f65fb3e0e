import { z } from 'zod';
import { resourceCodeSchema } from './params.ts';

/**
 * Views, ratings and the resource question (spec 3 §7, spec 1 §7 tracking call).
 *
 * A view is one row per browser session and resource: the first view-count call or tracking call of a
 * session records it, later ones do not. Signed-in sessions are keyed by the session; visitors by the
 * csrftoken cookie every page load sets. The recommender reads these views.
 */

/** GET /resource/view-count/{code}/ — records this session's view (once) and answers the total. */
export const viewCountReplySchema = z.object({
  resource_code: z.string(),
  /** Views of the resource, counting each session once. */
  view_count: z.number().int(),
  /** True when this call recorded the session's first view. */
  counted: z.boolean(),
});
export type ViewCountReply = z.infer<typeof viewCountReplySchema>;

/**
 * POST /api/v2/tracking/resource-view/ — the tracking call on a resource view (spec 1 §7). The server
 * records the view by resource_code; title, subjects and grades are checked for shape only and the
 * catalog's own values are what the recommender uses.
 */
export const resourceViewTrackingSchema = z.object({
  resource_code: resourceCodeSchema,
  title: z.string().max(300),
  root_subjects: z.array(z.string().max(200)).max(20),
  grades: z.array(z.string().max(20)).max(10),
});
export type ResourceViewTracking = z.infer<typeof resourceViewTrackingSchema>;
export const resourceViewTrackingReplySchema = z.object({ recorded: z.boolean() });

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** POST /recommendation/user-rating/ — one rating per user and resource; sending again replaces it. */
export const userRatingBodySchema = z.object({
  resource_code: resourceCodeSchema,
  rating: z
    .number({ error: 'rating must be a whole number from 1 to 5.' })
    .int('rating must be a whole number from 1 to 5.')
    .min(RATING_MIN, 'rating must be a whole number from 1 to 5.')
    .max(RATING_MAX, 'rating must be a whole number from 1 to 5.'),
});
export type UserRatingBody = z.infer<typeof userRatingBodySchema>;

/** GET /recommendation/user-rating/?resource_code= — the caller's rating (null when none yet). */
export const userRatingQuerySchema = z.object({ resource_code: resourceCodeSchema });

export const userRatingReplySchema = z.object({
  resource_code: z.string(),
  rating: z.number().int().nullable(),
  /** Average over all users' ratings (null when nobody rated yet) and how many there are. */
  average_rating: z.number().nullable(),
  ratings_count: z.number().int(),
});
export type UserRatingReply = z.infer<typeof userRatingReplySchema>;

/**
 * GET recommendation/resource-question/?resource_code= — a short question about how useful the resource
 * is, with the caller's stored answer (null when none or a visitor). POST recommendation/resource-question/
 * stores the answer (one per user, question and resource; sending again replaces it).
 */
export const RESOURCE_QUESTION = {
  id: 'usefulness',
  text: 'How useful is this resource for your teaching?',
  choices: [
    { value: 'very_useful', label: 'Very useful' },
    { value: 'somewhat_useful', label: 'Somewhat useful' },
    { value: 'not_useful', label: 'Not useful' },
  ],
} as const;
export const RESOURCE_QUESTION_ANSWERS = ['very_useful', 'somewhat_useful', 'not_useful'] as const;
export type ResourceQuestionAnswer = (typeof RESOURCE_QUESTION_ANSWERS)[number];

export const resourceQuestionQuerySchema = z.object({ resource_code: resourceCodeSchema });

export const resourceQuestionReplySchema = z.object({
  resource_code: z.string(),
  question: z.object({
    id: z.literal(RESOURCE_QUESTION.id),
    text: z.string(),
    choices: z.array(z.object({ value: z.enum(RESOURCE_QUESTION_ANSWERS), label: z.string() })),
  }),
  /** The caller's stored answer; visitors cannot answer (sign in) and always get null. */
  answer: z.enum(RESOURCE_QUESTION_ANSWERS).nullable(),
  can_answer: z.boolean(),
});
export type ResourceQuestionReply = z.infer<typeof resourceQuestionReplySchema>;

export const resourceQuestionAnswerBodySchema = z.object({
  resource_code: resourceCodeSchema,
  question_id: z.literal(RESOURCE_QUESTION.id, { error: `question_id must be '${RESOURCE_QUESTION.id}'.` }),
  answer: z.enum(RESOURCE_QUESTION_ANSWERS, {
    error: `answer must be one of ${RESOURCE_QUESTION_ANSWERS.join(', ')}.`,
  }),
});
export type ResourceQuestionAnswerBody = z.infer<typeof resourceQuestionAnswerBodySchema>;
