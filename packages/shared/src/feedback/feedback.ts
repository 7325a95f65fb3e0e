import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.ts';

/**
 * Feedback (spec 1 §2.7 feedback form modal; issue 22): POST /api/v2/feedback/ from Lantern's own
 * form page, shown in the modal's iframe. Staff (admins) list it at GET /api/v2/staff/feedback/, set its
 * status and reply by email. The message is plain text: it is stored as typed and shown as text.
 */

export const FEEDBACK_CATEGORIES = ['question', 'problem', 'idea', 'content', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  question: 'A question',
  problem: 'Something is not working',
  idea: 'An idea or suggestion',
  content: 'About a resource or collection',
  other: 'Something else',
};

export const FEEDBACK_STATUSES = ['new', 'read', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
/** What the framed form posts to the page around it when Escape is pressed there. */
export const FEEDBACK_FRAME_CLOSE_MESSAGE = 'lantern-feedback-close';
export const FEEDBACK_REPLY_MAX_LENGTH = 5000;
export const FEEDBACK_PAGE_MAX_LENGTH = 2000;

const messageText = (what: string, max: number) =>
  z
    .string({ error: `Please write ${what}.` })
    .trim()
    .min(1, `Please write ${what}.`)
    .max(max, `Must be at most ${max} characters (this one has more).`);

export const createFeedbackBodySchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: `Choose one of: ${FEEDBACK_CATEGORIES.join(', ')}.` }),
  message: messageText('your message', FEEDBACK_MESSAGE_MAX_LENGTH),
  /** Optional: only when the sender wants a reply. */
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailSchema.optional(),
  ),
  /** The page of this site the feedback was sent from: a path, never another site. */
  page: z
    .string({ error: 'The page the feedback was sent from is missing.' })
    .max(FEEDBACK_PAGE_MAX_LENGTH, `Must be at most ${FEEDBACK_PAGE_MAX_LENGTH} characters.`)
    .regex(/^\/(?![/\\])\S*$/, "Must be a path on this site starting with '/'."),
});
export type CreateFeedbackBody = z.infer<typeof createFeedbackBodySchema>;

export const createFeedbackReplySchema = z.object({
  id: z.number().int(),
  status: z.enum(FEEDBACK_STATUSES),
});

export const feedbackReplyItemSchema = z.object({
  body: z.string(),
  sent_to: z.string(),
  sent_by: z.string().nullable(),
  created_at: z.string(),
});

export const staffFeedbackItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(FEEDBACK_STATUSES),
  message: z.string(),
  email: z.string().nullable(),
  page: z.string(),
  browser: z.string().nullable(),
  /** 'teacher', 'student' or 'admin' when sent signed in, else null (a visitor). */
  sender_role: z.string().nullable(),
  created_at: z.string(),
  replies: z.array(feedbackReplyItemSchema),
});
export type StaffFeedbackItem = z.infer<typeof staffFeedbackItemSchema>;

export const staffFeedbackQuerySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: `Choose one of: ${FEEDBACK_STATUSES.join(', ')}.` }).optional(),
});

export const staffFeedbackListSchema = z.object({
  objects: z.array(staffFeedbackItemSchema),
  counts: z.record(z.enum(FEEDBACK_STATUSES), z.number().int()),
});
export type StaffFeedbackList = z.infer<typeof staffFeedbackListSchema>;

export const feedbackIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'Must be a feedback id (a whole number).'),
});

export const updateFeedbackBodySchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });

export const replyToFeedbackBodySchema = z.object({
  body: messageText('a reply', FEEDBACK_REPLY_MAX_LENGTH),
});
