import { z } from 'zod';
import { emailSchema } from '../accounts/schemas.ts';
import { NEWSLETTER_SOURCE_PAGE_MAX_LENGTH, NEWSLETTER_TEXTS } from './texts.ts';

/**
 * Newsletter (spec 1 §2.11, §4, §5, §7, §8; issue 22; docs/decisions/0024-newsletter.md).
 * POST /api/v2/iterable/subscribe-to-newsletter/ takes `email` and answers text. Double opt-in:
 * the address stays pending until the mailed confirmation link is opened. Every reply about an
 * address is the same whether or not it was already on the list.
 */

export * from './texts.ts';

const TOKEN_MAX_LENGTH = 300;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * The server's rule: any valid address (the client's stricter 2–4 letter suffix pattern is spec 1
 * §5's); zod's email check refuses line breaks, so no header can be injected through it.
 */
export const newsletterSubscribeBodySchema = z.object({
  email: emailSchema,
  /** The page the form was sent from (a path on this site), kept as part of the consent. */
  source_page: z
    .string()
    .max(
      NEWSLETTER_SOURCE_PAGE_MAX_LENGTH,
      `Must be at most ${NEWSLETTER_SOURCE_PAGE_MAX_LENGTH} characters.`,
    )
    .regex(/^\/[^\s]*$/, 'Must be a path on this site, such as /newsletter/.')
    .optional(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/**
 * The sign-up form's rule (spec 1 §5): word characters, dots or hyphens, an @, a domain, and a
 * suffix of 2 to 4 characters. Stricter than the server's on purpose: the spec's client check.
 */
const NEWSLETTER_FORM_EMAIL = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
export const NEWSLETTER_FORM_EMAIL_MESSAGE = 'Enter an email address like name@example.org.';
/** The footer's (and /newsletter/'s) sign-up field; its output is the trimmed address it sends. */
export const newsletterSignUpFormSchema = z.object({
  email: z.string().trim().regex(NEWSLETTER_FORM_EMAIL, NEWSLETTER_FORM_EMAIL_MESSAGE),
});
export type NewsletterSignUpForm = z.input<typeof newsletterSignUpFormSchema>;

export const newsletterTokenSchema = z
  .string({ error: 'The link has no token: open the whole link from the email.' })
  .min(1, 'The link has no token: open the whole link from the email.')
  .max(TOKEN_MAX_LENGTH, NEWSLETTER_TEXTS.linkInvalid);

export const newsletterConfirmBodySchema = z.object({ token: newsletterTokenSchema });
export const newsletterUnsubscribeQuerySchema = z.object({ token: newsletterTokenSchema });

export const newsletterLinkReplySchema = z.object({ ok: z.literal(true), message: z.string() });
export type NewsletterLinkReply = z.infer<typeof newsletterLinkReplySchema>;

/** A signed-in teacher's own subscription ('none': never signed up). */
export const ownSubscriptionReplySchema = z.object({
  email: z.string(),
  status: z.enum([...NEWSLETTER_STATUSES, 'none']),
  message: z.string().optional(),
});
export type OwnSubscriptionReply = z.infer<typeof ownSubscriptionReplySchema>;

export const ownSubscriptionBodySchema = z.object({
  subscribed: z.boolean({ error: 'subscribed must be true or false.' }),
});

const statusCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});

/** Staff view: counts per station ('national' for sign-ups without one) and the latest subscribers. */
export const newsletterStaffQuerySchema = z.object({
  station: z
    .string()
    .regex(/^([A-Za-z0-9]{2,8}|national)$/, 'station must be a call sign such as WGBH, or national.')
    .optional(),
});
export const newsletterStaffReplySchema = z.object({
  totals: statusCountsSchema,
  stations: z.array(statusCountsSchema.extend({ call_sign: z.string().nullable(), name: z.string() })),
  subscribers: z.array(
    z.object({
      email: z.string(),
      status: z.enum(NEWSLETTER_STATUSES),
      station_call_sign: z.string().nullable(),
      consented_at: z.string(),
      confirmed_at: z.string().nullable(),
      source_page: z.string().nullable(),
    }),
  ),
  /** The list shows at most this many, newest consent first. */
  limit: z.number().int(),
});
export type NewsletterStaffReply = z.infer<typeof newsletterStaffReplySchema>;
