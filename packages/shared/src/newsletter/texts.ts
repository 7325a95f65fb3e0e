/** Newsletter texts and limits without zod: the footer's form uses them on every page (docs/decisions/0027). */

/** The spec's texts (§8) and the footer's fragment (§2.11). */
export const NEWSLETTER_TEXTS = {
  success: 'You have been subscribed to the newsletter!',
  failure: 'Something went wrong. Please try again later.',
  /** The subscribe call's text reply: the same for a new, pending, confirmed or unsubscribed address. */
  subscribeReply:
    'Thank you! If this address still needs confirming, we have sent it a link: open it to start receiving the newsletter.',
  confirmed: 'Your subscription is confirmed. The next newsletter will reach you.',
  unsubscribed: 'You are unsubscribed from the newsletter. You will get no more newsletter emails.',
  linkInvalid:
    'This link is not valid or has expired. Sign up again with the newsletter form to get a new confirmation link.',
} as const;

/** A confirmation link works for this long. */
export const NEWSLETTER_CONFIRM_LINK_DAYS = 7;
export const NEWSLETTER_SOURCE_PAGE_MAX_LENGTH = 500;
